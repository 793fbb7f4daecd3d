/// `stuckSpinner`: a refreshing/loading run that (a) is still running 1 s (`stuckAfterLoadSeconds`)
/// after a load ended, (b) lasts longer than `stuckSpinnerSeconds`, or (c) is still running when the
/// timeline ends. One finding per run, at the earliest moment it was evidently stuck.
///
/// Severity: error, except (c) alone while a load is still in flight at the end — the scenario
/// may simply be too short to see the load end — which is a warning.
public struct StuckSpinnerDetector: GlitchDetector {
    public let glitch = GlitchClass.stuckSpinner

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let samples = timeline.samples
        let events = timeline.events
        var result: [Finding] = []
        for run in index.refreshingRuns {
            guard let first = run.first, let last = run.last else { continue }
            let start = samples[first].time
            let end = samples[last].time

            // Load ends are in stream (so time) order: those within the run are one slice.
            let within = index.loadEnds[index.loadEnds.firstIndex(notBefore: { events[$0].time < start })...]
                .prefix { events[$0].time <= end }
            if let loadEndPosition = within.first(where: {
                !Self.loadRestarted(index, events, after: $0, within: thresholds.stuckAfterLoadSeconds)
                    && !Self.anotherLoadRunning(index, at: $0)
            }) {
                let loadEnd = events[loadEndPosition]
                let deadline = loadEnd.time + thresholds.stuckAfterLoadSeconds
                let index = timeline.firstSampleIndex(atOrAfter: deadline)
                if run.contains(index) {
                    let outcome: LoadResult? = if case let .loadEnd(result, _, _) = loadEnd.kind { result } else { nil }
                    result.append(
                        finding(
                            at: samples[index],
                            .spinnerOutlivedLoad(
                                since: start, time: samples[index].time,
                                loadEnd: loadEnd.time, result: outcome)))
                    continue
                }
            }

            let limit = start + thresholds.stuckSpinnerSeconds
            var limitIndex = timeline.firstSampleIndex(atOrAfter: limit)
            if samples.indices.contains(limitIndex), samples[limitIndex].time == limit { limitIndex += 1 }
            if run.contains(limitIndex) {
                result.append(
                    finding(
                        at: samples[limitIndex],
                        .spinnerPastLimit(
                            since: start, time: samples[limitIndex].time,
                            limit: thresholds.stuckSpinnerSeconds)))
                continue
            }

            if run.upperBound == samples.count {
                let inFlight = Self.loadInFlight(index, events, at: end)
                result.append(
                    finding(
                        at: samples[last], .spinnerAtEnd(since: start, end: end, loadRunning: inFlight),
                        severity: inFlight ? .warning : .error))
            }
        }
        return result
    }

    /// Whether another load starts after `loadEnd` (e.g. a reload that cancelled it) before the
    /// spinner would count as stuck: then the spinner is waiting for that load, not for nothing.
    static func loadRestarted(_ index: TimelineIndex, _ events: [TimelineEvent], after loadEnd: Int, within seconds: Double) -> Bool {
        let deadline = events[loadEnd].time + seconds
        // Load starts are in stream order: the first one after the end decides.
        let next = index.loadStarts.firstIndex(notBefore: { $0 <= loadEnd })
        guard next < index.loadStarts.endIndex else { return false }
        let nextStart = index.loadStarts[next]
        return events[nextStart].time <= deadline
    }

    /// Whether a load started before the one ending at `loadEnd` is still running then (loads
    /// that overlap, as an unguarded load-more starts them): the spinner waits for that one.
    static func anotherLoadRunning(_ index: TimelineIndex, at loadEnd: Int) -> Bool {
        let started = index.loadStarts.firstIndex(notBefore: { $0 < loadEnd })
        let ended = index.loadEnds.firstIndex(notBefore: { $0 <= loadEnd })
        return started - index.loadStarts.startIndex > ended - index.loadEnds.startIndex
    }

    /// Whether the last load event at or before `time` is a loadStart.
    static func loadInFlight(_ index: TimelineIndex, _ events: [TimelineEvent], at time: Double) -> Bool {
        let lastStart = index.loadStarts[..<index.loadStarts.firstIndex(notBefore: { events[$0].time <= time })].last
        let lastEnd = index.loadEnds[..<index.loadEnds.firstIndex(notBefore: { events[$0].time <= time })].last
        guard let lastStart else { return false }
        return lastEnd.map { lastStart > $0 } ?? true
    }
}
