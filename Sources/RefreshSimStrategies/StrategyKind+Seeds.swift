import RefreshSim

/// The seeds' own delays when a scenario names no loader.
extension LoaderConfig {
    static let twoSeconds = LoaderConfig.delay(seconds: 2)
    /// cjrefresh's onRefresh / onLoadMore `delay(3)`; the EGO demo's
    /// `performSelector:@selector(doneLoadingTableViewData) afterDelay:3.0`.
    static let threeSeconds = LoaderConfig.delay(seconds: 3)
}

extension StrategyKind {
    /// Every bundled kind, in the order `list` and the schema show them.
    public static let all: [StrategyKind] =
        [
            .none,
            StrategyKind(
                "uirefreshcontrol",
                "Apple's UIRefreshControl: fires mid-drag past its snapping height, holds a 60 pt inset, ends animated in 0.3 s",
                takesAppCalls: true, defaultLoader: { _ in .twoSeconds }, build: { host, _ in RefreshControlStrategy(host: host) }),
            StrategyKind(
                "wkwebview-bad", "seed 000: valueChanged calls endRefreshing() and reload() at once, so the page reloads under the finger",
                needsWebView: true, defaultLoader: webPage, build: { host, _ in BadExampleViewController(host: host) }),
            StrategyKind(
                "wkwebview-good", "seed 000: reloads when the finger lifts and ends at didCommit (endOn \"finish\": at didFinish)",
                options: [.key(.endOn)], needsWebView: true, defaultLoader: webPage,
                build: { host, options in GoodExampleViewController(host: host, endOn: options[.endOn]) }),
            StrategyKind(
                "ego", "seed 001: EGOTableViewPullRefresh, triggers on release past 65 pt if the controller forwards scroll callbacks",
                options: [.key(.forwardsDelegate)], defaultLoader: { _ in .threeSeconds },
                build: { host, options in EGORootViewController(host: host, forwardsDelegate: options[.forwardsDelegate]) }),
            StrategyKind(
                "sb-kvo", "seed 001: SBPullToRefreshHeaderView, watches contentOffset by KVO and notices the lift one change late",
                defaultLoader: { _ in .threeSeconds }, build: { host, _ in SBPullToRefreshViewController(host: host) }),
            StrategyKind(
                "cj-header", "seed 003: 30 pt header that adds and removes its inset without animation, so the content snaps",
                defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJHeaderTableViewController(host: host) }),
            StrategyKind(
                "cj-footer-delay", "seed 003: load-more footer that waits 0.8 s, jumps the offset by 25 pt, and jumps back 2 s later",
                role: .footer, defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJFooterDelayTableViewController(host: host) }),
            StrategyKind(
                "cj-footer-inset", "seed 003: load-more footer that holds a 30 pt bottom inset while loading (the fix)",
                role: .footer, defaultLoader: { _ in .threeSeconds }, build: { host, _ in CJFooterInsetTableViewController(host: host) }),
            StrategyKind(
                "threshold", "seed 004: refreshes on end-drag past -100 pt with no inset, so nothing shows the load",
                defaultLoader: { _ in .twoSeconds }, build: { host, _ in ThresholdViewController(host: host) }),
        ] + libraries + lists

    public static func named(_ name: String) -> StrategyKind? { all.first { $0.name == name } }

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
