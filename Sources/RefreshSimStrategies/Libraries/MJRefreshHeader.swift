import RefreshSim

/// `mj-header` — MJRefreshNormalHeader: CoderMJLee/MJRefresh @ 5647d82cd7e0de8c59980c6cb2afff173978f481,
/// `MJRefresh/Base/MJRefreshHeader.m` (the Normal subclass only draws the arrow and labels).
///
/// - `scrollViewContentOffsetDidChange:` (lines 73–114): while Refreshing, `resetInset` (lines 56–71)
///   keeps `inset.top = clamp(−y, I0, I0 + 54)` and remembers the difference to undo. Otherwise the
///   original inset is re-read on every change; Idle → Pulling while dragging past `−I0 − 54` (and
///   back); Pulling and a change while not dragging → `beginRefreshing` (the release, seen at the
///   next offset change).
/// - `headerRefreshingAction` (lines 203–220, the UIView-animation path): a 0.25 s animation sets
///   `inset.top = I0 + 54` and `setContentOffset(−(I0 + 54), animated: NO)`; the refreshing block
///   runs in the completion (synchronously since 3.7.5; see `MJRefreshRelease` for older timing).
/// - `headerEndingAction` (lines 130–155): a 0.4 s animation adds the remembered delta back to
///   `inset.top`; the offset follows by UIKit's clamp.
///
/// `legacyBeginCompletion` models versions before 3.4.1 (issue #1258, fixed by PR #1417, 0f25e99):
/// the begin animation's completion applied the refreshing inset and offset again without checking
/// that the header was still refreshing, so an `endRefreshing` inside the 0.25 s left the header on
/// screen. That completion is the Core Animation path's (`animationDidStop:finished:`, lines
/// 262–274, taken when `isCollectionViewAnimationBug` is set); 3.4.1 and later check
/// `state != Idle` there first.
final class MJRefreshHeader: MJRefreshComponent {
    static let headerHeight = 54.0

    private var insetTDelta = 0.0
    let legacyBeginCompletion: Bool

    init(host: RefreshHost, legacyBeginCompletion: Bool = false, release: MJRefreshRelease = .v3_7_5) {
        self.legacyBeginCompletion = legacyBeginCompletion
        super.init(host: host, height: Self.headerHeight, release: release)
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
        scrollView.animate(
            withDuration: Self.slowAnimationDuration,
            animations: {
                self.mjInsetT += self.insetTDelta
            }, completion: { _ in self.pullingPercent = 0 })
    }

    private func headerRefreshingAction() {
        if release.beginAnimationWaitsATurn {
            host.main.async { [self] in animateToRefreshing() }
        } else {
            animateToRefreshing()
        }
    }

    private func animateToRefreshing() {
        scrollView.animate(
            withDuration: Self.fastAnimationDuration,
            animations: {
                self.applyRefreshingInset()
            },
            completion: { _ in
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

    public init(host: RefreshHost, legacyBeginCompletion: Bool = false, release: MJRefreshRelease = .v3_7_5) {
        self.host = host
        header = MJRefreshHeader(host: host, legacyBeginCompletion: legacyBeginCompletion, release: release)
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
