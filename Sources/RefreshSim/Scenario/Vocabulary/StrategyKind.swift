/// One `strategy.kind` a scenario can name, declared once: its options, its seed's default loader
/// and how to build it. The decoder, the schema, `refreshsim list`, `bench` and the simulator all
/// read `StrategyKind.all`; adding a strategy is adding one declaration there.
public struct StrategyKind: Sendable, Equatable {
    public typealias Build = @Sendable (RefreshHost, OptionValues) -> any RefreshStrategy

    public let name: String
    /// One line for `refreshsim list` and the schema.
    public let summary: String
    public let options: [OptionField]
    /// Strategies that drive a WKWebView need the `webview` loader.
    public let needsWebView: Bool
    /// The load the seed performs when the scenario names none.
    public let defaultLoader: @Sendable (_ contentHeight: Double) -> LoaderConfig
    public let build: Build
    /// Where its indicator sits, which is its role when a scenario composes a header and a footer;
    /// nil for `none`.
    public let role: RefreshComponent?
    /// Whether it takes a scenario's `actions` (the app's own calls): the library kinds and
    /// `uirefreshcontrol` do; the seeds' code has no such entry points.
    public let takesAppCalls: Bool

    public init(_ name: String, _ summary: String, options: [OptionField] = [], needsWebView: Bool = false,
                role: RefreshComponent? = .header, takesAppCalls: Bool = false,
                defaultLoader: @escaping @Sendable (_ contentHeight: Double) -> LoaderConfig,
                build: @escaping Build) {
        self.name = name
        self.summary = summary
        self.options = options
        self.needsWebView = needsWebView
        self.role = role
        self.takesAppCalls = takesAppCalls
        self.defaultLoader = defaultLoader
        self.build = build
    }

    public static func named(_ name: String) -> StrategyKind? { all.first { $0.name == name } }

    /// Kinds are told apart by name.
    public static func == (lhs: StrategyKind, rhs: StrategyKind) -> Bool { lhs.name == rhs.name }
}

/// The seeds' own delays when a scenario names no loader.
private extension LoaderConfig {
    static let twoSeconds = LoaderConfig.delay(seconds: 2)
    /// cjrefresh's onRefresh / onLoadMore `delay(3)`; the EGO demo's
    /// `performSelector:@selector(doneLoadingTableViewData) afterDelay:3.0`.
    static let threeSeconds = LoaderConfig.delay(seconds: 3)
}

extension StrategyKind {
    /// Every kind, in the order `list` and the schema show them.
    public static let all: [StrategyKind] = [
        StrategyKind("none", "no refresh control: the bare scroll view", role: nil,
                     defaultLoader: { _ in .twoSeconds }, build: { _, _ in NoStrategy() }),
        StrategyKind("uirefreshcontrol", "Apple's UIRefreshControl: fires mid-drag past its snapping height, holds a 60 pt inset, ends animated in 0.3 s",
                     takesAppCalls: true, defaultLoader: { _ in .twoSeconds }, build: { host, _ in RefreshControlStrategy(host: host) }),
        StrategyKind("wkwebview-bad", "seed 000: valueChanged calls endRefreshing() and reload() at once, so the page reloads under the finger",
                     needsWebView: true, defaultLoader: webPage, build: { host, _ in BadExampleViewController(host: host) }),
        StrategyKind("wkwebview-good", "seed 000: reloads when the finger lifts and ends at didCommit (endOn \"finish\": at didFinish)",
                     options: [.key(.endOn)], needsWebView: true, defaultLoader: webPage,
                     build: { host, options in GoodExampleViewController(host: host, endOn: options[.endOn]) }),
        StrategyKind("ego", "seed 001: EGOTableViewPullRefresh, triggers on release past 65 pt if the controller forwards scroll callbacks",
                     options: [.key(.forwardsDelegate)], defaultLoader: { _ in .threeSeconds },
                     build: { host, options in EGORootViewController(host: host, forwardsDelegate: options[.forwardsDelegate]) }),
        StrategyKind("sb-kvo", "seed 001: SBPullToRefreshHeaderView, watches contentOffset by KVO and notices the lift one change late",
                     defaultLoader: { _ in .threeSeconds }, build: { host, _ in SBPullToRefreshViewController(host: host) }),
        StrategyKind("cj-header", "seed 003: 30 pt header that adds and removes its inset without animation, so the content snaps",
                     defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJHeaderTableViewController(host: host) }),
        StrategyKind("cj-footer-delay", "seed 003: load-more footer that waits 0.8 s, jumps the offset by 25 pt, and jumps back 2 s later",
                     role: .footer, defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJFooterDelayTableViewController(host: host) }),
        StrategyKind("cj-footer-inset", "seed 003: load-more footer that holds a 30 pt bottom inset while loading (the fix)",
                     role: .footer, defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJFooterInsetTableViewController(host: host) }),
        StrategyKind("threshold", "seed 004: refreshes on end-drag past -100 pt with no inset, so nothing shows the load",
                     defaultLoader: { _ in .twoSeconds }, build: { host, _ in ThresholdViewController(host: host) }),
    ] + libraries

    /// Seed 000's page: commit at 0.6 s, finish at 1.5 s, the scenario's content as the page.
    private static let webPage: @Sendable (Double) -> LoaderConfig = { contentHeight in
        .webview(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5, pageHeight: contentHeight))
    }
}

extension OptionKey where Value == WebViewEndSignal {
    public static var endOn: Self { .choice("endOn", default: .commit, "Which navigation callback ends the spinner.") }
}

extension OptionKey where Value == Bool {
    public static var forwardsDelegate: Self {
        .bool("forwardsDelegate", default: true, "Whether the controller forwards scroll callbacks to the header.")
    }
}
