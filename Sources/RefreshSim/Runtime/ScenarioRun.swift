/// One scenario simulated and judged: scenario → timeline → analysis. The CLI's `run`, `check` and
/// charts, and the tests, all go through this.
public struct ScenarioRun: Sendable {
    public var scenario: Scenario
    public var timeline: Timeline
    public var analysis: Analysis
    /// Set when the run was read from a recording (`init(judging:)`), not simulated.
    public var recording: RecordingFacts?

    /// Simulates the scenario with its own strategy (or `strategy`) and analyses it with its thresholds.
    public init(_ scenario: Scenario, strategy: Simulator.StrategyBuilder? = nil) {
        let timeline = Simulator(scenario: scenario, strategy: strategy).run()
        let analysis = Self.withDragToTrigger(Analyzer(thresholds: scenario.analysis).analyze(timeline), timeline, scenario)
        self.init(scenario: scenario, timeline: timeline, analysis: analysis)
    }

    /// The same run, analysed while it runs so that its memory does not grow with its length
    /// (`EpisodeStream`): the same analysis, frame count, final sample and report, but
    /// `timeline.samples` is empty (events and the run's constants are kept). For what reads only
    /// those: `run` without `--csv`. Without `keepingEvents` (`run` without `--report`),
    /// `timeline.events` holds only the not-simulated events, which `notSimulatedLines` reads. A
    /// run that cannot be streamed (main-thread costs, rows, a header and a footer) is run whole,
    /// its samples kept.
    ///
    /// Not public: a chart, a CSV or an analysis of the timeline would read no samples and say
    /// nothing was wrong. A user's `ScenarioRun` always has every sample.
    package init(streaming scenario: Scenario, keepingEvents: Bool = true) {
        let simulator = Simulator(scenario: scenario)
        guard let streamed = simulator.runStreamed(thresholds: scenario.analysis, keepingEvents: keepingEvents) else {
            self.init(scenario)
            return
        }
        let analysis = Self.withDragToTrigger(streamed.analysis, streamed.timeline, scenario)
        self.init(scenario: scenario, timeline: streamed.timeline, analysis: analysis)
        self.streamed = streamed
    }

    private static func withDragToTrigger(_ analysis: Analysis, _ timeline: Timeline, _ scenario: Scenario) -> Analysis {
        var analysis = analysis
        if let trigger = timeline.triggerDistance, trigger.isFinite, trigger > 0, timeline.bounces {
            let band = RubberBand(coefficient: timeline.rubberBandCoefficient, dimension: timeline.viewportHeight)
            analysis.activity.dragToTrigger = scenario.physics.panHysteresis + band.overscroll(forStretch: trigger)
        }
        return analysis
    }

    /// Set for a run analysed as it ran (`init(streaming:)`).
    package private(set) var streamed: StreamedRun?

    /// Frames the run sampled (kept or not).
    public var frameCount: Int { timeline.frameCount }

    /// The run's last sample (kept or not).
    public var finalSample: FrameSample? { timeline.finalSample }

    /// A run whose parts are already at hand (tests, baselines).
    public init(scenario: Scenario, timeline: Timeline, analysis: Analysis) {
        self.scenario = scenario
        self.timeline = timeline
        self.analysis = analysis
    }

    /// What `refreshsim run` prints first: frames, final offset, refreshes, load-mores, the deepest
    /// pull against the trigger, the verdict.
    public var summaryLine: String {
        let count = analysis.findings.count
        let activity = analysis.activity
        var parts = [
            "\(frameCount) frames",
            "final offset \(Format.points(finalSample?.offset ?? 0)) pt",
            "refreshes \(Self.count(activity.refreshes))",
            "load-mores \(Self.count(activity.loadMores))",
        ]
        let pull = "max pull \(Format.distance(activity.maxPull))"
        parts.append(activity.trigger.map { pull + " (trigger \(Format.distance($0)))" } ?? pull)
        if let hitches = analysis.hitches { parts.append(hitches.summaryText) }
        parts.append(analysis.verdict.rawValue + (count > 0 ? " (\(count) finding\(count == 1 ? "" : "s"))" : ""))
        let left = notSimulatedLabels.count
        if left > 0 { parts.append("\(left) not simulated") }
        return "\(scenario.name): " + parts.joined(separator: ", ")
    }

    /// What `run` prints under the findings, once per thing left out, at its first time:
    /// `  0.52 s  not simulated  observation UILabel.text: observes `text` of UILabel, …`.
    public var notSimulatedLines: [String] {
        var seen: Set<String> = []
        return timeline.notSimulated.compactMap { event in
            guard seen.insert(event.what.label).inserted else { return nil }
            return "  \(Format.fixed(event.time, 2)) s  not simulated  \(event.what.label): \(event.what.sentence)"
        }
    }

    private var notSimulatedLabels: Set<String> { Set(timeline.notSimulated.map(\.what.label)) }

    /// `0`, `2 (2 ended)`, `1 (0 ended)`.
    private static func count(_ count: RefreshActivity.Count) -> String {
        count.started == 0 && count.ended == 0 ? "0" : "\(count.started) (\(count.ended) ended)"
    }
}
