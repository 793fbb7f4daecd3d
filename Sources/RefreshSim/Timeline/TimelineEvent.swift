/// A discrete happening with its exact simulated time: a UIKit callback, a strategy's action,
/// a loader's navigation callback.
public struct TimelineEvent: Sendable, Equatable {
    /// Seconds since the scenario began (a main-queue block runs at its deadline).
    public var time: Double
    /// The frame whose sample first shows the event's effect.
    public var frame: Int
    /// UIKit-style name: `touchDown`, `willBeginDragging`, `valueChanged`, `didCommit`, …
    public var name: String
    public var source: EventSource
    /// Extra facts, e.g. `velocity`, `willDecelerate`; rendered sorted by key.
    public var attributes: [String: String]

    public init(time: Double, frame: Int, name: String, source: EventSource, attributes: [String: String] = [:]) {
        self.time = time
        self.frame = frame
        self.name = name
        self.source = source
        self.attributes = attributes
    }
}

public enum EventSource: String, Sendable, Equatable, CaseIterable {
    /// The finger: touchDown, touchUp.
    case finger
    /// UIScrollView and its delegate callbacks.
    case scrollView
    /// UIRefreshControl: valueChanged, beginRefreshing, endRefreshing.
    case refreshControl
    /// The strategy's own actions: refreshStart, refreshEnd, state changes.
    case strategy
    /// The loader / web view: didStartProvisionalNavigation, didCommit, didFinish, …
    case loader
    /// App code calling in at a scripted time (a scenario's `actions`): appCall.
    case app
}
