import RefreshSim

/// A screen that shows Apple's UIRefreshControl: its state, trigger and indicator come from the
/// control, so every UIRefreshControl strategy reads the same on a chart.
protocol RefreshControlHosting: RefreshStrategy {
    var refreshControl: RefreshControl { get }
}

extension RefreshControlHosting {
    // `phase`, not `isRefreshing`: read from this module the stored property gets Swift's dynamic
    // exclusivity check, every frame (callgrind: a sixth of the state's cost).
    public var stateName: String { currentState.name }
    public var headerPhase: RefreshPhase? { refreshControl.phase }
    public var footerPhase: RefreshPhase? { nil }
    /// The three above from one read of the control's phase (the host looks every frame).
    public var currentState: StrategyState { refreshControl.hostState }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { refreshControl.snappingHeight }
    public var indicatorVisibleHeight: Double { refreshControl.indicatorVisibleHeight }
    /// So the host reads the control each frame, not the three properties above.
    public var mirroredRefreshControl: RefreshControl? { refreshControl }
}
