/// What ran: the strategy kind and loader kind of each component (one, or a header and a
/// footer), as declared, so analysis reads a kind's traits rather than its name.
public struct RunIdentity: Sendable, Equatable {
    public var strategies: [StrategyKind]
    public var loaders: [LoaderKind]

    public init(strategies: [StrategyKind], loaders: [LoaderKind]) {
        self.strategies = strategies
        self.loaders = loaders
    }

    public init(strategy: StrategyKind, loader: LoaderKind) {
        self.init(strategies: [strategy], loaders: [loader])
    }

    /// `mj-header+mj-auto-footer`: the strategies' names, for output.
    public var strategyName: String { strategies.map(\.name).joined(separator: "+") }

    /// `delay+append`: the loaders' names, for output.
    public var loaderName: String { loaders.map(\.name).joined(separator: "+") }

    /// Whether a load replaces the document (`LoaderKind.replacesDocument`).
    public var replacesDocument: Bool { loaders.contains { $0.replacesDocument } }
}
