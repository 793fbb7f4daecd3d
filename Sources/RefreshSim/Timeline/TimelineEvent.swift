/// A discrete happening with its exact simulated time: a UIKit callback, a strategy's action,
/// a loader's navigation callback.
public struct TimelineEvent: Sendable, Equatable {
    /// Seconds since the scenario began (a main-queue block runs at its deadline).
    public var time: Double
    /// The frame whose sample first shows the event's effect.
    public var frame: Int
    public var kind: EventKind

    public init(time: Double, frame: Int, kind: EventKind) {
        self.time = time
        self.frame = frame
        self.kind = kind
    }

    /// UIKit-style name: `touchDown`, `willBeginDragging`, `valueChanged`, `didCommit`, …
    public var name: String { kind.name }
    public var source: EventSource { kind.source }
}

/// Every kind of event, with its facts as typed values at full precision. Text is made only where
/// it leaves the program (`EventKind+Output`).
public enum EventKind: Sendable, Equatable {
    // The finger.
    case touchDown
    /// `fingerY`: the finger's travel from touch-down (pt); `offset`: contentOffset.y at the lift.
    case touchUp(fingerY: Double, offset: Double)

    // UIScrollView and its delegate.
    case willBeginDragging
    /// Velocity in pt/s; `target` is the projected resting offset.
    case willEndDragging(velocity: Double, target: Double)
    case didEndDragging(willDecelerate: Bool)
    /// Velocity in pt/s.
    case willBeginDecelerating(velocity: Double)
    case didEndDecelerating(offset: Double)
    /// A touch caught a deceleration in flight.
    case decelerationCaught(offset: Double)
    /// `setContentOffset(_:animated: false)` stopped a deceleration.
    case decelerationStopped(offset: Double)
    case didEndScrollingAnimation
    case contentSizeChanged(from: Double, to: Double)
    case contentOffsetSet(from: Double, to: Double, animated: Bool)
    /// UIKit moved the offset itself to keep it legal after an inset or size change.
    case contentOffsetAdjusted(from: Double, to: Double, animated: Bool)
    case contentInsetSet(top: Double, bottom: Double, animated: Bool)

    // UIRefreshControl.
    case valueChanged(visibleHeight: Double)
    case beginRefreshing(alreadyRefreshing: Bool)
    case endRefreshing(whileTracking: Bool)

    // The strategy, as the host sees it.
    /// The strategy asked the loader (or the web view) for a load.
    case refreshStart(RefreshComponent)
    /// That load's result reached the strategy.
    case refreshEnd(RefreshComponent)
    /// The seed's state name or a component's phase changed.
    case stateChanged(from: StrategyState, to: StrategyState)
    /// SBPullToRefreshHeaderView noticed the finger lifted (one offset change late).
    case stopDragging(offset: Double)

    // The loader and the web view.
    case loadStart(LoadStart)
    case loadEnd(result: LoadResult, error: NavigationError?, appended: Double?)
    case navigation(NavigationCallback, id: Int)
    case navigationFailed(provisional: Bool, id: Int, error: NavigationError)
    case estimatedProgress(Double)

    // The list (content as rows).
    /// `reloadData`, a batch of row updates, a diffable snapshot applied.
    case listUpdate(ListUpdateRecord)
    /// A layout pass laid out `rows` rows whose real height differed from their estimate;
    /// `offsetMoved`: what UIKit moved the offset by to keep the rows on screen still (0 when the
    /// list's rule leaves it).
    case estimatesCorrected(rows: Int, offsetMoved: Double)

    // The app's own code (a scenario's `actions`).
    case appCall(AppCall, target: RefreshComponent?)

    /// Async code under test did something the simulated clock cannot drive (`NotSimulated`).
    case notSimulated(NotSimulated)

    /// What started a load.
    public enum LoadStart: Sendable, Equatable {
        /// A delay or append load of this many seconds.
        case timed(seconds: Double)
        /// A web view navigation.
        case navigation(id: Int)
    }

    /// WKNavigationDelegate callbacks that carry only the navigation.
    public enum NavigationCallback: String, Sendable, Equatable, CaseIterable {
        case decidePolicyForNavigationAction
        case didStartProvisionalNavigation
        case didReceiveServerRedirect
        case decidePolicyForNavigationResponse
        case didCommit
        case didFinish
    }

    public var name: String {
        switch self {
        case .touchDown: "touchDown"
        case .touchUp: "touchUp"
        case .willBeginDragging: "willBeginDragging"
        case .willEndDragging: "willEndDragging"
        case .didEndDragging: "didEndDragging"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .decelerationCaught: "decelerationCaught"
        case .decelerationStopped: "decelerationStopped"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .contentSizeChanged: "contentSizeChanged"
        case .contentOffsetSet: "contentOffsetSet"
        case .contentOffsetAdjusted: "contentOffsetAdjusted"
        case .contentInsetSet: "contentInsetSet"
        case .valueChanged: "valueChanged"
        case .beginRefreshing: "beginRefreshing"
        case .endRefreshing: "endRefreshing"
        case .refreshStart: "refreshStart"
        case .refreshEnd: "refreshEnd"
        case .stateChanged: "stateChanged"
        case .stopDragging: "stopDragging"
        case .loadStart: "loadStart"
        case .loadEnd: "loadEnd"
        case let .navigation(callback, _): callback.rawValue
        case let .navigationFailed(provisional, _, _): provisional ? "didFailProvisionalNavigation" : "didFail"
        case .estimatedProgress: "estimatedProgress"
        case let .listUpdate(update): update.kind.rawValue
        case .estimatesCorrected: "estimatesCorrected"
        case .appCall: "appCall"
        case .notSimulated: "notSimulated"
        }
    }

    public var source: EventSource {
        switch self {
        case .touchDown, .touchUp: .finger
        case .willBeginDragging, .willEndDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating,
            .decelerationCaught, .decelerationStopped, .didEndScrollingAnimation, .contentSizeChanged,
            .contentOffsetSet, .contentOffsetAdjusted, .contentInsetSet:
            .scrollView
        case .valueChanged, .beginRefreshing, .endRefreshing: .refreshControl
        case .refreshStart, .refreshEnd, .stateChanged, .stopDragging: .strategy
        case .loadStart, .loadEnd, .navigation, .navigationFailed, .estimatedProgress: .loader
        case .listUpdate, .estimatesCorrected: .list
        case .appCall, .notSimulated: .app
        }
    }
}

public enum EventSource: String, Sendable, Equatable, CaseIterable {
    /// The finger: touchDown, touchUp.
    case finger
    /// UIScrollView and its delegate callbacks.
    case scrollView
    /// UIRefreshControl: valueChanged, beginRefreshing, endRefreshing.
    case refreshControl
    /// The strategy's actions and state, as the host records them: refreshStart, refreshEnd, stateChanged.
    case strategy
    /// The loader / web view: didStartProvisionalNavigation, didCommit, didFinish, …
    case loader
    /// App code calling in at a scripted time (a scenario's `actions`): appCall.
    case app
    /// The list's updates (reloadData, batches, snapshots) and its estimates corrected.
    case list
}
