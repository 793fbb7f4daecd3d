/// Where a run's frame loop puts each frame's sample: an array that keeps every one (a timeline),
/// or an analysis that consumes them as they come and keeps only what it still needs
/// (`EpisodeStream`).
protocol FrameSampleSink: ~Copyable {
    mutating func append(_ sample: FrameSample)
    /// Still frames (`World.appendStillFrames`): `sample` again for each frame in `frames`, with
    /// that frame, its time (`frame / frameRate`) and a velocity of 0.
    mutating func appendStill(_ sample: FrameSample, frames: ClosedRange<Int>, frameRate: Double)
}

extension FrameSampleSink where Self: ~Copyable {
    mutating func appendStill(_ sample: FrameSample, frames: ClosedRange<Int>, frameRate: Double) {
        for copy in FrameSample.still(sample, frames: frames, frameRate: frameRate) { append(copy) }
    }
}

extension FrameSample {
    /// `sample` at each of `frames`, still: that frame, its time and a velocity of 0.
    static func still(_ sample: FrameSample, frames: ClosedRange<Int>, frameRate: Double) -> some Sequence<FrameSample> {
        var resting = sample
        resting.velocity = 0
        return frames.lazy.map { [resting] frame in
            var still = resting
            still.frame = frame
            still.time = Double(frame) / frameRate
            return still
        }
    }
}

extension Array: FrameSampleSink where Element == FrameSample {}
