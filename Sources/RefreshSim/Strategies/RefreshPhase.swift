/// What a refresh header or load-more footer is doing, in words that mean the same for every
/// implementation. Strategies keep their seed's own state names for charts and CSV
/// (`EGOOPullRefreshLoading`, `red`, …) and map them onto these; the analysis reads only these.
public enum RefreshPhase: String, Sendable, Equatable, CaseIterable {
    /// At rest, or scrolled with the indicator out of play.
    case idle
    /// Being pulled into view, short of the trigger.
    case pulling
    /// Pulled past the trigger: letting go (or, for some controls, holding) starts a refresh.
    case armed
    /// The refresh or load-more is running and the indicator says so.
    case refreshing
    /// The refresh is over and the indicator is going away (an animation the strategy waits for).
    case ending
    /// Footer: everything is loaded; pulling further does nothing.
    case noMoreData

    public var isRefreshing: Bool { self == .refreshing }
}

/// Which of a strategy's components a phase or a load belongs to.
public enum RefreshComponent: String, Sendable, Equatable, CaseIterable {
    /// The pull-to-refresh header at the top.
    case header
    /// The load-more footer at the bottom.
    case footer
}

/// What the host reads off a strategy: its seed's state name and each component's phase.
/// `nil` for a component the strategy does not have.
public struct StrategyState: Sendable, Equatable {
    public var name: String
    public var header: RefreshPhase?
    public var footer: RefreshPhase?

    public init(name: String, header: RefreshPhase? = nil, footer: RefreshPhase? = nil) {
        self.name = name
        self.header = header
        self.footer = footer
    }

    /// A header or a footer is refreshing.
    public var isRefreshing: Bool { header == .refreshing || footer == .refreshing }

    /// Nothing is pulled, armed, running or ending.
    public var isResting: Bool { Self.rests(header) && Self.rests(footer) }

    private static func rests(_ phase: RefreshPhase?) -> Bool {
        phase == nil || phase == .idle || phase == .noMoreData
    }
}
