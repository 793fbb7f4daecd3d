/// A refresh implementation under test, written against the UIKit-shaped surface in `RefreshHost`.
///
/// A strategy does not report to the analysis. The host reads these properties whenever something
/// happens (a callback, a block on the main queue, a frame) and records their changes, and it
/// records the loads the strategy asks `host.loader` (or the web view) for. Everything else a
/// strategy does, it does through the scroll view, the refresh control, the main queue and the
/// loader, exactly as app code would.
public protocol RefreshStrategy: AnyObject {
    /// The state as the seed names it (`idle`, `pulling`, `EGOOPullRefreshLoading`, `red`, …): shown
    /// on charts and in CSV, never interpreted.
    var stateName: String { get }
    /// The pull-to-refresh header's phase; nil when the strategy has no header.
    var headerPhase: RefreshPhase? { get }
    /// The load-more footer's phase; nil when the strategy has no footer.
    var footerPhase: RefreshPhase? { get }
    var indicator: IndicatorPlacement { get }
    /// Pull distance (pt past the resting offset) at which the strategy triggers.
    var triggerDistance: Double? { get }
    /// How much of the header/footer the screen shows now (pt).
    var indicatorVisibleHeight: Double { get }
    /// The footer's top in content coordinates (footer strategies).
    var footerTop: Double? { get }
    /// Everything the host records about the strategy at this moment: `stateName`, `headerPhase`
    /// and `footerPhase` together. The host looks after every turn of the run loop, so at least
    /// once a frame; the default reads the three properties, and a strategy whose three come from
    /// one place may answer in one look (it must give what the three properties give).
    var currentState: StrategyState { get }
    /// The UIRefreshControl whose state and indicator this strategy's are, exactly and for its
    /// whole life: `currentState` is the control's `hostState`, `indicatorVisibleHeight` the
    /// control's, `footerTop` nil. The host then reads the control each frame instead of asking
    /// the strategy (three calls through the protocol a frame, a ninth of a frame's instructions);
    /// a debug build checks every look against the strategy's own answers. nil, the default: the
    /// host asks the strategy.
    var mirroredRefreshControl: RefreshControl? { get }
    /// A turn of the main run loop has ended — a callback, a main-queue block, or a frame's
    /// touches and physics have run — and the host is about to look at the strategy: what UIKit
    /// does before drawing (Core Animation's commit, with the layout pass) happens here.
    func runLoopTurnEnded()
    /// Whether the strategy changes only when something happens to it: its `runLoopTurnEnded`
    /// does nothing, and its state and indicator are worked out from what it holds, its scroll
    /// view and its refresh control, never from the clock. The host then takes a frame in which
    /// nothing happens (no touch, no main-queue block due, the scroll view at rest and not
    /// animating) as a copy of the frame before it, without looking at the strategy. False, the
    /// default: the host looks at the strategy every frame.
    var changesOnlyWhenCalled: Bool { get }
    /// The scripted finger touched down, moved or lifted, after the scroll view took it: for a
    /// strategy whose views follow touches themselves (UIKit's `touchesBegan`…).
    func fingerTouched(_ touch: FingerTouch)
}

/// What the finger did: where it touched down on the screen (points from its top-left corner),
/// then how far it has travelled from there (`y`, down positive), as the scenario says.
public enum FingerTouch: Sendable, Equatable {
    case down(at: Point)
    case move(y: Double)
    case up
}

public extension RefreshStrategy {
    var triggerDistance: Double? { nil }
    var footerTop: Double? { nil }
    var mirroredRefreshControl: RefreshControl? { nil }
    func runLoopTurnEnded() {}
    var changesOnlyWhenCalled: Bool { false }
    func fingerTouched(_ touch: FingerTouch) {}

    /// The three properties, read one after the other.
    var currentState: StrategyState {
        StrategyState(name: stateName, header: headerPhase, footer: footerPhase)
    }
}
