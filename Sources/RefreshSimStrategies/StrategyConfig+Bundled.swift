import RefreshSim

/// The bundled kinds, for scenarios built in code.
extension StrategyConfig {
    private static func named(_ name: String) -> StrategyKind {
        guard let kind = StrategyKind.named(name) else { preconditionFailure("no strategy kind \(name)") }
        return kind
    }

    public static var uiRefreshControl: StrategyConfig { StrategyConfig(named("uirefreshcontrol")) }
    public static var wkWebViewBad: StrategyConfig { StrategyConfig(named("wkwebview-bad")) }
    public static func wkWebViewGood(endOn: WebViewEndSignal) -> StrategyConfig {
        StrategyConfig(named("wkwebview-good")).with(.endOn, endOn)
    }
    public static func ego(forwardsDelegate: Bool) -> StrategyConfig {
        StrategyConfig(named("ego")).with(.forwardsDelegate, forwardsDelegate)
    }
    public static var sbKVO: StrategyConfig { StrategyConfig(named("sb-kvo")) }
    public static var cjHeader: StrategyConfig { StrategyConfig(named("cj-header")) }
    public static var cjFooterDelay: StrategyConfig { StrategyConfig(named("cj-footer-delay")) }
    public static var cjFooterInset: StrategyConfig { StrategyConfig(named("cj-footer-inset")) }
    public static var threshold: StrategyConfig { StrategyConfig(named("threshold")) }

    // The library kinds.
    public static func mjHeader(legacyBeginCompletion: Bool) -> StrategyConfig {
        StrategyConfig(named("mj-header")).with(.legacyBeginCompletion, legacyBeginCompletion)
    }
    public static func mjAutoFooter(triggerPercent: Double, autoTriggerTimes: Int, noMoreDataAfter: Int?) -> StrategyConfig {
        StrategyConfig(named("mj-auto-footer")).with(.triggerPercent, triggerPercent).with(.autoTriggerTimes, autoTriggerTimes)
            .with(.noMoreDataAfter, noMoreDataAfter ?? 0)
    }
    public static func mjBackFooter(noMoreDataAfter: Int?) -> StrategyConfig {
        StrategyConfig(named("mj-back-footer")).with(.noMoreDataAfter, noMoreDataAfter ?? 0)
    }
    public static var esHeader: StrategyConfig { StrategyConfig(named("es-header")) }
    public static func esFooter(noMoreDataAfter: Int?) -> StrategyConfig {
        StrategyConfig(named("es-footer")).with(.noMoreDataAfter, noMoreDataAfter ?? 0)
    }
    public static var svHeader: StrategyConfig { StrategyConfig(named("sv-header")) }
    public static func svInfinite(noMoreDataAfter: Int?) -> StrategyConfig {
        StrategyConfig(named("sv-infinite")).with(.noMoreDataAfter, noMoreDataAfter ?? 0)
    }
    public static func swiftUIRefreshable(cancelledAfter: Double?) -> StrategyConfig {
        StrategyConfig(named("swiftui-refreshable")).with(.cancelledAfter, cancelledAfter)
    }

}
