/// `jumpUnderFinger`: while the finger is down, the content moves in one frame by more than the
/// threshold beyond what the finger's rubber-banded movement explains.
///
/// Expected position: un-stretch the previous offset against the previous frame's edges, move it by
/// the finger's Δ, stretch it again against the same edges (so an inset removed under the finger
/// shows as the jump it is). Before the pan begins (hysteresis) the content should not move; on the
/// frame it begins, anything between "not moved" and "moved by the full Δ" is explained. Without
/// bouncing the content stops at the edges instead of stretching.
///
/// A run of consecutive jumping frames is one finding, at its largest jump.
public struct JumpUnderFingerDetector: GlitchDetector {
    public let glitch = GlitchClass.jumpUnderFinger

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let band = RubberBand(coefficient: timeline.rubberBandCoefficient, dimension: timeline.viewportHeight)
        let touchDownFrames = index.touchDownFrames
        // The frame a finger lifts in still shows its last move, with the finger where it lifted.
        let liftFingerY = index.liftFingerY
        var result: [Finding] = []
        var run: (worst: FrameSample, moved: Double, explained: Double, frames: Int)?
        func close() {
            guard let open = run else { return }
            let frames = open.frames > 1 ? " (one of \(open.frames) such frames in a row)" : ""
            result.append(finding(at: open.worst,
                "content moved \(FindingText.points(open.moved)) in one frame at \(FindingText.seconds(open.worst.time)) "
                + "while the finger held it; the finger's movement explains \(FindingText.points(open.explained))" + frames))
            run = nil
        }
        let samples = timeline.samples
        for position in samples.indices.dropFirst() {
            let previous = samples[position - 1]
            guard previous.fingerDown else { close(); continue }
            var current = samples[position]
            if !current.fingerDown, let y = liftFingerY[current.frame] {
                current.fingerY = y
                current.dragging = previous.dragging
                current.fingerDown = true
            }
            guard previous.fingerDown, current.fingerDown, !touchDownFrames.contains(current.frame) else { close(); continue }
            let low = min(previous.minOffset, previous.maxOffset), high = max(previous.minOffset, previous.maxOffset)
            let followed: Double
            if timeline.bounces {
                let raw = band.raw(forOffset: previous.offset, minimum: low, maximum: high)
                followed = band.offset(forRaw: raw - (current.fingerY - previous.fingerY), minimum: low, maximum: high)
            } else {
                followed = min(max(previous.offset - (current.fingerY - previous.fingerY), low), high)
            }
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
            guard abs(current.offset - nearest) > thresholds.jumpUnderFingerPoints else { close(); continue }
            let moved = abs(current.offset - previous.offset)
            let explained = abs(nearest - previous.offset)
            if let open = run {
                run = abs(moved - explained) > abs(open.moved - open.explained)
                    ? (current, moved, explained, open.frames + 1) : (open.worst, open.moved, open.explained, open.frames + 1)
            } else {
                run = (current, moved, explained, 1)
            }
        }
        close()
        return result
    }
}
