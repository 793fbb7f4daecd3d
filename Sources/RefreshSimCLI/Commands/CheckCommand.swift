import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim

/// `refreshsim check`: runs scenarios and fails when they stop behaving as their `expect` block
/// (and, with `--baseline`, their stored baselines) say. Made for users' CI.
struct CheckCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios and compare their verdict and glitches with each scenario's \"expect\".",
        discussion: """
            A scenario may carry "expect" with any of: "verdict" ("smooth" or "janky"), \
            "glitches" (the exact set of glitch classes), "includes" and "excludes" (classes that \
            must, or must not, be found), "noFindingsBefore" (seconds), "refreshes" and \
            "loadMores" (how many header refreshes and footer load-mores start: a number, or \
            {"min": 1, "max": 2}), "header" and "footer" (each one's loads, findings and final \
            phase), "gestures" (what each gesture, by its "id", must do), "hitchTimeRatio" \
            ({"min", "max"} in ms/s) and "notSimulated" (what the run is known to leave out: \
            "wallClockWait", "observation UILabel.text"…). check runs each scenario and fails it \
            when any of them differs, and fails a run that left out something (a notSimulated \
            event) its scenario does not name, with or without an "expect". A FAIL names the file \
            and, for each finding behind it, the glitch class, its time and its text. A file that cannot be read or is not a valid scenario is reported \
            and the others are still checked; the exit status is then 2.

            For CI: --junit FILE writes JUnit XML (one testcase per scenario) for GitHub, GitLab \
            and Jenkins test reports; --github (on by itself when GITHUB_ACTIONS=true) prints \
            ::error annotations that GitHub shows beside the file; --json FILE writes a summary.

            With --baseline DIR each run is also compared, in this order, with \
            DIR/<name>.findings.json (findings gone or new), DIR/<name>.events.json (events that \
            appeared, vanished, or moved by more than 20 ms, with the amount) and \
            DIR/<name>.chart.png (pixels within a small tolerance); --record writes those files \
            instead, except for a scenario that fails its expect. A chart that differs leaves its actual image and a diff image in \
            $SNAPSHOT_ARTIFACTS/refreshsim-check (or the temporary directory) and prints their paths.

            --review DIR writes the review page (see `refreshsim review`) of what was checked, \
            failures first, each with its differences and, with --baseline, the stored chart beside \
            this run's: upload the folder as a CI artifact and open index.html.

            Examples:
              refreshsim check Scenarios/
              refreshsim check Scenarios/ --junit check.xml --json check.json
              refreshsim check Scenarios/*.json --baseline Baselines --record
              refreshsim check Scenarios/*.json --baseline Baselines

            Exit status: 0 every scenario passed, 1 a scenario differs, 2 bad input (a missing or \
            invalid scenario file, --record without --baseline), 3 a report could not be written.
            """
    )

    @Argument(help: "Scenario files (JSON), directories of them, or - for standard input.")
    var scenarios: [String] = []

    @Option(name: .long, help: ArgumentHelp("Directory of stored baselines to compare with.", valueName: "DIR"))
    var baseline: String?

    @Flag(name: .long, help: "Write the baselines to --baseline DIR instead of comparing.")
    var record = false

    @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report.", valueName: "FILE"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a JSON summary.", valueName: "FILE"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write the review page of what was checked, failures first.", valueName: "DIR"))
    var review: String?

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp("Frames × pixels the --review page's phone films may take (see `refreshsim review --help`).", valueName: "N"))
    var maxPixels: Int?

    @Flag(
        name: .long, inversion: .prefixedNo,
        help: "Print GitHub Actions ::error annotations (default: on when GITHUB_ACTIONS=true).")
    var github: Bool?

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("give at least one scenario file") }
        if record && baseline == nil { throw ValidationError("--record needs --baseline DIR") }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let files = ScenarioSet.filesNotingSkipped(scenarios)
        guard !files.isEmpty else { throw CLIFailure.badInput("no scenario files in \(scenarios.joined(separator: ", "))") }
        var reports = CheckReports(results: [], unchecked: [])
        // Every file is read first; a bad one is reported and the others are still checked.
        var loaded: [(file: String, input: RunInput)] = []
        for path in files {
            let file = ScenarioFile.displayName(path)
            do {
                let (input, positions) = try ScenarioFile.loadLocatingExpect(path: path, vocabulary: vocabulary)
                loaded.append((file, input))
                reports.expectPositions[file] = positions
            } catch {
                reports.unchecked.append(UncheckedFile(file: file, message: error.message, position: error.position))
            }
        }
        let store = baseline.map(DirectoryBaselineStore.init)
        // Reports and baselines are checked before any run: one scenario's baseline must not be
        // another's, no output may be an input, and no two outputs may share a file.
        var plan = OutputPlan(inputs: RunInput.files(loaded.map(\.input), given: files))
        if let junit { plan.add(junit, "the JUnit report (--junit)") }
        if let json { plan.add(json, "the JSON summary (--json)") }
        if let store, record {
            let comparisons: [any BaselineComparison] = [FindingsBaseline(), EventsBaseline(), ChartBaseline()]
            for (file, input) in loaded {
                let scenario = input.scenario
                for comparison in comparisons {
                    plan.add(
                        "\(store.path)/\(comparison.fileName(for: scenario.name))",
                        "the \(comparison.kind) baseline of \"\(scenario.name)\" (\(file))")
                }
            }
        } else if let store {
            // Only read, so inputs no output may be written over; and one name must not stand for
            // two scenarios.
            var names = OutputPlan()
            for (file, input) in loaded {
                let scenario = input.scenario
                names.add("\(store.path)/\(scenario.name).findings.json", "the baseline of \"\(scenario.name)\" (\(file))")
                for comparison in [FindingsBaseline(), EventsBaseline(), ChartBaseline()] as [any BaselineComparison] {
                    plan.addInput("\(store.path)/\(comparison.fileName(for: scenario.name))")
                }
            }
            try names.check()
        }
        let reviewFolder = try review.map { folder throws(CLIFailure) in
            try ReviewWriter.plan(folder, into: &plan, what: "the review page (--review)")
        }
        try plan.check()
        if let store {
            if record {
                try AtomicFileWriter.ensureDirectory(store.path)
                guard access(store.path, W_OK) == 0 else {
                    throw CLIFailure.outputFailed("\(store.path): cannot write baselines there: \(CLIFailure.systemMessage())")
                }
            }
        }
        let checker = Checker(comparisons: [FindingsBaseline(), EventsBaseline(), ChartBaseline()])
        var runs: [ScenarioRun] = []
        for (file, input) in loaded {
            let run = input.run()
            runs.append(run)
            reports.results.append(checker.check(run, baselines: store, record: record, file: file))
        }
        let summary = CheckSummary(results: reports.results, badInputs: reports.unchecked.map(\.message))
        // A line of its own for each difference: a line break quoted from a file is escaped.
        for line in summary.lines { print(Console.escaped(line)) }
        if github ?? (ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true") {
            print(reports.githubAnnotations, terminator: "")
        }
        for (path, text) in [(junit, reports.junitXML), (json, reports.json + "\n")] {
            guard let path else { continue }
            try AtomicFileWriter.ensureParentDirectory(of: path)
            try AtomicFileWriter.write(text, to: path)
        }
        if let review {
            let builder = CheckReview.builder(runs: runs, results: reports.results, unchecked: reports.unchecked, baselines: store?.path)
            print(
                Console.escaped(try ReviewWriter.write(builder, to: reviewFolder ?? review, singleFile: false, maxPixels: maxPixels).index))
        }
        if let failures = store?.writeFailures.all, !failures.isEmpty {
            throw CLIFailure.outputFailed(failures.joined(separator: "\n"))
        }
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}
