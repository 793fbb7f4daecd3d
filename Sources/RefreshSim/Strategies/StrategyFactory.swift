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
        case let .mjHeader(legacy): MJHeaderStrategy(host: host, legacyBeginCompletion: legacy)
        case let .mjAutoFooter(percent, times, noMore):
            MJAutoFooterStrategy(host: host, triggerPercent: percent, autoTriggerTimes: times, noMoreDataAfter: noMore)
        case let .mjBackFooter(noMore): MJBackFooterStrategy(host: host, noMoreDataAfter: noMore)
        case .esHeader: ESHeaderStrategy(host: host)
        case let .esFooter(noMore): ESFooterStrategy(host: host, noMoreDataAfter: noMore)
        case .svHeader: SVHeaderStrategy(host: host)
        case let .svInfinite(noMore): SVInfiniteStrategy(host: host, noMoreDataAfter: noMore)
        case let .swiftUIRefreshable(cancelledAfter): SwiftUIRefreshableStrategy(host: host, cancelledAfter: cancelledAfter)
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
        // The libraries' demos reload after about 2 s; a footer's load appends a page of rows.
        case .mjHeader, .esHeader, .svHeader, .swiftUIRefreshable:
            .delay(seconds: 2)
        case .mjAutoFooter, .mjBackFooter, .esFooter, .svInfinite:
            .append(seconds: 2, height: 600)
        }
    }
}
