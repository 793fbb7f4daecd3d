import RefreshSim

/// `ego` — the EGOTableViewPullRefresh demo's RootViewController: it is the table's delegate and
/// must forward scrollViewDidScroll and scrollViewDidEndDragging to the header. With
/// `forwardsDelegate: false` it forgets to, and the header is dead.
public final class EGORootViewController: RefreshStrategy, ScrollViewDelegate, EGORefreshTableHeaderDelegate {
    let host: RefreshHost
    let refreshHeaderView: EGORefreshTableHeaderView
    let forwardsDelegate: Bool
    var reloading = false

    public init(host: RefreshHost, forwardsDelegate: Bool) {
        self.host = host
        self.forwardsDelegate = forwardsDelegate
        refreshHeaderView = EGORefreshTableHeaderView(host: host)
        refreshHeaderView.delegate = self
        host.scrollView.delegate = self
    }

    func reloadTableViewDataSource() {
        reloading = true
        host.loader.load { [unowned self] _ in doneLoadingTableViewData() }
    }

    func doneLoadingTableViewData() {
        reloading = false
        refreshHeaderView.egoRefreshScrollViewDataSourceDidFinishedLoading(host.scrollView)
    }

    // UIScrollViewDelegate
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if forwardsDelegate { refreshHeaderView.egoRefreshScrollViewDidScroll(scrollView) }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if forwardsDelegate { refreshHeaderView.egoRefreshScrollViewDidEndDragging(scrollView) }
    }

    // EGORefreshTableHeaderDelegate
    func egoRefreshTableHeaderDidTriggerRefresh(_ view: EGORefreshTableHeaderView) {
        reloadTableViewDataSource()
    }

    func egoRefreshTableHeaderDataSourceIsLoading(_ view: EGORefreshTableHeaderView) -> Bool {
        reloading
    }

    public var stateName: String { refreshHeaderView.state.rawValue }
    public var headerPhase: RefreshPhase? { refreshHeaderView.state.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { -EGORefreshTableHeaderView.triggerOffset }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: EGORefreshTableHeaderView.loadingInset) }
}
