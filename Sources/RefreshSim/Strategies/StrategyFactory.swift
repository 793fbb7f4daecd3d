/// Builds the strategy a scenario names, with the seed's default loader. (Their one-line
/// summaries are in `Catalogue`.)
public enum StrategyFactory {
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
        // The user's code comes as `Simulator`'s builder; without it the scroll view is bare.
        case .custom: NoStrategy()
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
        case .none, .uiRefreshControl, .threshold, .custom:
            .delay(seconds: 2)
        }
    }
}
