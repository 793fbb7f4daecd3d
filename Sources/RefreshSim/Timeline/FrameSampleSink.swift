/// Where a run's frame loop puts each frame's sample: an array that keeps every one (a timeline),
/// or an analysis that consumes them as they come and keeps only what it still needs
/// (`EpisodeStream`).
protocol FrameSampleSink: ~Copyable {
    mutating func append(_ sample: FrameSample)
}

extension Array: FrameSampleSink where Element == FrameSample {}
