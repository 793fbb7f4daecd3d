import RefreshSim

/// `cj-header` — seed 003's `RefreshHeader`: 30 pt at y = −30, exposed once
/// `−offset − inset.top > 30`; its inset comes and goes without animation, so the content snaps.
///
/// The seed ran where the navigation bar was part of `contentInset` (iOS 10's
/// automaticallyAdjustsScrollViewInsets, "offset −64 with inset 64"); here the bar is in the
/// safe area, so `isExposed` reads `adjustedContentInset.top` where the seed reads `contentInset.top`.
public final class CJHeaderTableViewController: CJRefreshableTableViewController {
    public init(host: RefreshHost) {
        super.init(host: host, insetEdge: \.top)
    }

    /// "refreshHeader 完整的漏出来了": the header is fully exposed.
    override func isExposed() -> Bool {
        -tableView.contentOffset.y - tableView.adjustedContentInset.top > Self.refreshViewHeight
    }

    override public var indicator: IndicatorPlacement { .header }
    override public var headerPhase: RefreshPhase? { state.phase }
    override public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: Self.refreshViewHeight) }
}
