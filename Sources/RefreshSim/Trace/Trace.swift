/// A recording of one UIScrollView, frame by frame, as `RefreshSimRecorder` writes it (on a phone,
/// in the iOS Simulator, or inside a simulated run): the file format `refreshsim-trace`,
/// version 1, read back. `TraceJudge` turns it into the `Timeline` that analysis and charts read,
/// so a phone's pull is judged by the same detectors as a simulated one.
///
/// Times are seconds since the recording started. Every value is what UIKit said at the time
/// (`contentOffset`, the insets, the flags, the pan), what the app reported (`app`), or the
/// display link's timestamps: nothing in a trace is inferred.
public struct Trace: Sendable, Equatable {
    /// The `format` every trace file names.
    public static let formatName = "refreshsim-trace"
    /// The format version this build reads and writes.
    public static let version = 1

    /// File-safe, like a scenario's: it names output files.
    public var name: String
    public var title: String?
    public var description: String
    public var recordedOn: Recording
    /// `adjustedContentInset` with no refresh component's inset in it: the app's `contentInset`
    /// and the safe area. `nil`: the first frame's.
    public var baseInset: EdgeInsets?
    /// The refresh components the app declared to the recorder (none: a bare scroll view).
    public var components: [Component]
    /// Which kinds of event the recording holds all of. A source not listed may have happened
    /// without being recorded: analysis that needs it does not run (`TraceKnowledge`).
    public var eventSources: Set<EventSource>
    public var frames: [TraceFrame]
    /// In the order they happened; each names the frame whose sample first shows it.
    public var events: [TimelineEvent]
    /// The app's own marks (`recorder.mark("loadStarted")`), shown on charts, judged by nothing.
    public var marks: [Mark]

    public init(
        name: String, title: String? = nil, description: String = "", recordedOn: Recording,
        baseInset: EdgeInsets? = nil, components: [Component] = [], eventSources: Set<EventSource> = [], frames: [TraceFrame] = [],
        events: [TimelineEvent] = [], marks: [Mark] = []
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.recordedOn = recordedOn
        self.baseInset = baseInset
        self.components = components
        self.eventSources = eventSources
        self.frames = frames
        self.events = events
        self.marks = marks
    }

    /// Where and how the trace was recorded.
    public struct Recording: Sendable, Equatable {
        /// `stand-in` (inside a simulated run), `simulator` (the iOS Simulator) or `device`.
        public var kind: Kind
        /// `UIDevice.current.model`-like text and the system version, for the chart's header.
        public var model: String?
        public var system: String?
        /// `UIScreen.scale`: offsets are whole pixels.
        public var screenScale: Double
        /// `UIScreen.maximumFramesPerSecond`: the display link's rate.
        public var maximumFramesPerSecond: Double
        /// `safeAreaInsets` and `contentInsetAdjustmentBehavior` at the start.
        public var safeArea: EdgeInsets
        public var adjustmentBehavior: ContentInsetAdjustmentBehavior
        /// `decelerationRate.rawValue` and `bounces` at the start.
        public var decelerationRate: Double
        public var bounces: Bool

        public enum Kind: String, Sendable, Equatable, CaseIterable {
            case standIn = "stand-in"
            case simulator
            case device
        }

        public init(
            kind: Kind, model: String? = nil, system: String? = nil, screenScale: Double,
            maximumFramesPerSecond: Double, safeArea: EdgeInsets = .zero,
            adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
            decelerationRate: Double = PhysicsOptions.normalDecelerationRate, bounces: Bool = true
        ) {
            self.kind = kind
            self.model = model
            self.system = system
            self.screenScale = screenScale
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.safeArea = safeArea
            self.adjustmentBehavior = adjustmentBehavior
            self.decelerationRate = decelerationRate
            self.bounces = bounces
        }
    }

    /// A refresh component as the app declared it: where its indicator sits, the pull that
    /// triggers it, and the names of its strategy and loader (a bundled kind's name gives the
    /// analysis that kind's traits; any other name is shown as given).
    public struct Component: Sendable, Equatable {
        public var role: RefreshComponent
        /// Where its indicator is drawn: its role's edge, or `none` for code that shows nothing.
        public var indicator: IndicatorPlacement
        public var strategy: String
        public var loader: String
        public var triggerDistance: Double?
        /// The strategy's resting inset when the recording ended (a footer that keeps its inset).
        public var restingInset: EdgeInsets

        public init(
            role: RefreshComponent, indicator: IndicatorPlacement? = nil, strategy: String, loader: String = "delay",
            triggerDistance: Double? = nil, restingInset: EdgeInsets = .zero
        ) {
            self.role = role
            self.indicator = indicator ?? (role == .header ? .header : .footer)
            self.strategy = strategy
            self.loader = loader
            self.triggerDistance = triggerDistance
            self.restingInset = restingInset
        }
    }

    /// `recorder.mark(_:)`: a name at a time.
    public struct Mark: Sendable, Equatable {
        public var time: Double
        public var frame: Int
        public var name: String

        public init(time: Double, frame: Int, name: String) {
            self.time = time
            self.frame = frame
            self.name = name
        }
    }

    /// The time of the last frame.
    public var duration: Double { frames.last?.time ?? 0 }
}
