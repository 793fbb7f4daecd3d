/// `doubleTrigger`: a refresh action (`refreshStart`) that is the second of one idle → … → idle
/// cycle (between the two actions no frame shows the strategy's resting state, the state of the
/// first frame, and no `refreshEnd` closed the first), or that starts while the previous action's
/// load is still running.
///
/// Severity: warning. The duplicate request costs work and may flicker content, but the user often
/// sees nothing; the visible consequences have their own classes.
public struct DoubleTriggerDetector: GlitchDetector {
    public let glitch = GlitchClass.doubleTrigger

    public init() {}

    /// Repeats are grouped: one finding per cycle, however many times the action ran again.
    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        var previousStart: TimelineEvent?
        var loadRunning = false
        // The indicator was told to go away since the previous action: its cycle is over.
        var cycleEnded = false
        var group: RepeatGroup?
        var result: [Finding] = []
        for event in timeline.events {
            switch event.kind {
            case .loadStart: loadRunning = true
            case .loadEnd: loadRunning = false
            case .refreshEnd, .endRefreshing: cycleEnded = true
            case let .stateChanged(from, to) where from.isRefreshing && !to.isRefreshing: cycleEnded = true
            case .refreshStart:
                defer { previousStart = event; cycleEnded = false }
                guard let earlier = previousStart else { continue }
                let whileLoading = loadRunning
                let repeated =
                    whileLoading
                    || !(cycleEnded || Self.restedBetween(timeline, index, earlier.frame, event.frame))
                if repeated {
                    if group == nil { group = RepeatGroup(first: earlier, whileLoading: whileLoading) }
                    group?.repeats.append(event)
                } else if let finished = group {
                    result.append(finished.finding(self))
                    group = nil
                }
            default: break
            }
        }
        if let finished = group { result.append(finished.finding(self)) }
        return result
    }

    private struct RepeatGroup {
        var first: TimelineEvent
        var whileLoading: Bool
        var repeats: [TimelineEvent] = []

        func finding(_ detector: DoubleTriggerDetector) -> Finding {
            let again = repeats[0]
            let last = repeats[repeats.count - 1]
            return detector.finding(
                at: again,
                .actionRepeated(
                    first: first.time, again: again.time, last: last.time,
                    count: repeats.count, whileLoading: whileLoading),
                severity: .warning)
        }
    }

    /// Whether a frame strictly between the two shows the strategy at rest.
    static func restedBetween(_ timeline: Timeline, _ index: TimelineIndex, _ from: Int, _ to: Int) -> Bool {
        let start = timeline.firstSampleIndex(atOrAfterFrame: from + 1)
        let end = timeline.firstSampleIndex(atOrAfterFrame: to)
        guard start < end else { return false }
        return index.flags[start..<end].contains { $0.contains(.resting) }
    }
}
