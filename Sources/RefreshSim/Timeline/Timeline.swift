/// Everything a run produced: one sample per frame and every event. Analysis and charts read
/// only this.
public struct Timeline: Sendable, Equatable {
    public var scenarioName: String
    /// The strategy and loader kinds that ran.
    public var identity: RunIdentity
    public var frameRate: Double
    public var viewportHeight: Double
    /// The top and bottom insets with no refresh inset: safe area + the scenario's contentInset.
    public var baseInsetTop: Double
    public var baseInsetBottom: Double
    /// Pull distance past which the strategy triggers (pt), if it is a pull-to-refresh.
    public var triggerDistance: Double?
    /// Whether the indicator is a top header, a bottom footer, or absent.
    public var indicator: IndicatorPlacement
    /// The rubber band's `c` (UIKit: 0.55), so analysis can tell what a finger's movement explains.
    public var rubberBandCoefficient: Double
    /// `physics.bounces`: whether dragging past an edge rubber-bands (true) or stops at the edge.
    public var bounces: Bool
    /// `physics.recoil`: how the content is pulled back from past an edge.
    public var recoil: RecoilModel
    /// `physics.recoilStiffness` and `recoilDampingRatio`: the `ios26` recoil's spring.
    public var recoilSpring: SpringConstants = .ios26
    /// `physics.rubberBandDimension`, where a scenario gives one; nil is the viewport's height.
    public var rubberBandDimension: Double?
    public var samples: [FrameSample]
    public var events: [TimelineEvent]
    /// A header and a footer composed: one track each (the samples carry the first's values).
    /// Empty for a single strategy.
    public var components: [ComponentTrack] = []
    /// When frames reached the screen, if the main thread had work (`Scenario.mainThread`).
    public var pacing: FramePacing?
    /// Set when the scenario's reactions reached the per-run call limit: the run is not to be judged.
    public var reactionOverrun: ReactionOverrun?
    /// The rows each frame showed, when the content is rows (`content.rows`).
    public var list: ListTrack?
    /// Set for a run analysed while it ran (`ScenarioRun(streaming:)`), whose `samples` are not
    /// kept: how many frames it sampled and its last sample.
    var streamedFrames: StreamedFrames?

    public init(
        scenarioName: String, identity: RunIdentity, frameRate: Double,
        viewportHeight: Double, baseInsetTop: Double, baseInsetBottom: Double,
        triggerDistance: Double?, indicator: IndicatorPlacement,
        rubberBandCoefficient: Double = 0.55, bounces: Bool = true, recoil: RecoilModel = .ios26,
        samples: [FrameSample] = [], events: [TimelineEvent] = [], components: [ComponentTrack] = [],
        pacing: FramePacing? = nil
    ) {
        self.scenarioName = scenarioName
        self.identity = identity
        self.frameRate = frameRate
        self.viewportHeight = viewportHeight
        self.baseInsetTop = baseInsetTop
        self.baseInsetBottom = baseInsetBottom
        self.triggerDistance = triggerDistance
        self.indicator = indicator
        self.rubberBandCoefficient = rubberBandCoefficient
        self.bounces = bounces
        self.recoil = recoil
        self.samples = samples
        self.events = events
        self.components = components
        self.pacing = pacing
    }

    public var duration: Double { samples.last?.time ?? 0 }

    /// Frames the run sampled, kept or not.
    var frameCount: Int { streamedFrames?.count ?? samples.count }

    /// The run's last sample, kept or not.
    var finalSample: FrameSample? { streamedFrames.map(\.last) ?? samples.last }

    public func events(named name: String) -> [TimelineEvent] {
        events.filter { $0.name == name }
    }
}

public enum IndicatorPlacement: String, Sendable, Equatable, CaseIterable {
    case none
    case header
    case footer
}

/// What a run analysed while it ran says of the samples it did not keep.
struct StreamedFrames: Sendable, Equatable {
    var count: Int
    var last: FrameSample?
}
