import RefreshSim

/// `cj-footer-inset` — seed 003's fix: the footer (named `RefreshHeader` in the seed) sits at
/// `contentSize.height`, kept there by KVO, and is exposed once
/// `offset + screen height > contentHeight + 30`. Released while `pulling`, it holds itself in view
/// with `contentInset.bottom += 30`; when the load is done the inset is restored.
public final class CJFooterInsetTableViewController: CJRefreshableTableViewController {
    var footerY: Double
    var curentContentHeight = 0.0
    private var observation: KeyValueObservation?

    public init(host: RefreshHost) {
        footerY = host.scrollView.contentSize.height
        super.init(host: host, insetEdge: \.bottom)
        observation = tableView.observe(.contentSize) { [unowned self] tableView in
            curentContentHeight = tableView.contentSize.height
            footerY = curentContentHeight
        }
    }

    override func isExposed() -> Bool {
        tableView.contentOffset.y + host.screenBounds.height > tableView.contentSize.height + Self.refreshViewHeight
    }

    override public var indicator: IndicatorPlacement { .footer }
    override public var footerPhase: RefreshPhase? { state.phase }
    override public var footerTop: Double? { footerY }
    override public var indicatorVisibleHeight: Double {
        host.footerVisibleHeight(top: footerY, height: Self.refreshViewHeight)
    }
}
