import RefreshSim

/// `uirefreshcontrol` from app code: `refreshControl.beginRefreshing()` then the app's load — the
/// control does not scroll itself into view (react-native #24855; the fix, react-native PR #27397,
/// scrolls by the control's height with `setContentOffset(_:animated: true)`, an app action here);
/// `refreshControl.endRefreshing()`, which stops a deceleration in progress even when the control is
/// not refreshing (benscheirman.com, "Jerky scrolling with UIRefreshControl", 2017).
extension RefreshControlStrategy: AppCallable {
    public func beginRefreshing() {
        refreshControl.beginRefreshing()
        didPullToRefresh()
    }

    public func endRefreshing() { refreshControl.endRefreshing() }
    public func endRefreshingWithNoMoreData() { refreshControl.endRefreshing() }
    public func resetNoMoreData() {}
}
