import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim

/// `refreshsim review`: one HTML page for a design review.
struct ReviewCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write one HTML page that plays and scrubs every scenario's chart and phone.",
        discussion: """
            The page opens from the file (no server, no network): an overview of every scenario \
            with its verdict, counts, findings and expect result, filtered by verdict, kind and \
            glitch; a view per scenario with its chart and its phone on one time cursor (play, \
            ¼× speed, ← → step a frame, drag on the chart, click a finding); two runs side by \
            side; and a sweep file's map, where a click shows a cell's scenario and the command \
            that reproduces it. The URL's fragment keeps the view and the time.

            Scenario files, folders of them and sweep files (Sweeps/*.json) may be mixed. The \
            folder gets index.html, review.js, review.css and assets/ (a run's media, loaded \
            when it is opened); --single-file puts everything in index.html.

            Examples:
              refreshsim review Scenarios/ -o review
              refreshsim review Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json Sweeps/wkwebview-latency-pull.json \\
                  -o review --single-file

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "Scenario files, sweep files, or folders of them.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the page into. Default: Output/review.", valueName: "DIR"))
    var output: String?

    @Flag(name: .customLong("single-file"), help: "Everything in one self-contained index.html.")
    var singleFile = false

    @Option(
        help: ArgumentHelp(
            "Two scenario names whose events are compared, FIRST,SECOND. Repeatable; NAME-bad and NAME-good pair by themselves.",
            valueName: "FIRST,SECOND"))
    var compare: [String] = []

    @Option(help: "The page's title.")
    var title = "refreshsim review"

    @Option(name: .customLong("max-cells"), help: ArgumentHelp("Cells the sweeps may run (default 200,000).", valueName: "N"))
    var maxCells: Int?

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp(
            "Frames × pixels the page's phone films may take, all together and each (default 20,000,000,000 and 2,000,000,000); the plan is printed first.",
            valueName: "N"))
    var maxPixels: Int?

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give scenario files, sweep files or folders of them") }
        for pair in compare where pair.split(separator: ",").count != 2 {
            throw ValidationError("--compare \(pair): give two scenario names, FIRST,SECOND")
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let folder = output ?? DefaultOutput.folder + "/review"
        if output == nil {
            try DefaultOutput.refuseLink(DefaultOutput.folder)
            try DefaultOutput.refuseLink(folder)
        }
        let files = ScenarioSet.filesNotingSkipped(inputs)
        guard !files.isEmpty else { throw CLIFailure.badInput("no scenario or sweep files in \(inputs.joined(separator: ", "))") }
        var scenarios: [(file: String, scenario: RunInput)] = []
        var sweeps: [(spec: String, plan: SweepSpec)] = []
        // Every scenario of a folder that loads goes on the page; the files that do not are named at
        // the end (status 2).
        var problems: [String] = []
        var namedProblem = false
        for path in files {
            if try Self.isSweepFile(path) {
                sweeps.append((path, try SweepSpec.load(path: path)))
            } else {
                do {
                    scenarios.append((path, try ScenarioFile.loadInput(path: path, vocabulary: vocabulary)))
                } catch {
                    problems.append(error.message)
                    if inputs.contains(path) { namedProblem = true }
                }
            }
        }
        // A file named on the command line that does not load stops everything, as a folder of
        // which nothing loads does.
        if !problems.isEmpty, namedProblem || scenarios.isEmpty && sweeps.isEmpty {
            throw CLIFailure.badInput(problems.joined(separator: "\n"))
        }
        var plan = OutputPlan(inputs: RunInput.files(scenarios.map(\.scenario), given: files) + sweeps.flatMap(\.plan.scenarios))
        let target = try ReviewWriter.plan(folder, into: &plan, what: "the review page")
        try plan.check()

        var builder = ReviewBuilder(title: title)
        var added: [String: (key: String, run: ScenarioRun)] = [:]
        for (file, scenario) in scenarios {
            let run = scenario.run()
            let key = builder.add(run, file: ScenarioFile.displayName(file))
            if added[scenario.name] == nil { added[scenario.name] = (key, run) }
        }
        for (first, second) in try pairs(names: scenarios.map(\.scenario.name)) {
            guard let a = added[first], let b = added[second] else { continue }
            builder.compare(a, b)
        }
        var planned = 0
        for (spec, plan) in sweeps {
            for scenarioFile in plan.scenarios {
                let sweep = try SweepGridCommand.sweep(scenarioFile, vary: plan.vary, vocabulary: vocabulary)
                planned += sweep.cellCount
                try WorkBudget.check(
                    "review", planned: planned, budget: WorkBudget.sweepCells, limit: maxCells, flag: "--max-cells",
                    detail: "\(planned.formatted3) sweep cells")
                var results = SweepResults(sweep: sweep)
                _ = SweepRunner(sweep: sweep).run(cells: 0..<sweep.cellCount) { results.append($0) }
                let base = String(decoding: try ScenarioFile.contents(path: scenarioFile), as: UTF8.self)
                builder.add(results, specFile: ScenarioFile.displayName(spec), scenarioFile: scenarioFile, baseText: base)
            }
        }
        let written = try ReviewWriter.write(builder, to: target, singleFile: singleFile, maxPixels: maxPixels)
        print(Console.escaped(written.index))
        CommandLineEntry.printError("review: " + written.size)
        if !problems.isEmpty {
            throw CLIFailure.badInput(
                problems.joined(separator: "\n") + "\n\(problems.count) of \(files.count) files not on the page (bad input)")
        }
    }

    /// The pairs named with --compare, then each NAME-bad with its NAME-good.
    private func pairs(names: [String]) throws(CLIFailure) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for text in compare {
            let parts = text.split(separator: ",").map(String.init)
            for name in parts where !names.contains(name) {
                throw .badInput("--compare \(Console.escaped(text)): no scenario named \(Console.escaped(name)) among the inputs")
            }
            pairs.append((parts[0], parts[1]))
        }
        for name in names where name.hasSuffix("-bad") {
            let good = String(name.dropLast(4)) + "-good"
            if names.contains(good), !pairs.contains(where: { $0 == (name, good) }) { pairs.append((name, good)) }
        }
        return pairs
    }

    /// A sweep file is a JSON object with a "vary" member; anything else is read as a scenario.
    static func isSweepFile(_ path: String) throws(CLIFailure) -> Bool {
        guard path != ScenarioFile.standardInput else { return false }
        // A recorded trace may be larger than a scenario: read it as far as a trace may go.
        guard case let .object(members) = try ScenarioFile.json(path: path, limit: TraceLimits.maxFileBytes).value else { return false }
        return members.contains { $0.key == "vary" } && members.contains { $0.key == "scenarios" }
    }
}
