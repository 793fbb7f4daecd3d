import RefreshSim

/// The states both of SVPullToRefresh's views step through: `SVPullToRefreshState`
/// (`UIScrollView+SVPullToRefresh.h`) and `SVInfiniteScrollingState`
/// (`UIScrollView+SVInfiniteScrolling.h`) each declare Stopped, Triggered and Loading (plus `All`,
/// a mask for per-state titles and views, not a state). The two enums are the same three cases, so
/// one type serves both views; each view's `setState:` gives them its own meaning.
enum SVState: String {
    case stopped
    case triggered
    case loading

    var phase: RefreshPhase {
        switch self {
        case .stopped: .idle
        case .triggered: .armed
        case .loading: .refreshing
        }
    }
}
