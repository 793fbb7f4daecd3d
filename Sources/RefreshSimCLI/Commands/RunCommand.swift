import ArgumentParser
import RefreshSim

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Simulate scenarios and print one line each: frames, final offset, refreshes, load-mores, deepest pull, verdict and findings.",
        discussion: """
            --csv writes one row per frame; --report writes the events (UIKit names), findings and
            verdict as JSON. With several scenarios, FILE is a directory that gets <name>.csv or
            <name>.json per scenario. Files are written atomically: a failed run leaves no partial file.

            Examples:
              refreshsim run Scenarios/wkwebview-bad.json
              refreshsim run Scenarios/cj-header.json --csv cj-header.csv --report cj-header.json
              refreshsim run Scenarios/*.json --report reports/
            """
    )

    @Argument(help: "Scenario files (JSON).")
    var scenarios: [String]

    @Option(name: .customLong("csv"), help: ArgumentHelp("Write the per-frame timeline as CSV.", valueName: "FILE"))
    var csvPath: String?

    @Option(name: .customLong("report"), help: ArgumentHelp("Write events, findings and verdict as JSON.", valueName: "FILE"))
    var reportPath: String?

    func validate() throws {
        guard !scenarios.isEmpty else { throw ValidationError("Give at least one scenario file.") }
    }

    func run() throws {
        let loaded = try ScenarioSet.load(scenarios)
        for scenario in loaded {
            let result = ScenarioRun(scenario)
            print(result.summaryLine)
            for finding in result.analysis.findings {
                print("  \(Format.fixed(finding.time, 2)) s  \(finding.severity.rawValue)  \(finding.glitch): \(finding.labelledMessage)")
            }
            if let nearMiss = result.analysis.activity.nearMiss { print("  note: \(nearMiss)") }
            if let csvPath {
                try AtomicFileWriter.write(TimelineCSV.render(result.timeline),
                                           to: try OutputPath.resolve(csvPath, for: scenario, extension: "csv", count: loaded.count))
            }
            if let reportPath {
                try AtomicFileWriter.write(RunReport.render(result.timeline, result.analysis),
                                           to: try OutputPath.resolve(reportPath, for: scenario, extension: "json", count: loaded.count))
            }
        }
    }
}
