import RefreshSim

/// Where the finger touches the screen. The timeline records the finger's travel from its
/// touch-down point, not the point itself, so each touch is placed where its whole path fits on
/// screen: a pull down starts near the top, a push up near the bottom.
struct FingerTrack {
    struct Touch: Equatable {
        var frames: ClosedRange<Int>
        /// Screen y (pt) of the touch-down point.
        var startY: Double
        var endTime: Double
        /// Screen y (pt) where it lifted.
        var endY: Double
    }

    let touches: [Touch]

    init(samples: [FrameSample], usable: ClosedRange<Double>) {
        var touches: [Touch] = []
        var index = 0
        while index < samples.count {
            guard samples[index].fingerDown else { index += 1; continue }
            let first = index
            while index + 1 < samples.count, samples[index + 1].fingerDown { index += 1 }
            let run = samples[first...index]
            let lowest = run.map(\.fingerY).min() ?? 0
            let highest = run.map(\.fingerY).max() ?? 0
            let span = usable.upperBound - usable.lowerBound
            var start = highest >= -lowest ? usable.lowerBound + span * 0.12 : usable.upperBound - span * 0.12
            start = min(start, usable.upperBound - highest)
            start = max(start, usable.lowerBound - lowest)
            let end = index + 1 < samples.count ? samples[index + 1].time : samples[index].time
            touches.append(
                Touch(
                    frames: samples[first].frame...samples[index].frame, startY: start, endTime: end,
                    endY: start + samples[index].fingerY))
            index += 1
        }
        self.touches = touches
    }

    /// The touch point for a sample with the finger down.
    func point(for sample: FrameSample, x: Double) -> Point? {
        guard sample.fingerDown, let touch = touches.first(where: { $0.frames.contains(sample.frame) }) else { return nil }
        return Point(x, touch.startY + sample.fingerY)
    }
}
