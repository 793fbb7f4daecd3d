/// Builds the strategy a scenario names, with the seed's default loader.
public enum StrategyCatalog {
    public static func make(_ config: StrategyConfig, host: RefreshHost) -> any RefreshStrategy {
        switch config {
        case .none: NoStrategy()
        case .uiRefreshControl: RefreshControlStrategy(host: host)
        case .wkWebViewBad: BadExampleViewController(host: host)
        case let .wkWebViewGood(endOn): GoodExampleViewController(host: host, endOn: endOn)
        case let .ego(forwardsDelegate): EGORootViewController(host: host, forwardsDelegate: forwardsDelegate)
        case .sbKVO: SBPullToRefreshViewController(host: host)
        case .cjHeader: CJHeaderTableViewController(host: host)
        case .cjFooterDelay: CJFooterDelayTableViewController(host: host)
        case .cjFooterInset: CJFooterInsetTableViewController(host: host)
        case .threshold: ThresholdViewController(host: host)
        }
    }

    /// The load a strategy's seed performs when the scenario names none.
    public static func defaultLoader(for config: StrategyConfig, contentHeight: Double) -> LoaderConfig {
        switch config {
        case .wkWebViewBad, .wkWebViewGood:
            .webview(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5, pageHeight: contentHeight))
        // cjrefresh's onRefresh / onLoadMore: `delay(3)`.
        case .cjHeader, .cjFooterDelay, .cjFooterInset:
            .delay(seconds: 3)
        // The EGO demo's `performSelector:@selector(doneLoadingTableViewData) afterDelay:3.0`.
        case .ego, .sbKVO:
            .delay(seconds: 3)
        case .none, .uiRefreshControl, .threshold:
            .delay(seconds: 2)
        }
    }

    /// One line per strategy kind, for `refreshsim list`.
    public static let summaries: [(kind: String, summary: String)] = [
        ("none", "a plain scroll view: physics only"),
        ("uirefreshcontrol", "Apple's UIRefreshControl: fires valueChanged mid-drag, holds a 60 pt inset, endRefreshing animates 0.3 s"),
        ("wkwebview-bad", "seed 000: valueChanged calls endRefreshing() and reload() at once, under the finger"),
        ("wkwebview-good", "seed 000: reload on didEndDragging, endRefreshing at didCommit (endOn: commit|finish)"),
        ("ego", "seed 001: EGOTableViewPullRefresh, host forwards scroll delegate calls (forwardsDelegate)"),
        ("sb-kvo", "seed 001: SBPullToRefreshHeaderView, observes contentOffset by KVO, sees the release late"),
        ("cj-header", "seed 003: 30 pt header, inset added and restored without animation"),
        ("cj-footer-delay", "seed 003: load-more footer that waits 0.8 s, then jumps the offset +25 and back"),
        ("cj-footer-inset", "seed 003: load-more footer that holds itself with contentInset.bottom"),
        ("threshold", "seed 004: 100 pt view, refresh on end-drag past −100, no inset kept"),
    ]
}
