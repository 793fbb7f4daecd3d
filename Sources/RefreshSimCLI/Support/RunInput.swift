import RefreshSim

/// One file a command judges: a scenario, simulated; or a recorded trace, judged as it was
/// recorded with the thresholds and `expect` of the expectations file beside it.
struct RunInput {
    let path: String
    /// A scenario file's scenario; for a trace, the scenario its recording stands for (device,
    /// duration, frame rate), which charts and reports read.
    let scenario: Scenario
    let trace: Trace?
    /// Files read for it besides `path`: a trace's expectations.
    let companions: [String]
    private let vocabulary: Vocabulary?

    init(path: String, scenario: Scenario) {
        self.path = path
        self.scenario = scenario
        trace = nil
        companions = []
        vocabulary = nil
    }

    init(path: String, trace: Trace, expectations: TraceExpectations, companions: [String], vocabulary: Vocabulary) {
        self.path = path
        self.trace = trace
        self.companions = companions
        self.vocabulary = vocabulary
        scenario = TraceJudge(vocabulary: vocabulary).judge(trace).scenario(analysis: expectations.analysis, expect: expectations.expect)
    }

    var isRecording: Bool { trace != nil }
    var name: String { scenario.name }

    /// Every file the inputs read: outputs must land on none of them (`OutputPlan`).
    static func files(_ inputs: [RunInput], given paths: [String]) -> [String] {
        paths + inputs.flatMap(\.companions)
    }

    /// The scenario simulated, or the recording judged.
    func run() -> ScenarioRun {
        guard let trace, let vocabulary else { return ScenarioRun(scenario) }
        return ScenarioRun(judging: trace, vocabulary: vocabulary, analysis: scenario.analysis, expect: scenario.expect)
    }

    /// The same, for what needs no sample but the last: a scenario's run is analysed while it
    /// runs, so its memory does not grow with its length (`ScenarioRun.init(streaming:)`); without
    /// `keepingEvents`, only the not-simulated events are kept.
    func runStreamed(keepingEvents: Bool) -> ScenarioRun {
        trace == nil ? ScenarioRun(streaming: scenario, keepingEvents: keepingEvents) : run()
    }
}
