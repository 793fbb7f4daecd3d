/// Which refresh implementation runs, with its options (`strategy` in a scenario file).
public struct StrategyConfig: Sendable, Equatable {
    public let definition: StrategyKind
    public private(set) var options: OptionValues

    /// `options` override the kind's defaults.
    public init(_ definition: StrategyKind, options: [String: OptionField.Value] = [:]) {
        self.init(definition, given: OptionValues(options))
    }

    init(_ definition: StrategyKind, given: OptionValues) {
        self.definition = definition
        self.options = OptionValues(definition.options, given: given)
    }

    /// The same kind with one option set.
    public func with<Value>(_ key: OptionKey<Value>, _ value: Value) -> StrategyConfig {
        var config = self
        config.options[key] = value
        return config
    }

    /// The `kind` string used in scenario files, reports and charts.
    public var kind: String { definition.name }

    public var needsWebView: Bool { definition.needsWebView }

    public static func == (lhs: StrategyConfig, rhs: StrategyConfig) -> Bool {
        lhs.kind == rhs.kind && lhs.options == rhs.options
    }

    /// No refresh control: the bare scroll view.
    public static var none: StrategyConfig { StrategyConfig(.none) }

    /// Where the strategy's indicator sits, which decides its role when a scenario composes a
    /// header and a footer; nil for `none`.
    public var role: RefreshComponent? { definition.role }

    /// Whether it takes a scenario's `actions`.
    public var takesAppCalls: Bool { definition.takesAppCalls }
}

/// Which WKNavigationDelegate callback ends the spinner in `wkwebview-good`.
public enum WebViewEndSignal: String, Sendable, Equatable, CaseIterable {
    case commit
    case finish
}

/// What a refresh asks for and how long it takes (`loader` in a scenario file).
public enum LoaderConfig: Sendable, Equatable {
    /// Completes after a fixed time; content unchanged. With `fails` it ends with an error then.
    case delay(seconds: Double, fails: Bool = false)
    /// Load-more: completes after `seconds` and grows the content by `height`; with `fails` it
    /// ends with an error then and appends nothing.
    case append(seconds: Double, height: Double, fails: Bool = false)
    /// A WKWebView navigation (seed 002's delegate sequence).
    case webview(WebLoadPlan)

    /// Its declaration.
    public var definition: LoaderKind {
        switch self {
        case .delay: .delay
        case .append: .append
        case .webview: .webview
        }
    }

    /// The `kind` string used in scenario files, reports and charts.
    public var kind: String { definition.name }

}

public struct WebLoadPlan: Sendable, Equatable {
    public enum Failure: String, Sendable, Equatable, CaseIterable {
        case none
        case provisional
        case afterCommit
    }

    /// Seconds from the request to didCommit (response received, old document replaced).
    public var commitAfter: Double
    /// Seconds from the request to didFinish (the page fully loaded).
    public var finishAfter: Double
    public var redirects: Int
    public var fail: Failure
    /// Content height once loaded; `nil` keeps the scenario's content height.
    public var pageHeight: Double?

    public init(
        commitAfter: Double = 0.6, finishAfter: Double = 1.5, redirects: Int = 0,
        fail: Failure = .none, pageHeight: Double? = nil
    ) {
        self.commitAfter = commitAfter
        self.finishAfter = finishAfter
        self.redirects = redirects
        self.fail = fail
        self.pageHeight = pageHeight
    }
}
