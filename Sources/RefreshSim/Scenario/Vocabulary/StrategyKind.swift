/// One `strategy.kind` a scenario can name, declared once: its options, its seed's default loader
/// and how to build it. The decoder, the schema, `refreshsim list`, `bench` and the simulator all
/// read a `Vocabulary`'s kinds (the bundled ones: `StrategyKind.all` in RefreshSimStrategies);
/// adding a strategy is adding one declaration there.
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
    /// Whether it works on a list's rows (a `willDisplay` trigger, a prefetch): the scenario's
    /// content must then be `content.rows`, of a UIKit or a SwiftUI style where it says.
    public let list: ListRequirement

    public enum ListRequirement: Sendable, Equatable {
        case none
        case anyList
        /// `willDisplay`, prefetching: UITableView's and UICollectionView's.
        case uiKitList
        /// `.onAppear`: SwiftUI's `List` and `LazyVStack`.
        case swiftUIList

        /// Why `style` will not do, or nil when it will.
        public func refusal(_ style: ListStyle) -> String? {
            switch self {
            case .none, .anyList: nil
            case .uiKitList where style.isSwiftUI:
                "is UIKit's (a SwiftUI list's rows run .onAppear instead): give a UIKit style or use on-appear-last"
            case .swiftUIList where !style.isSwiftUI: "is SwiftUI's .onAppear: give content.rows.style swiftUIList or lazyVStack"
            default: nil
            }
        }
    }

    public init(
        _ name: String, _ summary: String, options: [OptionField] = [], needsWebView: Bool = false,
        role: RefreshComponent? = .header, takesAppCalls: Bool = false, list: ListRequirement = .none,
        defaultLoader: @escaping @Sendable (_ contentHeight: Double) -> LoaderConfig,
        build: @escaping Build
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.needsWebView = needsWebView
        self.role = role
        self.takesAppCalls = takesAppCalls
        self.list = list
        self.defaultLoader = defaultLoader
        self.build = build
    }

    /// Kinds are told apart by name.
    public static func == (lhs: StrategyKind, rhs: StrategyKind) -> Bool { lhs.name == rhs.name }
}

extension StrategyKind {
    /// No refresh control: the bare scroll view. The engine's one kind; the systems under test are
    /// declared in `RefreshSimStrategies` (`StrategyKind.all`, `Vocabulary.bundled`).
    public static let none = StrategyKind(
        "none", "no refresh control: the bare scroll view", role: nil,
        defaultLoader: { _ in .delay(seconds: 2) }, build: { _, _ in NoStrategy() })
}
