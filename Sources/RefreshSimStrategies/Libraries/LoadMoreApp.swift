import RefreshSim

/// The app side of every library footer's handler in the scenarios: load the next page, then end
/// loading more (`endRefreshing`, `stopLoadingMore`, `stopAnimating`) — or, once `noMoreDataAfter`
/// loads have run, end with no more data (`endRefreshingWithNoMoreData`, `noticeNoMoreData`,
/// `showsInfiniteScrolling = NO`). Which library call each end is stays with the footer's
/// `AppCallable` conformance.
final class LoadMoreApp {
    private let host: RefreshHost
    private let noMoreDataAfter: Int?
    private var loads = 0

    init(host: RefreshHost, noMoreDataAfter: Int?) {
        self.host = host
        self.noMoreDataAfter = noMoreDataAfter
    }

    /// The block the app hands the footer (`refreshingBlock`, `handler`, the action handler).
    func handler(ending footer: AppCallable) -> () -> Void {
        { [unowned self, unowned footer] in
            loads += 1
            host.loader.load { [unowned self, unowned footer] _ in
                if let noMoreDataAfter, loads >= noMoreDataAfter {
                    footer.endRefreshingWithNoMoreData()
                } else {
                    footer.endRefreshing()
                }
            }
        }
    }
}
