import ArgumentParser
import RefreshSim

struct RunCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Simulate scenarios and print one line each: frames, final offset, refreshes, load-mores, deepest pull, verdict, findings and what was not simulated.",
        discussion: """
            --csv writes one row per frame; --report writes the events (UIKit names), findings and \
            verdict as JSON. With several scenarios, FILE must be a directory: each scenario gets \
            <name>.csv or <name>.json in it. FILE - is standard output (one scenario; the summary \
            lines are then left out). Files are written atomically: a failed run leaves no partial \
            file.

            Examples:
              refreshsim run Scenarios/wkwebview-bad.json
              refreshsim run Scenarios/cj-header.json --csv t.csv --report t.json
              refreshsim run Scenarios/*.json --report reports/
              refreshsim run Scenarios/cj-header.json --csv - | head
            """
    )

    @Argument(help: "Scenario files (JSON), directories of them, or - for standard input.")
    var scenarios: [String]

    @Option(name: .customLong("csv"), help: ArgumentHelp("Write the per-frame timeline as CSV (- for standard output).", valueName: "FILE"))
    var csvPath: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp("Write events, findings and verdict as JSON (- for standard output).", valueName: "FILE"))
    var reportPath: String?

    func validate() throws {
        guard !scenarios.isEmpty else { throw ValidationError("Give at least one scenario file.") }
        for (option, path) in [("--csv", csvPath), ("--report", reportPath)] where path == AtomicFileWriter.standardOutput {
            guard scenarios.count == 1 else {
                throw ValidationError(
                    "\(option) - writes one scenario to standard output, but \(scenarios.count) are given: give a directory")
            }
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        // Over a folder, every scenario that loads runs; the files that do not are named at the end
        // (status 2).
        let each = try ScenarioSet.loadEach(files: ScenarioSet.filesNotingSkipped(scenarios), named: scenarios, vocabulary: vocabulary)
        let files = each.files
        let loaded = each.inputs
        for (option, path) in [("--csv", csvPath), ("--report", reportPath)] {
            if let path { try OutputPath.checkDirectory(path, option: option, count: loaded.count) }
        }
        var plan = OutputPlan(inputs: RunInput.files(loaded, given: files))
        var outputs: [(csv: String?, report: String?)] = []
        for (index, scenario) in loaded.enumerated() {
            let csv = try csvPath.map { p throws(CLIFailure) in
                try OutputPath.resolve(p, for: scenario, extension: "csv", count: loaded.count)
            }
            let report = try reportPath.map { p throws(CLIFailure) in
                try OutputPath.resolve(p, for: scenario, extension: "json", count: loaded.count)
            }
            let source = OutputPlan.source(of: scenario, at: index, paths: files, loadedCount: loaded.count)
            if let csv { plan.add(csv, "the CSV of \(source)") }
            if let report { plan.add(report, "the report of \(source)") }
            outputs.append((csv, report))
        }
        try plan.check()
        // Standard output carries the CSV or report: no summary lines mixed into it.
        let summary = !outputs.contains { $0.csv == AtomicFileWriter.standardOutput || $0.report == AtomicFileWriter.standardOutput }
        for (index, (scenario, output)) in zip(loaded, outputs).enumerated() {
            // Only the CSV needs every sample, and only the report every event.
            let result = output.csv == nil ? scenario.runStreamed(keepingEvents: output.report != nil) : scenario.run()
            if let overrun = result.timeline.reactionOverrun {
                throw CLIFailure.badInput(
                    "\(OutputPlan.source(of: scenario, at: index, paths: files, loadedCount: loaded.count)): \(overrun)")
            }
            if summary {
                print(result.summaryLine)
                for finding in result.analysis.findings {
                    print(finding.text(.runLine))
                }
                for line in result.notSimulatedLines { print(line) }
            }
            if summary, let nearMiss = result.analysis.activity.nearMiss { print("  note: \(nearMiss)") }
            if summary, let recording = result.recording {
                print("  note: \(recording.origin); \(recording.coverage.summary)")
            }
            // A missing folder is made, as `plot` makes one.
            if let csv = output.csv {
                try AtomicFileWriter.ensureParentDirectory(of: csv)
                try AtomicFileWriter.write(TimelineCSV.render(result.timeline), to: csv)
            }
            if let report = output.report {
                try AtomicFileWriter.ensureParentDirectory(of: report)
                try AtomicFileWriter.write(RunReport.render(result), to: report)
            }
        }
        if let rest = each.failureForTheRest() { throw rest }
    }
}
