/// The key numbers of one run a sweep reports beside its verdict: the analysis's counts of
/// refreshes and load-mores and its deepest pull (`RefreshActivity`), and when the first one began.
public struct RunMeasures: Sendable, Equatable {
    /// Refreshes the header's strategy started.
    public var refreshes: Int
    /// Load-mores the footer's strategy started.
    public var loadMores: Int
    /// The deepest pull, in points past the resting edge (`RefreshActivity.maxPull`).
    public var maxPull: Double
    /// When the first refresh or load-more started, if one did.
    public var firstRefreshTime: Double?

    public init(refreshes: Int, loadMores: Int, maxPull: Double, firstRefreshTime: Double?) {
        self.refreshes = refreshes
        self.loadMores = loadMores
        self.maxPull = maxPull
        self.firstRefreshTime = firstRefreshTime
    }

    public init(_ timeline: Timeline, _ analysis: Analysis) {
        let activity = analysis.activity
        let first = timeline.events.first { event in
            if case .refreshStart = event.kind { true } else { false }
        }
        self.init(
            refreshes: activity.refreshes.started, loadMores: activity.loadMores.started,
            maxPull: activity.maxPull, firstRefreshTime: first?.time)
    }
}
