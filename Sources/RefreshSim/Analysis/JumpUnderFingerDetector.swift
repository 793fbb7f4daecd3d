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
        let band = RubberBand(
            coefficient: timeline.rubberBandCoefficient, dimension: timeline.rubberBandDimension ?? timeline.viewportHeight)
        let touchDownFrames = FrameTable(
            index.touchDownFrames.frames, from: timeline.samples.first?.frame ?? 0, count: timeline.samples.count)
        // The frame a finger lifts in still shows its last move, with the finger where it lifted.
        let liftFingerY = index.liftFingerY
        // Read once: the track is a value holding arrays, and the loop runs a frame at a time.
        let list = timeline.list
        var result: [Finding] = []
        var run: (worst: Int, moved: Double, explained: Double, frames: Int)?
        func close() {
            guard let open = run else { return }
            let worst = timeline.samples[open.worst]
            let from = timeline.samples[open.worst - 1].offset
            result.append(
                finding(
                    at: worst,
                    .movedUnderFinger(
                        from: from, to: worst.offset, explained: open.explained,
                        frames: open.frames, time: worst.time)))
            run = nil
        }
        // Samples are read in place: copying each would retain its state name.
        timeline.samples.withUnsafeBufferPointer { samples in
            for position in samples.indices.dropFirst() {
                let previous = position - 1
                guard samples[previous].fingerDown else { close(); continue }
                let frame = samples[position].frame
                var fingerDown = samples[position].fingerDown
                var fingerY = samples[position].fingerY
                var dragging = samples[position].dragging
                if !fingerDown, let y = liftFingerY[frame] {
                    fingerY = y
                    dragging = samples[previous].dragging
                    fingerDown = true
                }
                guard fingerDown, !touchDownFrames.contains(frame) else { close(); continue }
                // Content catching up with the finger after a main-thread stall is the hitch finding's.
                guard timeline.pacing?.isCatchUp(position) != true else { close(); continue }
                let previousOffset = samples[previous].offset
                let offset = samples[position].offset
                let fingerMove = fingerY - samples[previous].fingerY
                let low = min(samples[previous].minOffset, samples[previous].maxOffset)
                let high = max(samples[previous].minOffset, samples[previous].maxOffset)
                let followed: Double
                if timeline.bounces {
                    let raw = band.raw(forOffset: previousOffset, minimum: low, maximum: high)
                    followed = band.offset(forRaw: raw - fingerMove, minimum: low, maximum: high)
                } else {
                    followed = min(max(previousOffset - fingerMove, low), high)
                }
                let explainedLow: Double
                let explainedHigh: Double
                switch (samples[previous].dragging, dragging) {
                case (true, true):
                    (explainedLow, explainedHigh) = (followed, followed)
                case (false, true), (true, false):
                    (explainedLow, explainedHigh) = (min(previousOffset, followed), max(previousOffset, followed))
                case (false, false):
                    (explainedLow, explainedHigh) = (previousOffset, previousOffset)
                }
                let nearest = min(max(offset, explainedLow), explainedHigh)
                guard abs(offset - nearest) > thresholds.jumpUnderFingerPoints else { close(); continue }
                // Rows moved in the content: the list's detectors judge what the screen did.
                guard list?.rowsMoved(atFrame: position) != true else { close(); continue }
                let moved = abs(offset - previousOffset)
                let explained = abs(nearest - previousOffset)
                if let open = run {
                    run =
                        abs(moved - explained) > abs(open.moved - open.explained)
                        ? (position, moved, explained, open.frames + 1) : (open.worst, open.moved, open.explained, open.frames + 1)
                } else {
                    run = (position, moved, explained, 1)
                }
            }
        }
        close()
        return result
    }
}

/// Frames in a set, looked up by position in a table when they are all within the `count` frames
/// from `first` (a timeline's, or a streamed episode's): this detector asks for every finger-down
/// frame, and hashing each was a fifth of its time.
private struct FrameTable {
    private let table: [Bool]
    private let first: Int
    private let set: Set<Int>?

    init(_ frames: [Int], from first: Int, count: Int) {
        self.first = first
        guard frames.allSatisfy({ $0 >= first && $0 - first < count }) else {
            table = []
            set = Set(frames)
            return
        }
        var table = [Bool](repeating: false, count: count)
        for frame in frames { table[frame - first] = true }
        self.table = table
        set = nil
    }

    func contains(_ frame: Int) -> Bool {
        if let set { return set.contains(frame) }
        let position = frame - first
        return position >= 0 && position < table.count && table[position]
    }
}
