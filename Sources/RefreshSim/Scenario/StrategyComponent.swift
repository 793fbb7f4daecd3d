/// One refresh component on the scroll view: a strategy with, optionally, its own loader (a header
/// reloads the first page while the footer appends the next). `strategy` in a scenario file is one
/// of these or an array of a header and a footer.
public struct StrategyComponent: Sendable, Equatable {
    public var strategy: StrategyConfig
    /// `nil`: the scenario's `loader`, else the strategy's default.
    public var loader: LoaderConfig?

    public init(_ strategy: StrategyConfig, loader: LoaderConfig? = nil) {
        self.strategy = strategy
        self.loader = loader
    }

    /// `header` or `footer`; `none` counts as a header.
    public var role: RefreshComponent { strategy.role ?? .header }
}
