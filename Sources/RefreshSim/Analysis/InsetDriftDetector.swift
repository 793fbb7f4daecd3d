/// `insetDrift`: at rest (finger up, phase rest) and not refreshing, for at least 2 frames:
/// an inset differs from its baseline by more than `insetDriftPoints`, or the content rests past
/// its top (`y < −I0`) or bottom (`y > max(−I0, contentHeight + I0b − viewport)`) by more than that.
/// One finding per such stretch, at its first frame. A single frame is left alone: a strategy may
/// change state one frame before it restores its inset.
public struct InsetDriftDetector: GlitchDetector {
    public let glitch = GlitchClass.insetDrift

    static let minimumFrames = 2

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let tolerance = thresholds.insetDriftPoints
        let runs = index.runs { $0.isSuperset(of: [.atRest, .drifting]) && $0.isDisjoint(with: [.fingerDown, .refreshing]) }
        return runs.compactMap { run in
            guard run.count >= Self.minimumFrames, let first = run.first,
                  let what = Self.drift(in: timeline.samples[first], timeline, tolerance: tolerance) else { return nil }
            let sample = timeline.samples[first]
            return finding(at: sample, "at rest at \(FindingText.seconds(sample.time)) \(what)")
        }
    }

    /// Whether an inset or the resting offset is off (the test `drift(in:)` words).
    static func drifts(_ sample: FrameSample, _ timeline: Timeline, tolerance: Double) -> Bool {
        abs(sample.insetTop - timeline.baseInsetTop) > tolerance
            || abs(sample.insetBottom - timeline.baseInsetBottom) > tolerance
            || -timeline.baseInsetTop - sample.offset > tolerance
            || sample.offset - timeline.baseMaxOffset(contentHeight: sample.contentHeight) > tolerance
    }

    /// What is off, in words, or nil if nothing is.
    static func drift(in sample: FrameSample, _ timeline: Timeline, tolerance: Double) -> String? {
        let top = sample.insetTop - timeline.baseInsetTop
        if abs(top) > tolerance {
            return "the top inset is \(FindingText.points(sample.insetTop)), "
                + "\(FindingText.points(abs(top))) off its baseline \(FindingText.points(timeline.baseInsetTop))"
        }
        let bottom = sample.insetBottom - timeline.baseInsetBottom
        if abs(bottom) > tolerance {
            return "the bottom inset is \(FindingText.points(sample.insetBottom)), "
                + "\(FindingText.points(abs(bottom))) off its baseline \(FindingText.points(timeline.baseInsetBottom))"
        }
        let topRest = -timeline.baseInsetTop
        if topRest - sample.offset > tolerance {
            return "the offset is \(FindingText.number(sample.offset)) instead of \(FindingText.number(topRest)): "
                + "a \(FindingText.points(topRest - sample.offset)) gap above the content"
        }
        let bottomRest = timeline.baseMaxOffset(contentHeight: sample.contentHeight)
        if sample.offset - bottomRest > tolerance {
            return "the offset is \(FindingText.number(sample.offset)) instead of \(FindingText.number(bottomRest)): "
                + "a \(FindingText.points(sample.offset - bottomRest)) gap below the content"
        }
        return nil
    }
}
