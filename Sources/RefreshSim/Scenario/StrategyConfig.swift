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
    /// MJRefreshNormalHeader; `legacyBeginCompletion` models versions before 3.4.1 (issue #1258).
    case mjHeader(legacyBeginCompletion: Bool)
    case mjAutoFooter(triggerPercent: Double, autoTriggerTimes: Int, noMoreDataAfter: Int?)
    case mjBackFooter(noMoreDataAfter: Int?)
    case esHeader
    case esFooter(noMoreDataAfter: Int?)
    case svHeader
    case svInfinite(noMoreDataAfter: Int?)
    /// SwiftUI `.refreshable`; `cancelledAfter` s into a refresh a view rebuild cancels the action.
    case swiftUIRefreshable(cancelledAfter: Double?)

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
        case .mjHeader: "mj-header"
        case .mjAutoFooter: "mj-auto-footer"
        case .mjBackFooter: "mj-back-footer"
        case .esHeader: "es-header"
        case .esFooter: "es-footer"
        case .svHeader: "sv-header"
        case .svInfinite: "sv-infinite"
        case .swiftUIRefreshable: "swiftui-refreshable"
        }
    }

    /// Where the strategy's indicator sits, which decides its role when a scenario composes a
    /// header and a footer; `nil` for `none`.
    public var role: RefreshComponent? {
        switch self {
        case .none: nil
        case .cjFooterDelay, .cjFooterInset, .mjAutoFooter, .mjBackFooter, .esFooter, .svInfinite: .footer
        default: .header
        }
    }

    /// The library strategies take app-side calls (`actions`); so does `uirefreshcontrol`
    /// (`beginRefreshing()`/`endRefreshing()`). The seeds' code has no such entry points.
    public var takesAppCalls: Bool {
        switch self {
        case .uiRefreshControl, .mjHeader, .mjAutoFooter, .mjBackFooter, .esHeader, .esFooter, .svHeader,
             .svInfinite, .swiftUIRefreshable: true
        default: false
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
                                  "sb-kvo", "cj-header", "cj-footer-delay", "cj-footer-inset", "threshold",
                                  "mj-header", "mj-auto-footer", "mj-back-footer", "es-header", "es-footer",
                                  "sv-header", "sv-infinite", "swiftui-refreshable"]
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
