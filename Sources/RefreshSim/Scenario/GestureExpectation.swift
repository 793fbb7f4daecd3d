/// What one gesture, named by its `id`, must do (`expect.gestures` in a scenario file): start a
/// header refresh or not, start a footer load-more or not. A gesture's part of the run is from
/// its touch-down to the next gesture's touch-down (or the end of the run): a refresh that fires
/// on the bounce after the lift, or by momentum, is still that gesture's.
public struct GestureExpectation: Sendable, Equatable {
    /// The gesture's `id` in the file.
    public var id: String
    /// Its touch-down and the end of its part of the run (s).
    public var from: Double
    public var until: Double
    /// Whether a header refresh starts in its part; nil: not checked.
    public var refreshes: Bool?
    /// Whether a footer load-more starts in its part; nil: not checked.
    public var loadsMore: Bool?

    public init(id: String, from: Double, until: Double, refreshes: Bool? = nil, loadsMore: Bool? = nil) {
        self.id = id
        self.from = from
        self.until = until
        self.refreshes = refreshes
        self.loadsMore = loadsMore
    }

    /// Whether `time` falls in the gesture's part of the run.
    public func covers(_ time: Double) -> Bool { time >= from && time < until }

    /// The keys of one gesture's expectation.
    public static let fields: [OptionField] = [
        .bool("refreshes", default: false, "Whether a header refresh starts between this touch-down and the next."),
        .bool("loadsMore", default: false, "Whether a footer load-more starts between this touch-down and the next."),
    ]
}

/// Counts and the final phase one component must have (`expect.header`, `expect.footer`).
public struct ComponentExpectation: Sendable, Equatable {
    /// Loads it asks for (refreshes or load-mores started), and those that came back.
    public var started: CountRange?
    public var ended: CountRange?
    /// Findings concerning it, of any class.
    public var findings: CountRange?
    /// Its phase in the run's last frame (`noMoreData` after the last page).
    public var finalPhase: RefreshPhase?

    public init(started: CountRange? = nil, ended: CountRange? = nil, findings: CountRange? = nil, finalPhase: RefreshPhase? = nil) {
        self.started = started
        self.ended = ended
        self.findings = findings
        self.finalPhase = finalPhase
    }

    /// The keys of `expect.header` and `expect.footer`.
    public static let keys = ["started", "ended", "findings", "finalPhase"]
}
