/// `blankContent`: from the first refresh action on, the indicator is hidden (< 0.5 pt visible)
/// while a web load has been requested and nothing is committed yet (loader phase `request`,
/// `redirect` or `response`): the old page is gone or going, the new one is not there, and nothing says so.
/// Only while the top of the page is in view: scrolled away, the user hid the spinner themselves.
/// One finding per such stretch, at its first frame. A load that commits and then finishes with no
/// spinner is fine: the seed ends on didCommit on purpose.
public struct BlankContentDetector: GlitchDetector {
    public let glitch = GlitchClass.blankContent
    /// The frames it looks for: a web load awaiting its commit, the indicator hidden, its edge in view.
    static let frames = FrameCondition(allOf: [.awaitingCommit, .indicatorHidden, .edgeInView])

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        // From the first action on: a stretch that began before it counts from there.
        let from: Int
        if index.refreshedEarlier {
            from = 0
        } else if let firstAction = index.refreshStarts.first.map({ timeline.events[$0] }) {
            from = timeline.firstSampleIndex(atOrAfterFrame: firstAction.frame)
        } else {
            return []
        }
        let runs = index.runs(where: Self.frames)
            .map { $0.clamped(to: from..<max(from, timeline.samples.count)) }
            .filter { !$0.isEmpty }
        return runs.compactMap { run in
            guard let first = run.first else { return nil }
            let sample = timeline.samples[first]
            return finding(at: sample, .blankPage(since: sample.time, duration: timeline.duration(of: run), loader: sample.loaderPhase))
        }
    }
}
