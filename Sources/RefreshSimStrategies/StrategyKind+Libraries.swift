import RefreshSim

/// The refresh libraries iOS teams ship, transcribed in `Libraries/` (each file names
/// the source file and lines it follows).
extension StrategyKind {
    static let libraries: [StrategyKind] = [
        StrategyKind(
            "mj-header",
            "MJRefresh 3.7 MJRefreshNormalHeader: 54 pt, refreshes at the first offset change after a release past it, holds its inset (0.25 s in, 0.4 s out)",
            options: [.key(.legacyBeginCompletion), .key(.mjRelease)], takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
            build: { host, options in
                MJHeaderStrategy(host: host, legacyBeginCompletion: options[.legacyBeginCompletion], release: options[.mjRelease])
            }),
        StrategyKind(
            "mj-auto-footer",
            "MJRefresh MJRefreshAutoNormalFooter: 44 pt under the rows for good, loads by itself when the bottom edge shows, finger or momentum, once per drag",
            options: [.key(.triggerPercent), .key(.autoTriggerTimes), .key(.noMoreDataAfter), .key(.mjRelease)],
            role: .footer, takesAppCalls: true, defaultLoader: appendPage,
            build: { host, options in
                MJAutoFooterStrategy(
                    host: host, triggerPercent: options[.triggerPercent],
                    autoTriggerTimes: options[.autoTriggerTimes], noMoreDataAfter: noMoreData(options),
                    release: options[.mjRelease])
            }),
        StrategyKind(
            "mj-back-footer", "MJRefresh MJRefreshBackNormalFooter: load-more you pull for past 44 pt; holds a bottom inset while loading",
            options: [.key(.noMoreDataAfter), .key(.mjRelease)], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
            build: { host, options in
                MJBackFooterStrategy(host: host, noMoreDataAfter: noMoreData(options), release: options[.mjRelease])
            }),
        StrategyKind(
            "es-header", "ESPullToRefresh header: 60 pt, judged on the previous offset change; starts on any non-dragging change past it",
            options: [.key(.esRelease)], takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
            build: { host, options in ESHeaderStrategy(host: host, release: options[.esRelease]) }),
        StrategyKind(
            "es-footer",
            "ESPullToRefresh infinite scrolling: 42 pt, loads when the bottom edge shows and animates the offset to the bottom",
            options: [.key(.noMoreDataAfter)], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
            build: { host, options in ESFooterStrategy(host: host, noMoreDataAfter: noMoreData(options)) }),
        StrategyKind(
            "sv-header", "SVPullToRefresh pull to refresh: 60 pt past the inset captured when added; loads on release",
            takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
            build: { host, _ in SVHeaderStrategy(host: host) }),
        StrategyKind(
            "sv-infinite", "SVPullToRefresh infinite scrolling: 60 pt bottom inset for good; loads on release past contentHeight - height",
            options: [.key(.noMoreDataAfter)], role: .footer, takesAppCalls: true, defaultLoader: appendPage,
            build: { host, options in SVInfiniteStrategy(host: host, noMoreDataAfter: noMoreData(options)) }),
        StrategyKind(
            "swiftui-refreshable",
            "SwiftUI .refreshable: a UIRefreshControl whose async action ends the refresh when it returns (or is cancelled)",
            options: [.key(.cancelledAfter), .key(.cancelledByDrag)], takesAppCalls: true, defaultLoader: { _ in .delay(seconds: 2) },
            build: { host, options in
                SwiftUIRefreshableStrategy(host: host, cancelledAfter: options[.cancelledAfter], cancelledByDrag: options[.cancelledByDrag])
            }),
        StrategyKind(
            "uirefreshcontrol-async",
            "UIRefreshControl with a UIAction whose Task awaits the load, keeps the spinner up minimumSpinnerTime with Task.sleep, then ends refreshing",
            options: [.key(.minimumSpinnerTime)], defaultLoader: { _ in .delay(seconds: 2) },
            build: { host, options in RefreshControlAsyncActionStrategy(host: host, minimumSpinnerTime: options[.minimumSpinnerTime]) }),
        StrategyKind(
            "combine-load-more",
            "an app's load-more fed by Combine: scrollViewDidScroll near the bottom → .debounce(for: debounce, scheduler: main) → loadMore(), which has no guard of its own",
            options: [.key(.debounce)], role: .footer, defaultLoader: appendPage,
            build: { host, options in CombineLoadMoreStrategy(host: host, debounce: options[.debounce]) }),
    ]

    private static func noMoreData(_ options: OptionValues) -> Int? {
        options[.noMoreDataAfter] > 0 ? options[.noMoreDataAfter] : nil
    }

    /// The libraries' demos append a page of rows about 2 s after a load-more.
    private static let appendPage: @Sendable (Double) -> LoaderConfig = { _ in .append(seconds: 2, height: 600) }
}

extension OptionKey where Value == Bool {
    public static var cancelledByDrag: Self {
        .bool(
            "cancelledByDrag", default: false,
            "A drag that begins while the action runs cancels its task (a ScrollView on iOS 16, as developers report).")
    }
    public static var legacyBeginCompletion: Self {
        .bool(
            "legacyBeginCompletion", default: false,
            "MJRefresh before 3.4.1 (issue #1258): the begin animation's completion re-applies the refreshing inset.")
    }
}

extension OptionKey where Value == Double {
    public static var debounce: Self {
        .number(
            "debounce", in: ScenarioLimits.minimumSpinnerTime, default: 0.3,
            "Seconds of the pipeline's .debounce; 0 leaves it out, so every scroll event near the bottom loads.")
    }
    public static var minimumSpinnerTime: Self {
        .number(
            "minimumSpinnerTime", in: ScenarioLimits.minimumSpinnerTime, default: 0,
            "Seconds the spinner stays up at least: the task sleeps (Task.sleep) for what the load left of it.")
    }

    public static var triggerPercent: Self {
        .number(
            "triggerPercent", in: ScenarioLimits.triggerPercent, default: 1,
            "triggerAutomaticallyRefreshPercent: how much of the footer shows before it loads.")
    }
}

extension OptionKey where Value == Double? {
    public static var cancelledAfter: Self {
        .optionalNumber(
            "cancelledAfter", in: ScenarioLimits.loaderTime, "Seconds into a refresh at which a view rebuild cancels the action's task.")
    }
}

extension OptionKey where Value == Int {
    public static var autoTriggerTimes: Self {
        .integer("autoTriggerTimes", in: ScenarioLimits.autoTriggerTimes, default: 1, "Loads per drag; -1 is unlimited.")
    }
    public static var noMoreDataAfter: Self {
        .integer(
            "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter, default: 0,
            "After this many loads the app ends with no more data; 0 never.")
    }
}
