/// `doubleTrigger`: a refresh action (`refreshStart`) that is the second of one idle → … → idle
/// cycle (no frame between the two actions shows the strategy's resting state, the state of the
/// first frame), or that starts while the previous action's load is still running.
///
/// Severity: warning. The duplicate request costs work and may flicker content, but the user often
/// sees nothing; the visible consequences have their own classes.
public struct DoubleTriggerDetector: GlitchDetector {
    public let glitch = GlitchClass.doubleTrigger

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        guard let restState = timeline.samples.first?.state else { return [] }
        var previousStart: TimelineEvent?
        var loadRunning = false
        var result: [Finding] = []
        for event in timeline.events {
            switch event.name {
            case "loadStart": loadRunning = true
            case "loadEnd": loadRunning = false
            case "refreshStart":
                defer { previousStart = event }
                guard let earlier = previousStart else { continue }
                let when = FindingText.seconds(event.time), first = FindingText.seconds(earlier.time)
                if loadRunning {
                    result.append(finding(at: event,
                        "the refresh action ran again at \(when) while the load it started at \(first) was still running",
                        severity: .warning))
                } else if !Self.restedBetween(timeline, earlier.frame, event.frame, restState: restState) {
                    result.append(finding(at: event,
                        "the refresh action ran again at \(when) in the same refresh cycle as the one at \(first)",
                        severity: .warning))
                }
            default: break
            }
        }
        return result
    }

    /// Whether a frame strictly between the two shows the resting state.
    static func restedBetween(_ timeline: Timeline, _ from: Int, _ to: Int, restState: String) -> Bool {
        let start = timeline.firstSampleIndex(atOrAfterFrame: from + 1)
        let end = timeline.firstSampleIndex(atOrAfterFrame: to)
        guard start < end else { return false }
        return timeline.samples[start..<end].contains { $0.state == restState }
    }
}
