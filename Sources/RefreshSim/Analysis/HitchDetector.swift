/// `hitch`: the run's hitch time ratio is above the good band (`analysis.hitchGoodRatio`, 10 ms/s
/// by default). In the warning band it is a warning; critical and above, an error. One finding
/// per run, at the longest hitch; the chart's frames lane shows each.
struct HitchDetector: GlitchDetector {
    let glitch = GlitchClass.hitch

    func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard let summary = HitchSummary(timeline, thresholds: thresholds), summary.band != .good else { return [] }
        let run = summary.run
        let frame = timeline.samples.first { $0.time >= run.longestHitchTime }?.frame ?? 0
        return [
            Finding(
                glitch, time: run.longestHitchTime, frame: frame,
                evidence: .hitches(
                    ratio: run.hitchTimeRatio, band: summary.band, count: run.hitchCount,
                    longest: run.longestHitchMs, time: run.longestHitchTime),
                severity: summary.band == .warning ? .warning : .error)
        ]
    }
}
