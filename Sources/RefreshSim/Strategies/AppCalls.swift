/// The calls app code makes on a refresh component at moments no finger decides (a scenario's
/// `actions`). Each library names them its own way; the doc comment of each conformance says which
/// of its methods a call maps to.
public protocol AppCallable: AnyObject {
    /// `beginRefreshing` / `startPullToRefresh` / `triggerPullToRefresh`.
    func beginRefreshing()
    /// `endRefreshing` / `stopPullToRefresh` / `stopAnimating` (for a footer: end loading more).
    func endRefreshing()
    /// A footer's "no more data" end (`endRefreshingWithNoMoreData`, `noticeNoMoreData`).
    func endRefreshingWithNoMoreData()
    /// `resetNoMoreData`.
    func resetNoMoreData()
}

/// A component that keeps part of the content inset for good (a load-more footer that always
/// shows below the rows): that part belongs to the baseline analysis measures drift against.
public protocol RestingInsetHolding {
    var restingContentInset: EdgeInsets { get }
}
