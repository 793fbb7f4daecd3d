/// Builds the strategy a scenario names, with the seed's default loader, from its `StrategyKind`.
public enum StrategyFactory {
    public static func make(_ config: StrategyConfig, host: RefreshHost) -> any RefreshStrategy {
        config.definition.build(host, config.options)
    }

    /// The load a strategy's seed performs when the scenario names none.
    public static func defaultLoader(for config: StrategyConfig, contentHeight: Double) -> LoaderConfig {
        config.definition.defaultLoader(contentHeight)
    }
}
