/// A `strategy.kind` a user's program adds: scenario files may name it, and the tools run the
/// user's code for it (`RefreshSimCLI`'s `StrategyRegistration` pairs it with that code).
public struct CustomStrategyKind: Sendable, Equatable {
    /// The `kind` string; it may not be a bundled kind's.
    public var name: String
    /// One line for `refreshsim list` and the schema.
    public var summary: String
    /// The load the code performs when a scenario names no loader (a web view for WKWebView code).
    public var defaultLoader: LoaderConfig

    public init(name: String, summary: String, defaultLoader: LoaderConfig = .delay(seconds: 2)) {
        self.name = name
        self.summary = summary
        self.defaultLoader = defaultLoader
    }
}
