import RefreshSim

/// Every scenario named on the command line, all validated before anything runs or is written,
/// with every file's errors reported together.
enum ScenarioSet {
    static func load(_ paths: [String]) throws(CLIFailure) -> [Scenario] {
        var scenarios: [Scenario] = []
        var messages: [String] = []
        for path in paths {
            do {
                scenarios.append(try ScenarioFile.load(path: path))
            } catch {
                messages.append(error.message)
            }
        }
        guard messages.isEmpty else { throw .badInput(messages.joined(separator: "\n")) }
        return scenarios
    }
}

/// One scenario simulated and judged.
struct ScenarioRun {
    let scenario: Scenario
    let timeline: Timeline
    let analysis: Analysis

    init(_ scenario: Scenario) {
        self.scenario = scenario
        timeline = Simulator(scenario: scenario).run()
        analysis = Analyzer(thresholds: scenario.analysis).analyze(timeline)
    }

    var summaryLine: String {
        let count = analysis.findings.count
        return "\(scenario.name): \(timeline.samples.count) frames, final offset \(Format.points(timeline.samples.last?.offset ?? 0)) pt, "
            + "\(analysis.verdict.rawValue)" + (count > 0 ? " (\(count) finding\(count == 1 ? "" : "s"))" : "")
    }
}

/// Where an output goes: the given file (or `-`) for one scenario, `<dir>/<name>.<ext>` for several.
enum OutputPath {
    static func resolve(_ path: String, for scenario: Scenario, extension ext: String, count: Int) throws(CLIFailure) -> String {
        guard path != AtomicFileWriter.standardOutput, count > 1 || path.hasSuffix("/") else { return path }
        try AtomicFileWriter.ensureDirectory(path)
        let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
        return "\(directory)/\(scenario.name).\(ext)"
    }
}
