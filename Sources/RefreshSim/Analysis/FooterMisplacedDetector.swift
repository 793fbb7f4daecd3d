/// `footerMisplaced` (footer strategies): the footer's top differs from
/// `max(contentHeight, viewport − I0 − I0b)` by more than 0.5 pt for more than 1 frame (one finding
/// per stretch, at its first frame), or a footer load (`refreshStart`) fires with no touch since the
/// previous load ended (`loadEnd` or `refreshEnd`; or since the start). A load fired while the
/// previous one still runs is left to `doubleTrigger`.
///
/// The baseline insets are used, not the live ones: a footer holding itself with a bottom inset
/// must not move.
///
/// Not for content as rows: a list's load-more (a `willDisplay` trigger, a prefetch) loads with no
/// touch by design, at launch or a screen ahead, and its spinner row follows the rows; its own
/// classes (`doubleTrigger`, `stalledFeed`) judge it.
public struct FooterMisplacedDetector: GlitchDetector {
    public let glitch = GlitchClass.footerMisplaced

    static let tolerance = 0.5

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard timeline.indicator == .footer, timeline.list == nil else { return [] }
        return misplacements(timeline) + untouchedLoads(timeline)
    }

    static func expectedTop(_ sample: FrameSample, _ timeline: Timeline) -> Double {
        max(sample.contentHeight, timeline.viewportHeight - timeline.baseInsetTop - timeline.baseInsetBottom)
    }

    /// Whether the sample's footer is off its place (one frame of a stretch).
    static func isMisplaced(_ sample: borrowing FrameSample, _ timeline: Timeline) -> Bool {
        guard let top = sample.footerTop else { return false }
        return abs(top - expectedTop(sample, timeline)) > tolerance
    }

    func misplacements(_ timeline: Timeline) -> [Finding] {
        let runs = timeline.runs { Self.isMisplaced($0, timeline) }
        return runs.compactMap { run in
            guard run.count > 1, let first = run.first, let top = timeline.samples[first].footerTop else { return nil }
            let sample = timeline.samples[first]
            return finding(
                at: sample,
                .footerOffPlace(
                    top: top, expected: Self.expectedTop(sample, timeline),
                    contentHeight: sample.contentHeight, since: sample.time,
                    duration: timeline.duration(of: run)))
        }
    }

    /// Loads that fire one after another with no touch between them are one finding, with the count.
    func untouchedLoads(_ timeline: Timeline) -> [Finding] {
        var touched = false
        var loadRunning = false
        var burst: [TimelineEvent] = []
        var result: [Finding] = []
        func close() {
            guard let first = burst.first, let last = burst.last else { return }
            result.append(finding(at: first, .untouchedLoads(count: burst.count, first: first.time, last: last.time)))
            burst.removeAll()
        }
        for event in timeline.events {
            switch event.kind {
            case .touchDown:
                touched = true
                close()
            case .loadEnd, .refreshEnd:
                loadRunning = false
            case .refreshStart where !loadRunning:
                if !touched { burst.append(event) }
                touched = false
                loadRunning = true
            default:
                break
            }
        }
        close()
        return result
    }
}
