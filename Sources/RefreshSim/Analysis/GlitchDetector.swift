/// Finds one glitch class on a timeline. A detector reads only the timeline and the scenario's
/// thresholds: it knows nothing of the simulator that produced the timeline.
public protocol GlitchDetector: Sendable {
    var glitch: GlitchClass { get }
    /// The findings, reading the timeline and what the analyzer's one pass indexed in it.
    func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding]
}

public extension GlitchDetector {
    /// One detector on its own: builds the index first.
    func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        findings(in: timeline, index: TimelineIndex(timeline, thresholds: thresholds), thresholds: thresholds)
    }
}

extension GlitchDetector {
    func finding(at sample: FrameSample, _ evidence: Finding.Evidence, severity: Finding.Severity = .error) -> Finding {
        Finding(glitch, time: sample.time, frame: sample.frame, evidence: evidence, severity: severity)
    }

    func finding(at event: TimelineEvent, _ evidence: Finding.Evidence, severity: Finding.Severity = .error) -> Finding {
        Finding(glitch, time: event.time, frame: event.frame, evidence: evidence, severity: severity)
    }
}
