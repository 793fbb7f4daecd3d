/// `none`: a plain scroll view, for physics scenarios.
public final class NoStrategy: RefreshStrategy {
    public init() {}
    public var stateName: String { "idle" }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .none }
    public var indicatorVisibleHeight: Double { 0 }
}
