/// `jumpUnderFinger`: while the finger is down, the content moves in one frame by more than the
/// threshold beyond what the finger's rubber-banded movement explains.
///
/// Expected position: un-stretch the previous offset against the previous frame's edges, move it by
/// the finger's Δ, stretch it again against the same edges (so an inset removed under the finger
/// shows as the jump it is). Before the pan begins (hysteresis) the content should not move; on the
/// frame it begins, anything between "not moved" and "moved by the full Δ" is explained.
public struct JumpUnderFingerDetector: GlitchDetector {
    public let glitch = GlitchClass.jumpUnderFinger

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        let band = RubberBand(coefficient: timeline.rubberBandCoefficient, dimension: timeline.viewportHeight)
        let touchDownFrames = Set(timeline.events(named: "touchDown").map(\.frame))
        var result: [Finding] = []
        for (previous, current) in zip(timeline.samples, timeline.samples.dropFirst()) {
            guard previous.fingerDown, current.fingerDown, !touchDownFrames.contains(current.frame) else { continue }
            let low = min(previous.minOffset, previous.maxOffset), high = max(previous.minOffset, previous.maxOffset)
            let raw = band.raw(forOffset: previous.offset, minimum: low, maximum: high)
            let followed = band.offset(forRaw: raw - (current.fingerY - previous.fingerY), minimum: low, maximum: high)
            let explainedLow, explainedHigh: Double
            switch (previous.dragging, current.dragging) {
            case (true, true):
                (explainedLow, explainedHigh) = (followed, followed)
            case (false, true), (true, false):
                (explainedLow, explainedHigh) = (min(previous.offset, followed), max(previous.offset, followed))
            case (false, false):
                (explainedLow, explainedHigh) = (previous.offset, previous.offset)
            }
            let nearest = min(max(current.offset, explainedLow), explainedHigh)
            guard abs(current.offset - nearest) > thresholds.jumpUnderFingerPoints else { continue }
            let moved = abs(current.offset - previous.offset)
            let explained = abs(nearest - previous.offset)
            result.append(finding(at: current,
                "content moved \(FindingText.points(moved)) in one frame at \(FindingText.seconds(current.time)) "
                + "while the finger held it; the finger's movement explains \(FindingText.points(explained))"))
        }
        return result
    }
}
