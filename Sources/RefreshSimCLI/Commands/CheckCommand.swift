import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim

/// `refreshsim check`: runs scenarios and fails when they stop behaving as their `expect` block
/// (and, with `--baseline`, their stored baselines) say. Made for users' CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios and compare their verdict and glitches with each scenario's \"expect\".",
        discussion: """
            A scenario may carry "expect": { "verdict": "smooth" or "janky", "glitches": [names] }. \
            check runs each scenario and fails it when the verdict or the set of glitch classes \
            differs, printing what differed. With --baseline DIR the report's findings (class, \
            frame, message) and the chart are also compared with DIR/<name>.findings.json and \
            DIR/<name>.chart.png (pixels within a small tolerance); --record writes those files \
            instead. A chart that differs leaves its actual image and a diff image in \
            $SNAPSHOT_ARTIFACTS/refreshsim-check (or the temporary directory) and prints their paths.

            Examples:
              refreshsim check Scenarios/*.json
              refreshsim check Scenarios/*.json --baseline Baselines --record
              refreshsim check Scenarios/*.json --baseline Baselines

            Exit status: 0 every scenario passed, 1 a scenario differs, 2 bad input (a missing or \
            invalid scenario file, --record without --baseline).
            """
    )

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String] = []

    @Option(name: .long, help: ArgumentHelp("Directory of stored baselines to compare with.", valueName: "DIR"))
    var baseline: String?

    @Flag(name: .long, help: "Write the baselines to --baseline DIR instead of comparing.")
    var record = false

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("give at least one scenario file") }
        if record && baseline == nil { throw ValidationError("--record needs --baseline DIR") }
    }

    func run() throws {
        let loaded = try ScenarioSet.load(scenarios)
        let store = baseline.map(DirectoryBaselineStore.init)
        if let store {
            // One scenario's baseline must not be another's: two scenarios with one name clash.
            var plan = OutputPlan()
            for (index, scenario) in loaded.enumerated() {
                plan.add("\(store.path)/\(scenario.name).findings.json",
                         "the baseline of " + OutputPlan.source(of: scenario, at: index, paths: scenarios, loadedCount: loaded.count))
            }
            try plan.check()
            if record {
                try AtomicFileWriter.ensureDirectory(store.path)
                guard access(store.path, W_OK) == 0 else {
                    throw CLIFailure.outputFailed("\(store.path): cannot write baselines there: \(CLIFailure.systemMessage())")
                }
            }
        }
        var summary = CheckSummary()
        for scenario in loaded {
            let run = ScenarioRun(scenario)
            summary.results.append(Checker(comparisons: [FindingsBaseline(), ChartBaseline()]).check(run, baselines: store, record: record))
        }
        print(summary.text, terminator: "")
        if let failures = store?.writeFailures.all, !failures.isEmpty {
            throw CLIFailure.outputFailed(failures.joined(separator: "\n"))
        }
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}

/// Baselines as files in a directory, written atomically.
struct DirectoryBaselineStore: BaselineStore {
    var path: String
    let writeFailures = BaselineWriteFailures()

    init(path: String) { self.path = path }

    func read(_ fileName: String) throws -> [UInt8]? {
        try BaselineFile.contents(URL(fileURLWithPath: path).appendingPathComponent(fileName).path)
    }

    func write(_ bytes: [UInt8], to fileName: String) throws {
        do {
            try AtomicFileWriter.write(bytes, to: URL(fileURLWithPath: path).appendingPathComponent(fileName).path)
        } catch {
            writeFailures.add(error.message)
            throw error
        }
    }
}
