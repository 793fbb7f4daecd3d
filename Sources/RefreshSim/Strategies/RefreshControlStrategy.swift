/// `uirefreshcontrol`: Apple's control used as documented. The app starts its load on
/// valueChanged and calls endRefreshing() when the load completes.
public final class RefreshControlStrategy: RefreshStrategy {
    let host: RefreshHost
    let refreshControl = RefreshControl()

    public init(host: RefreshHost) {
        self.host = host
        host.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] _ in didPullToRefresh() }
    }

    func didPullToRefresh() {
        host.recordRefreshStart("load")
        host.loader.load { [unowned self] _ in
            host.recordRefreshEnd("endRefreshing")
            refreshControl.endRefreshing()
        }
    }

    public var stateName: String { refreshControl.isRefreshing ? "refreshing" : "idle" }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { refreshControl.snappingHeight }
    public var indicatorVisibleHeight: Double { min(refreshControl.presentedVisibleHeight, RefreshControl.height) }
}
