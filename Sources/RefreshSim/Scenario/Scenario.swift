/// A scripted run: a device, some content, finger gestures and the refresh strategy under test.
///
/// This is the validated model. `ScenarioDecoder` turns a JSON file into one (with field-path
/// errors); everything here already satisfies the documented ranges.
public struct Scenario: Sendable, Equatable {
    /// File-safe: it names the output files.
    public var name: String
    /// What charts show in place of `name`, in any script; `nil` shows `name`.
    public var title: String?
    public var description: String
    /// Simulated seconds.
    public var duration: Double
    /// Display-link rate in Hz; touches are delivered once per frame.
    public var frameRate: Double
    public var device: Device
    public var content: Content
    /// The app's own `contentInset` and how UIKit adds the safe area to it.
    public var contentInset: AppContentInset
    public var physics: PhysicsOptions
    public var gestures: [Gesture]
    /// The refresh components on the scroll view: one strategy, or a header and a footer.
    public var components: [StrategyComponent]
    /// `nil` means the strategy's own default (the seed's numbers).
    public var loader: LoaderConfig?
    /// Calls the app makes from its own code, in time order.
    public var actions: [AppAction]
    /// Calls the app makes when something happens (a load ends, the finger lifts…).
    public var reactions: [Reaction]
    /// What the app's own work costs the main thread; all zero unless the file says.
    public var mainThread: MainThreadCosts
    public var analysis: GlitchThresholds
    public var expect: Expectation?

    public init(
        name: String,
        title: String? = nil,
        description: String = "",
        duration: Double,
        frameRate: Double = 60,
        device: Device = Device(),
        content: Content,
        contentInset: AppContentInset = AppContentInset(),
        physics: PhysicsOptions = PhysicsOptions(),
        gestures: [Gesture] = [],
        strategy: StrategyConfig = .none,
        components: [StrategyComponent]? = nil,
        loader: LoaderConfig? = nil,
        actions: [AppAction] = [],
        reactions: [Reaction] = [],
        mainThread: MainThreadCosts = MainThreadCosts(),
        analysis: GlitchThresholds = GlitchThresholds(),
        expect: Expectation? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.duration = duration
        self.frameRate = frameRate
        self.device = device
        self.content = content
        self.contentInset = contentInset
        self.physics = physics
        self.gestures = gestures
        self.components = components ?? [StrategyComponent(strategy)]
        self.loader = loader
        self.actions = actions
        self.reactions = reactions
        self.mainThread = mainThread
        self.analysis = analysis
        self.expect = expect
    }
}

extension Scenario {
    /// The first component's strategy (the header when there are two); setting it replaces
    /// every component with this one.
    public var strategy: StrategyConfig {
        get { components.first?.strategy ?? .none }
        set { components = [StrategyComponent(newValue)] }
    }

    /// UIKit's `adjustedContentInset` before any refresh component adds to it: the app's
    /// `contentInset` plus the safe area (unless the behaviour is `.never`).
    public var adjustedInset: EdgeInsets {
        contentInset.adjusted(safeArea: EdgeInsets(top: device.topInset, bottom: device.bottomInset))
    }

    /// `mj-header+mj-auto-footer` for a composed scenario, else the strategy's kind.
    public var strategyKind: String {
        components.map(\.strategy.kind).joined(separator: "+")
    }
}

public struct Device: Sendable, Equatable {
    public var viewportHeight: Double
    public var viewportWidth: Double
    /// Safe area at the top: status bar and navigation bar (64 on iPhone SE with a bar, 91 on iPhone 12–14).
    public var topInset: Double
    public var bottomInset: Double
    public var screenScale: Double
    /// The preset it came from (`DevicePreset`), shown on charts; `nil` for explicit numbers.
    public var model: String?

    public init(
        viewportHeight: Double = 568, viewportWidth: Double = 320, topInset: Double = 0,
        bottomInset: Double = 0, screenScale: Double = 2, model: String? = nil
    ) {
        self.viewportHeight = viewportHeight
        self.viewportWidth = viewportWidth
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.screenScale = screenScale
        self.model = model
    }
}

extension Device {
    /// The numbers a `device` object may give, over `Device()`'s or a preset's.
    public static let fields = FieldGroup(
        "device", defaults: Device(),
        [
            .number("viewportHeight", \.viewportHeight, in: ScenarioLimits.viewportSize, "Scroll view height (pt)."),
            .number("viewportWidth", \.viewportWidth, in: ScenarioLimits.viewportSize, "Scroll view width (pt)."),
            .number("topInset", \.topInset, in: ScenarioLimits.safeAreaInset, "Safe area at the top: status and navigation bars (pt)."),
            .number("bottomInset", \.bottomInset, in: ScenarioLimits.safeAreaInset, "Safe area at the bottom (pt)."),
            .number(
                "screenScale", \.screenScale, in: ScenarioLimits.screenScale, "Pixels per point; offsets are rounded to 1/screenScale."),
        ])
}

public struct Content: Sendable, Equatable {
    public enum InitialOffset: Sendable, Equatable {
        case top
        case bottom
        case value(Double)
    }

    public var height: Double
    public var initialOffset: InitialOffset
    /// Each row's height, so a frame knows how many rows it brought into view (UITableView's
    /// default `rowHeight` is 44 pt).
    public var rowHeight: Double
    /// The content as rows laid out as UIKit lays them out; nil: one block of `height` (whose
    /// frames pay nothing for rows).
    public var rows: ListContent?

    public init(height: Double, initialOffset: InitialOffset = .top, rowHeight: Double = 44) {
        self.height = height
        self.initialOffset = initialOffset
        self.rowHeight = rowHeight
    }

    /// Content as rows; `height` is what they add up to before any is laid out (every row at its
    /// estimate), which is what UIKit's `contentSize` starts at.
    public init(rows: ListContent, initialOffset: InitialOffset = .top) {
        self.init(height: rows.initialHeight, initialOffset: initialOffset, rowHeight: rows.typicalHeight)
        self.rows = rows
    }
}

public struct PhysicsOptions: Sendable, Equatable {
    /// Share of velocity kept per millisecond: 0.998 (`normal`) or 0.99 (`fast`).
    public var decelerationRate: Double
    public var rubberBandCoefficient: Double
    public var bounces: Bool
    /// Finger travel before the pan begins, in points (0 turns it off).
    public var panHysteresis: Double
    /// The pull back from outside the legal range: iOS 26's recorded spring or iOS 18's 0.99/ms.
    public var recoil: RecoilModel
    /// The rubber band's dimension `d` (pt); 0 is UIKit's, the scroll view's height.
    public var rubberBandDimension: Double
    /// The `ios26` recoil's spring: stiffness (s⁻²) and damping ratio (`refreshsim fit` measures
    /// them on a phone's recording).
    public var recoilStiffness: Double
    public var recoilDampingRatio: Double

    public static let normalDecelerationRate = 0.998
    public static let fastDecelerationRate = 0.99

    public init(
        decelerationRate: Double = PhysicsOptions.normalDecelerationRate,
        rubberBandCoefficient: Double = 0.55, bounces: Bool = true, panHysteresis: Double = 10,
        recoil: RecoilModel = .ios26, rubberBandDimension: Double = 0,
        recoilStiffness: Double = SpringRecoil.stiffness, recoilDampingRatio: Double = SpringRecoil.dampingRatio
    ) {
        self.decelerationRate = decelerationRate
        self.rubberBandCoefficient = rubberBandCoefficient
        self.bounces = bounces
        self.panHysteresis = panHysteresis
        self.recoil = recoil
        self.rubberBandDimension = rubberBandDimension
        self.recoilStiffness = recoilStiffness
        self.recoilDampingRatio = recoilDampingRatio
    }

    /// The recoil's spring.
    public var spring: SpringConstants {
        recoilStiffness == SpringRecoil.stiffness && recoilDampingRatio == SpringRecoil.dampingRatio
            ? .ios26 : SpringConstants(stiffness: recoilStiffness, dampingRatio: recoilDampingRatio)
    }

    /// The rubber band's dimension for a scroll view `height` points tall.
    public func rubberBandDimension(height: Double) -> Double { rubberBandDimension > 0 ? rubberBandDimension : height }

    /// The `physics` keys besides `decelerationRate` (a name or a number, read on its own).
    public static let fields = FieldGroup(
        "physics", defaults: PhysicsOptions(),
        [
            .number(
                "rubberBandCoefficient", \.rubberBandCoefficient, in: ScenarioLimits.rubberBandCoefficient,
                "UIKit's c in the rubber-band formula."),
            .bool("bounces", \.bounces, "Whether a drag past an edge rubber-bands."),
            .number(
                "panHysteresis", \.panHysteresis, in: ScenarioLimits.panHysteresis,
                "Finger travel before the pan begins (pt); 0 turns it off."),
            .choice(
                "recoil", \.recoil,
                "The pull back from past an edge: \"ios26\" (a spring fitted to iOS 26.5) or \"ios18\" (0.99 per ms, decompiled from iOS 18.2)."
            ),
            .number(
                "rubberBandDimension", \.rubberBandDimension, in: ScenarioLimits.rubberBandDimension,
                "UIKit's d in the rubber-band formula (pt); 0 is UIKit's, the scroll view's height."),
            .number(
                "recoilStiffness", \.recoilStiffness, in: ScenarioLimits.recoilStiffness,
                "The ios26 recoil spring's stiffness (per second squared)."),
            .number(
                "recoilDampingRatio", \.recoilDampingRatio, in: ScenarioLimits.recoilDampingRatio,
                "The ios26 recoil spring's damping ratio, above 1 (it never oscillates)."),
        ])
}

public struct Expectation: Sendable, Equatable {
    public var verdict: Verdict?
    /// The glitch classes expected, exactly; `nil` means "not checked".
    public var glitches: Set<GlitchClass>?
    /// How many header refreshes and footer load-mores start; `nil` means "not checked".
    public var refreshes: CountRange?
    public var loadMores: CountRange?
    /// Bounds on the run's hitch time ratio (ms/s); `nil` means "not checked".
    public var hitchTimeRatio: RatioRange?
    /// Classes that must be among those found, whatever else is.
    public var includes: Set<GlitchClass>?
    /// Classes that must not be found, whatever else is.
    public var excludes: Set<GlitchClass>?
    /// No finding, of any class or severity, before this time (s).
    public var noFindingsBefore: Double?
    /// What gestures named by `id` must do, in the file's order.
    public var gestures: [GestureExpectation] = []
    /// Counts and final phase per component.
    public var header: ComponentExpectation?
    public var footer: ComponentExpectation?
    /// What the run is known to leave out (`notSimulated` events); nil: nothing. `check` compares
    /// it with the run's events whether or not the rest of the expectation is given.
    public var notSimulated: [NotSimulatedExpectation]?

    public init(
        verdict: Verdict? = nil, glitches: Set<GlitchClass>? = nil, refreshes: CountRange? = nil,
        loadMores: CountRange? = nil, hitchTimeRatio: RatioRange? = nil
    ) {
        self.verdict = verdict
        self.glitches = glitches
        self.refreshes = refreshes
        self.loadMores = loadMores
        self.hitchTimeRatio = hitchTimeRatio
    }

    public init(
        verdict: Verdict? = nil, glitches: Set<GlitchClass>? = nil, includes: Set<GlitchClass>? = nil,
        excludes: Set<GlitchClass>? = nil, noFindingsBefore: Double? = nil, refreshes: CountRange? = nil,
        loadMores: CountRange? = nil, hitchTimeRatio: RatioRange? = nil
    ) {
        self.init(verdict: verdict, glitches: glitches, refreshes: refreshes, loadMores: loadMores, hitchTimeRatio: hitchTimeRatio)
        self.includes = includes
        self.excludes = excludes
        self.noFindingsBefore = noFindingsBefore
    }
}

/// An expected count: exactly `n` (`"refreshes": 1`) or within bounds (`{"min": 1, "max": 3}`).
public struct CountRange: Sendable, Equatable {
    public var min: Int?
    public var max: Int?

    public init(min: Int? = nil, max: Int? = nil) {
        self.min = min
        self.max = max
    }

    public static func exactly(_ count: Int) -> CountRange { CountRange(min: count, max: count) }

    public func contains(_ count: Int) -> Bool {
        (min.map { count >= $0 } ?? true) && (max.map { count <= $0 } ?? true)
    }

    /// `1`, `1 to 3`, `at least 1`, `at most 3`.
    public var text: String {
        switch (min, max) {
        case let (low?, high?): low == high ? "\(low)" : "\(low) to \(high)"
        case let (low?, nil): "at least \(low)"
        case let (nil, high?): "at most \(high)"
        case (nil, nil): "any number"
        }
    }
}

public enum Verdict: String, Sendable, Equatable, CaseIterable {
    case smooth
    case janky
}
