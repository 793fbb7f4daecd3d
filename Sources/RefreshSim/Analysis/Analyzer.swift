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
    ]

    public init(thresholds: GlitchThresholds = GlitchThresholds(),
                detectors: [any GlitchDetector] = Analyzer.standardDetectors) {
        self.thresholds = thresholds
        self.detectors = detectors
    }

    /// Findings in time order; ties broken by class name, frame and message so that the order
    /// never depends on the detectors' order.
    public func analyze(_ timeline: Timeline) -> Analysis {
        let index = TimelineIndex(timeline)
        let findings = detectors.flatMap { $0.findings(in: timeline, index: index, thresholds: thresholds) }
        return Analysis(findings: findings.sorted { a, b in
            if a.time != b.time { return a.time < b.time }
            if a.glitch != b.glitch { return a.glitch < b.glitch }
            if a.frame != b.frame { return a.frame < b.frame }
            return a.message < b.message
        }, activity: RefreshActivity(timeline, index: index))
    }
}
