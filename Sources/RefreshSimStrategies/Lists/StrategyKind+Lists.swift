import RefreshSim

/// Load-more as apps write it without a library, on content as rows (`LoadMoreTriggerStrategy`).
extension StrategyKind {
    static let lists: [StrategyKind] = [
        StrategyKind(
            "will-display-last",
            "an app's load-more in tableView(_:willDisplay:forRowAt:) when the last row (or the fromEnd-th before it) shows; guarded: an isLoading flag",
            options: [.key(.fromEnd), .key(.guarded), .key(.noMoreDataAfter)], role: .footer, list: .uiKitList,
            defaultLoader: { _ in .delay(seconds: 1) },
            build: { host, options in
                LoadMoreTriggerStrategy(
                    host: host, trigger: .willDisplayLast(fromEnd: options[.fromEnd]), guarded: options[.guarded],
                    noMoreDataAfter: noMoreData(options))
            }),
        StrategyKind(
            "prefetch-last",
            "an app's load-more in tableView(_:prefetchRowsAt:) when the rows asked for reach the last (or within fromEnd of it); guarded: an isLoading flag",
            options: [.key(.fromEnd), .key(.guarded), .key(.noMoreDataAfter)], role: .footer, list: .uiKitList,
            defaultLoader: { _ in .delay(seconds: 1) },
            build: { host, options in
                LoadMoreTriggerStrategy(
                    host: host, trigger: .prefetch(fromEnd: options[.fromEnd]), guarded: options[.guarded],
                    noMoreDataAfter: noMoreData(options))
            }),
        StrategyKind(
            "scroll-threshold",
            "an app's load-more in scrollViewDidScroll once the bottom edge is within threshold (points or screens) of the content's end; guarded: an isLoading flag",
            options: [.key(.thresholdDistance), .key(.thresholdUnit), .key(.guarded), .key(.noMoreDataAfter)], role: .footer,
            list: .anyList, defaultLoader: { _ in .delay(seconds: 1) },
            build: { host, options in
                let distance = options[.thresholdDistance]
                let points = options[.thresholdUnit] == .screens ? distance * host.scrollView.bounds.height : distance
                return LoadMoreTriggerStrategy(
                    host: host, trigger: .scrollThreshold(points: points), guarded: options[.guarded],
                    noMoreDataAfter: noMoreData(options))
            }),
        StrategyKind(
            "on-appear-last",
            "SwiftUI: .onAppear (or .task) on the last row of a List or LazyVStack (or the fromEnd-th before it) loads the next page; guarded: an isLoading flag",
            options: [.key(.fromEnd), .key(.guarded), .key(.noMoreDataAfter)], role: .footer, list: .swiftUIList,
            defaultLoader: { _ in .delay(seconds: 1) },
            build: { host, options in
                LoadMoreTriggerStrategy(
                    host: host, trigger: .onAppearLast(fromEnd: options[.fromEnd]), guarded: options[.guarded],
                    noMoreDataAfter: noMoreData(options))
            }),
    ]

    private static func noMoreData(_ options: OptionValues) -> Int? {
        options[.noMoreDataAfter] > 0 ? options[.noMoreDataAfter] : nil
    }
}

/// `scroll-threshold`'s `unit`.
public enum ThresholdUnit: String, Sendable, Equatable, CaseIterable {
    case points
    /// Viewport heights.
    case screens
}

extension OptionKey where Value == Int {
    public static var fromEnd: Self {
        .integer("fromEnd", in: ScenarioLimits.rowIndex, default: 0, "Rows before the last that trigger too; 0: the last row only.")
    }
}

extension OptionKey where Value == Bool {
    public static var guarded: Self {
        .bool("guarded", default: false, "An in-flight guard (an isLoading flag): no load starts while one runs.")
    }
}

extension OptionKey where Value == Double {
    public static var thresholdDistance: Self {
        .number("threshold", in: ScenarioLimits.loadMoreThreshold, default: 1, "How close to the content's end the bottom edge comes.")
    }
}

extension OptionKey where Value == ThresholdUnit {
    public static var thresholdUnit: Self { .choice("unit", default: .screens, "threshold in \"points\" or \"screens\".") }
}
