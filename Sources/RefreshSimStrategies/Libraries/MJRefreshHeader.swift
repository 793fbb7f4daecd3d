import RefreshSim

/// `mj-header` — MJRefreshNormalHeader: CoderMJLee/MJRefresh @ 5647d82, `MJRefresh/Base/MJRefreshHeader.m`
/// (read at 00f9638 through the search tool; the Normal subclass only draws the arrow and labels).
///
/// - `scrollViewContentOffsetDidChange:` (lines 78–122): while Refreshing, `resetInset` (lines 55–71)
///   keeps `inset.top = clamp(−y, I0, I0 + 54)` and remembers the difference to undo. Otherwise the
///   original inset is re-read on every change; Idle → Pulling while dragging past `−I0 − 54` (and
///   back); Pulling and a change while not dragging → `beginRefreshing` (the release, seen at the
///   next offset change).
/// - `headerRefreshingAction` (lines 188–204): a 0.25 s UIView animation sets `inset.top = I0 + 54`
///   and `setContentOffset(−(I0 + 54), animated: NO)`; the refreshing block runs in the completion.
/// - `headerEndingAction` (lines 134–152): a 0.4 s animation adds the remembered delta back to
///   `inset.top`; the offset follows by UIKit's clamp.
///
/// `legacyBeginCompletion` models versions before 3.4.1 (issue #1258, fixed by PR #1417): the begin
/// animation's completion applied the refreshing inset and offset again without checking that the
/// header was still refreshing, so an `endRefreshing` inside the 0.25 s left the header on screen.
/// 3.7.x checks `state != Idle` first (`animationDidStop:finished:`, lines 226–236).
final class MJRefreshHeader: MJRefreshComponent {
    static let headerHeight = 54.0

    private var insetTDelta = 0.0
    let legacyBeginCompletion: Bool

    init(host: RefreshHost, legacyBeginCompletion: Bool = false) {
        self.legacyBeginCompletion = legacyBeginCompletion
        super.init(host: host, height: Self.headerHeight)
    }

    private func resetInset() {
        let original = scrollViewOriginalInset.top
        var insetT = -mjOffsetY > original ? -mjOffsetY : original
        insetT = insetT > height + original ? height + original : insetT
        insetTDelta = original - insetT
        if abs(mjInsetT - insetT) > 0.0000001 {
            mjInsetT = insetT
        }
    }

    override func scrollViewContentOffsetDidChange(old: Double, new: Double) {
        if state == .refreshing {
            resetInset()
            return
        }
        scrollViewOriginalInset = mjInset
        let offsetY = mjOffsetY
        let happenOffsetY = -scrollViewOriginalInset.top
        if offsetY > happenOffsetY { return }
        let normal2pullingOffsetY = happenOffsetY - height
        let percent = (happenOffsetY - offsetY) / height
        if scrollView.isDragging {
            pullingPercent = percent
            if state == .idle, offsetY < normal2pullingOffsetY {
                setState(.pulling)
            } else if state == .pulling, offsetY >= normal2pullingOffsetY {
                setState(.idle)
            }
        } else if state == .pulling {
            beginRefreshing()
        } else if percent < 1 {
            pullingPercent = percent
        }
    }

    override func stateDidChange(from oldState: State) {
        if state == .idle {
            guard oldState == .refreshing else { return }
            headerEndingAction()
        } else if state == .refreshing {
            headerRefreshingAction()
        }
    }

    private func headerEndingAction() {
        scrollView.animate(withDuration: Self.slowAnimationDuration, animations: {
            self.mjInsetT += self.insetTDelta
        }, completion: { _ in self.pullingPercent = 0 })
    }

    private func headerRefreshingAction() {
        scrollView.animate(withDuration: Self.fastAnimationDuration, animations: {
            self.applyRefreshingInset()
        }, completion: { _ in
            if self.legacyBeginCompletion { self.applyRefreshingInset() }
            self.executeRefreshingCallback()
        })
    }

    private func applyRefreshingInset() {
        guard scrollView.panGestureState != .cancelled else { return }
        let top = scrollViewOriginalInset.top + height
        mjInsetT = top
        scrollView.setContentOffset(Point(x: 0, y: -top), animated: false)
    }
}

/// `mj-header` as a strategy: the header and the app's refreshing block, which loads and then calls
/// `endRefreshing` (the MJRefresh example's pattern).
public final class MJHeaderStrategy: RefreshStrategy, AppCallable {
    let host: RefreshHost
    let header: MJRefreshHeader

    public init(host: RefreshHost, legacyBeginCompletion: Bool = false) {
        self.host = host
        header = MJRefreshHeader(host: host, legacyBeginCompletion: legacyBeginCompletion)
        header.refreshingBlock = { [unowned self] in
            host.loader.load { [unowned self] _ in
                header.endRefreshing()
            }
        }
    }

    public var stateName: String { header.state.rawValue }
    public var headerPhase: RefreshPhase? { header.state.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { MJRefreshHeader.headerHeight }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: MJRefreshHeader.headerHeight) }

    public func beginRefreshing() { header.beginRefreshing() }
    public func endRefreshing() { header.endRefreshing() }
    public func endRefreshingWithNoMoreData() { header.endRefreshing() }
    public func resetNoMoreData() {}
}
