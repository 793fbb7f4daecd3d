/// Which refresh implementation runs, with its options (`strategy` in a scenario file).
public enum StrategyConfig: Sendable, Equatable {
    case none
    case uiRefreshControl
    case wkWebViewBad
    case wkWebViewGood(endOn: WebViewEndSignal)
    case ego(forwardsDelegate: Bool)
    case sbKVO
    case cjHeader
    case cjFooterDelay
    case cjFooterInset
    case threshold
    /// A kind the user's program registered (`CustomStrategyKind`); its code is given to the
    /// `Simulator` as the strategy builder.
    case custom(kind: String)

    /// The `kind` string used in scenario files, reports and charts.
    public var kind: String {
        switch self {
        case .none: "none"
        case .uiRefreshControl: "uirefreshcontrol"
        case .wkWebViewBad: "wkwebview-bad"
        case .wkWebViewGood: "wkwebview-good"
        case .ego: "ego"
        case .sbKVO: "sb-kvo"
        case .cjHeader: "cj-header"
        case .cjFooterDelay: "cj-footer-delay"
        case .cjFooterInset: "cj-footer-inset"
        case .threshold: "threshold"
        case let .custom(kind): kind
        }
    }

    /// The seed 000 strategies drive a WKWebView.
    public var needsWebView: Bool {
        switch self {
        case .wkWebViewBad, .wkWebViewGood: true
        default: false
        }
    }

    public static let allKinds = ["none", "uirefreshcontrol", "wkwebview-bad", "wkwebview-good", "ego",
                                  "sb-kvo", "cj-header", "cj-footer-delay", "cj-footer-inset", "threshold"]
}

/// Which WKNavigationDelegate callback ends the spinner in `wkwebview-good`.
public enum WebViewEndSignal: String, Sendable, Equatable, CaseIterable {
    case commit
    case finish
}

/// What a refresh asks for and how long it takes (`loader` in a scenario file).
public enum LoaderConfig: Sendable, Equatable {
    /// Completes after a fixed time; content unchanged.
    case delay(seconds: Double)
    /// Load-more: completes after `seconds` and grows the content by `height`.
    case append(seconds: Double, height: Double)
    /// A WKWebView navigation (seed 002's delegate sequence).
    case webview(WebLoadPlan)

    public var kind: String {
        switch self {
        case .delay: "delay"
        case .append: "append"
        case .webview: "webview"
        }
    }

    public static let allKinds = ["delay", "append", "webview"]
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

    public init(commitAfter: Double = 0.6, finishAfter: Double = 1.5, redirects: Int = 0,
                fail: Failure = .none, pageHeight: Double? = nil) {
        self.commitAfter = commitAfter
        self.finishAfter = finishAfter
        self.redirects = redirects
        self.fail = fail
        self.pageHeight = pageHeight
    }
}
