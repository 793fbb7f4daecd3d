extension StrategyKind {
    /// A kind of a user's own, with no options: scenario files name it in `strategy.kind` once the
    /// program passes it to `ScenarioDecoder.decode(_:fileName:customStrategies:)` (the CLI:
    /// `RefreshSimCommand.main(strategies:)`).
    ///
    /// ```swift
    /// StrategyKind("feed-header", "our feed's header") { host in FeedHeaderStrategy(host: host) }
    /// ```
    public init(
        _ name: String, _ summary: String, defaultLoader: LoaderConfig = .delay(seconds: 2),
        needsWebView: Bool = false, role: RefreshComponent? = .header, list: ListRequirement = .none,
        build: @escaping @Sendable (RefreshHost) -> any RefreshStrategy
    ) {
        self.init(
            name, summary, needsWebView: needsWebView, role: role, list: list, defaultLoader: { _ in defaultLoader },
            build: { host, _ in build(host) })
    }
}
