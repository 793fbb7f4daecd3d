import RefreshSim

/// What a header or footer shows, read from the strategy's phase (its words stay the seed's).
enum IndicatorLook: Equatable {
    /// Pull further (down for a header, up for a footer).
    case arrowPull
    /// Far enough: release to refresh.
    case arrowRelease
    case spinner

    init(phase: RefreshPhase?) {
        switch phase {
        case .refreshing?, .ending?: self = .spinner
        case .armed?: self = .arrowRelease
        case .idle?, .pulling?, .noMoreData?, nil: self = .arrowPull
        }
    }
}
