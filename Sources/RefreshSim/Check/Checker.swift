/// What `refreshsim check` decides for one scenario.
public struct ScenarioCheckResult: Sendable, Equatable {
    public var name: String
    /// One line per difference from the expectation or a baseline; empty when it passed.
    public var differences: [String]
    /// Baseline files written by `--record`.
    public var recorded: [String]
    /// The scenario file, as the user named it, when the run came from one.
    public var file: String? = nil
    /// The findings behind the differences, for reports that name each one's class, time and text.
    public var findings: [Finding] = []
    /// The run's hitch figures, when it had main-thread costs.
    public var hitches: HitchSummary? = nil

    public var passed: Bool { differences.isEmpty }
}

/// Judges runs against their scenario's `expect` and, optionally, stored baselines.
public struct Checker: Sendable {
    /// The baseline comparisons `--baseline` runs, in order: the findings here; the CLI adds the
    /// chart (RefreshPlot's `ChartBaseline`).
    public var comparisons: [any BaselineComparison]

    public init(comparisons: [any BaselineComparison] = [FindingsBaseline()]) {
        self.comparisons = comparisons
    }

    /// `record` writes every comparison's artifact instead of comparing it; a scenario that fails
    /// its `expect` is not recorded (its baseline would enshrine the failure). A scenario with no
    /// `expect` and no baseline passes, unless its run has a `notSimulated` event: there is nothing
    /// else to hold it to.
    public func check(
        _ run: ScenarioRun, baselines: (any BaselineStore)? = nil, record: Bool = false,
        file: String? = nil
    ) -> ScenarioCheckResult {
        var result = ScenarioCheckResult(name: run.scenario.name, differences: [], recorded: [], file: file)
        result.hitches = run.analysis.hitches
        if let overrun = run.timeline.reactionOverrun { result.differences.append("\(overrun)") }
        if let expect = run.scenario.expect {
            result.differences += ExpectationCheck.differences(expect, run.analysis)
            result.findings = ExpectationCheck.explainingFindings(expect, run.analysis)
        }
        // Whether or not there is an expectation: a verdict on a run that left something out is
        // one the user must be told not to trust.
        result.differences += NotSimulatedCheck.differences(run.scenario.expect?.notSimulated, run.timeline)
        guard let store = baselines else { return result }
        if record, !result.differences.isEmpty {
            result.differences.append("baselines not recorded: the scenario fails its expect; fix the behaviour or the expect first")
            return result
        }
        for comparison in comparisons {
            let fileName = comparison.fileName(for: run.scenario.name)
            do {
                let current = try comparison.artifact(for: run)
                if record {
                    try store.write(current, to: fileName)
                    result.recorded.append(fileName)
                } else if let stored = try store.read(fileName) {
                    result.differences += comparison.differences(recorded: stored, current: current, scenarioName: run.scenario.name)
                } else {
                    result.differences.append("\(comparison.kind): no baseline \(fileName); record one with --record")
                }
            } catch {
                result.differences.append("\(comparison.kind): \(fileName): \(error)")
            }
        }
        return result
    }
}

/// The outcome of a whole `check` invocation and its exit status: 2 if any input was bad (even if
/// others failed), else 1 if any scenario failed, else 0.
public struct CheckSummary: Sendable, Equatable {
    public var results: [ScenarioCheckResult] = []
    /// Messages for inputs that could not be checked at all (unreadable or invalid scenario files).
    public var badInputs: [String] = []

    public init(results: [ScenarioCheckResult] = [], badInputs: [String] = []) {
        self.results = results
        self.badInputs = badInputs
    }

    public var exitStatus: Int32 {
        if !badInputs.isEmpty { return 2 }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// What check prints: one line per scenario (with its file when known), under a failure each
    /// finding behind it (file, class, time, text) and each difference, a line per bad input, and a
    /// closing count.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// `text`'s lines: a difference, a finding or a bad input is one line each, whatever it quotes.
    public var lines: [String] {
        var lines: [String] = []
        for result in results {
            lines.append("\(result.passed ? "PASS" : "FAIL") \(result.name)" + (result.file.map { " (\($0))" } ?? ""))
            if !result.passed {
                lines += result.findings.map { "  \(result.file ?? result.name): \($0.text(.quoted))" }
            }
            lines += result.differences.map { "  \($0)" }
            lines += result.recorded.map { "  recorded \($0)" }
        }
        lines += badInputs.map { "ERROR \($0)" }
        let failed = results.filter { !$0.passed }.count
        lines.append(
            "\(results.count - failed) passed, \(failed) failed"
                + (badInputs.isEmpty ? "" : ", \(badInputs.count) not checked (bad input)"))
        return lines
    }
}
