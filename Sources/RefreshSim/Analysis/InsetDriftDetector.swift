/// `insetDrift`: at rest (finger up, phase rest) and not refreshing, for at least 2 frames:
/// an inset differs from its baseline by more than `insetDriftPoints`, or the content rests past
/// its top (`y < −I0`) or bottom (`y > max(−I0, contentHeight + I0b − viewport)`) by more than that.
/// One finding per such stretch, at its first frame. A single frame is left alone: a strategy may
/// change state one frame before it restores its inset.
public struct InsetDriftDetector: GlitchDetector {
    public let glitch = GlitchClass.insetDrift

    static let minimumFrames = 2
    /// The frames it looks for: at rest, drifting, no finger, nothing refreshing.
    static let frames = FrameCondition(allOf: [.atRest, .drifting], noneOf: [.fingerDown, .refreshing])

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let tolerance = thresholds.insetDriftPoints
        let runs = index.runs(where: Self.frames)
        return runs.compactMap { run in
            guard run.count >= Self.minimumFrames, let first = run.first,
                let what = Self.drift(in: timeline.samples[first], timeline, tolerance: tolerance)
            else { return nil }
            let sample = timeline.samples[first]
            return finding(at: sample, .drift(what, time: sample.time))
        }
    }

    /// Whether an inset or the resting offset is off (the test `drift(in:)` words).
    static func drifts(_ sample: FrameSample, _ timeline: Timeline, tolerance: Double) -> Bool {
        abs(sample.insetTop - timeline.baseInsetTop) > tolerance
            || abs(sample.insetBottom - timeline.baseInsetBottom) > tolerance
            || -timeline.baseInsetTop - sample.offset > tolerance
            || sample.offset - timeline.baseMaxOffset(contentHeight: sample.contentHeight) > tolerance
    }

    /// What is off, or nil if nothing is.
    static func drift(in sample: FrameSample, _ timeline: Timeline, tolerance: Double) -> Finding.Evidence.Drift? {
        if abs(sample.insetTop - timeline.baseInsetTop) > tolerance {
            return .topInset(sample.insetTop, baseline: timeline.baseInsetTop)
        }
        if abs(sample.insetBottom - timeline.baseInsetBottom) > tolerance {
            return .bottomInset(sample.insetBottom, baseline: timeline.baseInsetBottom)
        }
        let topRest = -timeline.baseInsetTop
        if topRest - sample.offset > tolerance {
            return .gapAbove(offset: sample.offset, rest: topRest)
        }
        let bottomRest = timeline.baseMaxOffset(contentHeight: sample.contentHeight)
        if sample.offset - bottomRest > tolerance {
            return .gapBelow(offset: sample.offset, rest: bottomRest)
        }
        return nil
    }
}
