import RefreshSim

/// cjrefresh's `enum RefreshState` (seed 003).
enum CJRefreshState: String {
    case idle
    case pulling
    case refreshing

    /// `pulling` means the whole view shows: letting go refreshes.
    var phase: RefreshPhase {
        switch self {
        case .idle: .idle
        case .pulling: .armed
        case .refreshing: .refreshing
        }
    }
}
