/// What XCTest's scroll metrics report for a run (`XCTOSSignpostMetric.scrollDraggingMetric`,
/// `.scrollDecelerationMetric`): hitches, their total time, and the hitch time ratio — hitch time
/// over the time spent animating, in ms per s ("Understanding hitches in your app"; WWDC20
/// "Eliminate animation hitches with XCTest"). Idle time does not count, and a stall while
/// nothing moves is not a hitch.
///
/// MetricKit's and the Organizer's ratios include perceptual adjustments a simulator cannot
/// reproduce: these figures compare in kind, not to the decimal.
public struct HitchMetrics: Sendable, Equatable {
    public var hitchCount = 0
    /// Sum of the hitches' lateness (ms).
    public var hitchTimeMs = 0.0
    public var longestHitchMs = 0.0
    /// When the longest hitch reached the screen (s).
    public var longestHitchTime = 0.0
    /// Vsyncs that showed an earlier commit again while the content was moving.
    public var framesDropped = 0
    /// Frames presented while animating, and the time they span (s).
    public var frameCount = 0
    public var animatingSeconds = 0.0

    public init() {}

    /// ms of hitch per s animating; 0 when nothing animated.
    public var hitchTimeRatio: Double { animatingSeconds > 0 ? hitchTimeMs / animatingSeconds : 0 }
}

/// A run's hitch figures: the whole run, and split the way XCTest splits a scroll.
public struct HitchSummary: Sendable, Equatable {
    public var run: HitchMetrics
    /// While the finger drags the content.
    public var dragging: HitchMetrics
    /// While the content decelerates or bounces after the finger lifts.
    public var decelerating: HitchMetrics
    /// Each scroll on its own: from a touch-down to the next (or the run's end), its drag and its
    /// deceleration, as XCTest measures one scroll.
    public var scrolls: [ScrollHitches]
    public var band: HitchBand

    /// One scroll's figures.
    public struct ScrollHitches: Sendable, Equatable {
        /// The touch-down that began it (s).
        public var start: Double
        public var dragging: HitchMetrics
        public var decelerating: HitchMetrics
    }

    /// `nil` when the timeline has no pacing (no main-thread costs: every frame on time).
    public init?(_ timeline: Timeline, thresholds: GlitchThresholds) {
        guard let pacing = timeline.pacing else { return nil }
        let whole = Self.measure(timeline, pacing, frames: 0..<min(timeline.samples.count, pacing.held.count))
        run = whole.run
        dragging = whole.dragging
        decelerating = whole.decelerating
        let downs = timeline.events.filter { $0.kind == .touchDown }.map(\.frame)
        scrolls = downs.enumerated().map { index, frame in
            let end = index + 1 < downs.count ? downs[index + 1] : min(timeline.samples.count, pacing.held.count)
            let part = Self.measure(timeline, pacing, frames: frame..<max(frame, end))
            return ScrollHitches(
                start: timeline.samples[min(frame, timeline.samples.count - 1)].time,
                dragging: part.dragging, decelerating: part.decelerating)
        }
        band = HitchBand(ratio: run.hitchTimeRatio, thresholds: thresholds)
    }

    private static func measure(_ timeline: Timeline, _ pacing: FramePacing, frames: Range<Int>)
        -> (run: HitchMetrics, dragging: HitchMetrics, decelerating: HitchMetrics)
    {
        let samples = timeline.samples
        let frameSeconds = 1 / timeline.frameRate
        var run = HitchMetrics()
        var dragging = HitchMetrics()
        var decelerating = HitchMetrics()
        for position in frames {
            let sample = samples[position]
            // A held frame belongs to the motion of the commit it shows again; a late commit that
            // finds the content at rest ends the motion the held frames froze.
            var phase = sample.phase
            if phase == .rest, position > 0, pacing.lateMs[position] > 0 { phase = samples[position - 1].phase }
            guard phase != .rest else { continue }
            let split: HitchMetrics.Split = phase == .drag ? .dragging : (phase == .decelerate || phase == .bounce) ? .decelerating : .other
            func add(_ change: (inout HitchMetrics) -> Void) {
                change(&run)
                if split == .dragging { change(&dragging) }
                if split == .decelerating { change(&decelerating) }
            }
            add { $0.animatingSeconds += frameSeconds }
            if pacing.held[position] {
                add { $0.framesDropped += 1 }
                continue
            }
            add { $0.frameCount += 1 }
            let late = pacing.lateMs[position]
            guard late > 0 else { continue }
            add {
                $0.hitchCount += 1
                $0.hitchTimeMs += late
                if late > $0.longestHitchMs {
                    $0.longestHitchMs = late
                    $0.longestHitchTime = sample.time
                }
            }
        }
        return (run, dragging, decelerating)
    }
}

extension HitchMetrics {
    enum Split { case dragging, decelerating, other }
}

/// Xcode Organizer's bands for the hitch time ratio (`analysis.hitch…Ratio` move them).
public enum HitchBand: String, Sendable, Equatable, CaseIterable {
    case good
    case warning
    case critical
    case immediateAttention

    public init(ratio: Double, thresholds: GlitchThresholds) {
        self =
            ratio <= thresholds.hitchGoodRatio
            ? .good
            : ratio <= thresholds.hitchWarningRatio
                ? .warning
                : ratio <= thresholds.hitchCriticalRatio ? .critical : .immediateAttention
    }

    public var summary: String {
        switch self {
        case .good: "good"
        case .warning: "warning"
        case .critical: "critical"
        case .immediateAttention: "needs immediate attention"
        }
    }
}
