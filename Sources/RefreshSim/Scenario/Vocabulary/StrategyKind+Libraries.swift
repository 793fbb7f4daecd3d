/// The refresh libraries iOS teams ship, transcribed in `Strategies/Libraries/` (each file names
/// the source file and lines it follows).
extension StrategyKind {
    static let libraries: [StrategyKind] = [
        StrategyKind("mj-header", "MJRefresh 3.7 MJRefreshNormalHeader: 54 pt, refreshes at the first offset change after a release past it, holds its inset (0.25 s in, 0.4 s out)",
                     options: [.bool("legacyBeginCompletion", default: false,
                                     "MJRefresh before 3.4.1 (issue #1258): the begin animation's completion re-applies the refreshing inset.")],
                     takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
                     build: { host, options in
                         MJHeaderStrategy(host: host, legacyBeginCompletion: options.bool("legacyBeginCompletion") ?? false)
                     }),
        StrategyKind("mj-auto-footer", "MJRefresh MJRefreshAutoNormalFooter: 44 pt under the rows for good, loads by itself when the bottom edge shows, finger or momentum, once per drag",
                     options: [
                         .number("triggerPercent", in: ScenarioLimits.triggerPercent, default: 1,
                                 "triggerAutomaticallyRefreshPercent: how much of the footer shows before it loads."),
                         .integer("autoTriggerTimes", in: ScenarioLimits.autoTriggerTimes, default: 1, "Loads per drag; -1 is unlimited."),
                         noMoreDataAfter,
                     ],
                     role: .footer, takesAppCalls: true, defaultLoader: appendPage,
                     build: { host, options in
                         MJAutoFooterStrategy(host: host, triggerPercent: options.number("triggerPercent") ?? 1,
                                              autoTriggerTimes: options.integer("autoTriggerTimes") ?? 1,
                                              noMoreDataAfter: noMoreData(options))
                     }),
        StrategyKind("mj-back-footer", "MJRefresh MJRefreshBackNormalFooter: load-more you pull for past 44 pt; holds a bottom inset while loading",
                     options: [noMoreDataAfter], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
                     build: { host, options in MJBackFooterStrategy(host: host, noMoreDataAfter: noMoreData(options)) }),
        StrategyKind("es-header", "ESPullToRefresh header: 60 pt, judged on the previous offset change; starts on any non-dragging change past it",
                     takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
                     build: { host, _ in ESHeaderStrategy(host: host) }),
        StrategyKind("es-footer", "ESPullToRefresh infinite scrolling: 42 pt, loads when the bottom edge shows and animates the offset to the bottom",
                     options: [noMoreDataAfter], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
                     build: { host, options in ESFooterStrategy(host: host, noMoreDataAfter: noMoreData(options)) }),
        StrategyKind("sv-header", "SVPullToRefresh pull to refresh: 60 pt past the inset captured when added; loads on release",
                     takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
                     build: { host, _ in SVHeaderStrategy(host: host) }),
        StrategyKind("sv-infinite", "SVPullToRefresh infinite scrolling: 60 pt bottom inset for good; loads on release past contentHeight - height",
                     options: [noMoreDataAfter], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
                     build: { host, options in SVInfiniteStrategy(host: host, noMoreDataAfter: noMoreData(options)) }),
        StrategyKind("swiftui-refreshable", "SwiftUI .refreshable: a UIRefreshControl whose async action ends the refresh when it returns (or is cancelled)",
                     options: [.number("cancelledAfter", in: ScenarioLimits.loaderTime,
                                       "Seconds into a refresh at which a view rebuild cancels the action's task.")],
                     takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
                     build: { host, options in SwiftUIRefreshableStrategy(host: host, cancelledAfter: options.number("cancelledAfter")) }),
    ]

    private static let noMoreDataAfter = OptionField.integer(
        "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter, default: 0,
        "After this many loads the app ends with no more data; 0 never.")

    private static func noMoreData(_ options: OptionValues) -> Int? {
        options.integer("noMoreDataAfter").flatMap { $0 > 0 ? $0 : nil }
    }

    /// The libraries' demos append a page of rows about 2 s after a load-more.
    private static let appendPage: @Sendable (Double) -> LoaderConfig = { _ in .append(seconds: 2, height: 600) }
}
