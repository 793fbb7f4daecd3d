/// Runs every detector over a timeline and judges it.
public struct Analyzer: Sendable {
    public var thresholds: GlitchThresholds
    public var detectors: [any GlitchDetector]

    /// One detector per glitch class, in `GlitchClass` order.
    public static let standardDetectors: [any GlitchDetector] = [
        JumpUnderFingerDetector(),
        ReloadWhileDraggingDetector(),
        OffsetJumpDetector(),
        StuckSpinnerDetector(),
        DoubleTriggerDetector(),
        MomentumTriggerDetector(),
        HiddenWhileLoadingDetector(),
        ReleaseLagDetector(),
        InsetDriftDetector(),
        FooterMisplacedDetector(),
        FlingKilledDetector(),
        BlankContentDetector(),
        DeadPullDetector(),
        HitchDetector(),
        ContentShiftDetector(),
        PositionLostDetector(),
        StalledFeedDetector(),
        BlankRowsDetector(),
    ]

    public init(
        thresholds: GlitchThresholds = GlitchThresholds(),
        detectors: [any GlitchDetector] = Analyzer.standardDetectors
    ) {
        self.thresholds = thresholds
        self.detectors = detectors
    }

    /// Findings in time order; ties broken by class name, frame and sentence so that the order
    /// never depends on the detectors' order.
    public func analyze(_ timeline: Timeline) -> Analysis {
        let index = TimelineIndex(timeline, thresholds: thresholds)
        let findings =
            timeline.components.isEmpty
            ? detectors.flatMap { $0.findings(in: timeline, index: index, thresholds: thresholds) }
            : componentFindings(timeline, index: index)
        return Analysis(
            findings: Self.ordered(findings), activity: RefreshActivity(timeline, maxPull: index.maxPull),
            hitches: HitchSummary(timeline, thresholds: thresholds))
    }

    /// Time order, ties broken by class name, frame and sentence.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.sorted { a, b in
            if a.time != b.time { return a.time < b.time }
            if a.glitch != b.glitch { return a.glitch < b.glitch }
            if a.frame != b.frame { return a.frame < b.frame }
            return a.message < b.message
        }
    }

    /// Glitches of the scroll view as a whole: with a header and a footer they are looked for once,
    /// with "refreshing" meaning either component is.
    static let scrollViewGlitches: Set<GlitchClass> = [
        .jumpUnderFinger, .offsetJump, .insetDrift, .flingKilled, .hitch, .contentShift, .positionLost, .blankRows,
    ]

    /// A header and a footer: each is analysed as if it were alone (its states, indicator, loader
    /// and events) for the glitches of a refresh component; the scroll view's own glitches are
    /// looked for once. Either kind of finding names the component whose strategy acted last
    /// before it, when the analysis itself does not tell.
    /// `index` is the whole timeline's: the combined view differs from it only in its tracks.
    private func componentFindings(_ timeline: Timeline, index wholeIndex: TimelineIndex) -> [Finding] {
        var kept: [Finding] = []
        let owners = timeline.eventComponents()
        let whole = timeline.combined()
        for var finding in detectors.filter({ Self.scrollViewGlitches.contains($0.glitch) })
            .flatMap({ $0.findings(in: whole, index: wholeIndex, thresholds: thresholds) })
        {
            finding.component = timeline.lastActor(atOrBefore: finding.time, owners: owners)
            kept.append(finding)
        }
        let componentDetectors = detectors.filter { !Self.scrollViewGlitches.contains($0.glitch) }
        for track in timeline.components {
            let view = timeline.projected(onto: track)
            let viewIndex = TimelineIndex(view, thresholds: thresholds)
            for var finding in componentDetectors.flatMap({ $0.findings(in: view, index: viewIndex, thresholds: thresholds) }) {
                finding.component = track.role
                if let index = kept.firstIndex(where: { $0.isSame(as: finding) }) {
                    kept[index].component = timeline.lastActor(atOrBefore: finding.time, owners: owners) ?? kept[index].component
                } else {
                    kept.append(finding)
                }
            }
        }
        return kept
    }
}
