/// Watches a simulated run: told when its objects are built, before the first frame, and when
/// it has ended. What a recorder attached inside a run uses (`Simulator(scenario:observer:)`).
/// Called on the run's thread.
public protocol RunObserver: AnyObject {
    func runWillBegin(_ run: ObservedRun)
    func runDidEnd(_ timeline: Timeline)
}

/// A run's objects as an observer sees them: the clock, the scroll view, and each refresh
/// component's host and strategy (what the app's own code knows about itself).
public struct ObservedRun {
    public let scenario: Scenario
    public let runtime: Runtime
    public let scrollView: ScrollView
    /// The first component's host (the run's `UIScrollView` and `DispatchQueue.main`).
    public let host: RefreshHost
    /// The strategy whose state the timeline samples (a header and a footer composed).
    public let strategy: any RefreshStrategy
    public let components: [Component]

    public struct Component {
        public let role: RefreshComponent
        public let kind: StrategyKind
        public let loader: LoaderKind
        public let host: RefreshHost
        public let strategy: any RefreshStrategy
    }

    init(world: World) {
        scenario = world.scenario
        runtime = world.runtime
        scrollView = world.scrollView
        host = world.host
        strategy = world.strategy
        components = world.components.map {
            Component(role: $0.role, kind: $0.kind, loader: $0.loader, host: $0.host, strategy: $0.strategy)
        }
    }

    /// What the components keep for good (a footer's inset), read now.
    public var restingInsets: [EdgeInsets] {
        components.map { ($0.strategy as? RestingInsetHolding)?.restingContentInset ?? .zero }
    }
}
