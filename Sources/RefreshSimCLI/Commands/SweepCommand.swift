import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimFiles

/// `refreshsim sweep`: a grid run (the default), or `merge` of a grid's shards.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Run a scenario over a grid of field values and map where it glitches.",
        discussion:
            "`refreshsim sweep …` runs a grid (see `refreshsim sweep grid --help`); `refreshsim sweep merge` joins the reports of its shards.",
        subcommands: [SweepGridCommand.self, SweepMergeCommand.self],
        defaultSubcommand: SweepGridCommand.self
    )
}

/// A sweep over a grid, whole or one shard of it.
struct SweepGridCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Run a scenario over a grid of field values and map where it glitches.",
        discussion: """
            Each --vary PATH=VALUES names a scenario field (loader.seconds, gestures[0].distance, \
            frameRate, device.topInset, strategy.endOn, …) and its values: a list (60,120 or \
            commit,finish) or a range with a step (0.1...3:0.1, both ends included). Every \
            combination is one cell, decoded and run exactly as `refreshsim run` would run that \
            file; a combination the decoder refuses is an invalid cell, with the decoder's message.

            The map (-o, PNG/SVG/PDF; without -o, Output/sweep-<name>.png, as plot writes to \
            Output/; <name> is the spec's file name, or the scenarios' names): one field gives a strip, two a heatmap, a third small multiples. Cells are coloured by verdict and glitch classes; the base scenario's own \
            cell is outlined. Two scenario files are mapped side by side over the same grid (a \
            janky implementation and its fix). --csv and --report give one row per cell.

            Cells run in parallel on all cores; the output is the same for any number of them. \
            Ctrl-C stops the sweep and writes nothing (exit status 130).

            Past one machine: --shard INDEX/COUNT runs one slice of the grid and writes its \
            --report; `refreshsim sweep merge` joins every slice's report into the map, CSV and \
            report the whole sweep would write, byte for byte.

            Examples:
              refreshsim sweep Scenarios/wkwebview-bad.json \\
                  --vary loader.commitAfter=0.1...1.5:0.1 \\
                  --vary 'gestures[0].distance=40...400:20' -o map.png --csv cells.csv
              refreshsim sweep Scenarios/wkwebview-bad.json Scenarios/wkwebview-good.json \\
                  --vary loader.commitAfter=0.2,0.6,1.2 \\
                  --vary 'gestures[0].distance=100...400:50' -o cmp.png
              refreshsim sweep --spec Sweeps/wkwebview-latency-pull.json

            A sweep split over machines, --shard and `refreshsim sweep merge`: see `refreshsim sweep \
            merge --help`.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "One scenario file, or two to map side by side.")
    var scenarios: [String] = []

    @Option(
        name: .customLong("vary"),
        help: ArgumentHelp("A field and its values, PATH=VALUES. Repeat for more fields.", valueName: "PATH=VALUES"))
    var vary: [String] = []

    @Option(help: ArgumentHelp("A sweep file (JSON) giving the scenarios, fields and outputs.", valueName: "FILE"))
    var spec: String?

    @OptionGroup var outputs: SweepOutputOptions

    @Option(help: "Worker threads (default: every core this process may use).")
    var jobs: Int?

    @Option(
        name: .customLong("max-cells"),
        help: ArgumentHelp(
            "Cells the sweep may run (default 200,000); the plan is printed first.", valueName: "N"))
    var maxCells: Int?

    @Option(
        help: ArgumentHelp(
            "Run only slice INDEX of COUNT (from 1) and write its --report, for `sweep merge`.",
            valueName: "INDEX/COUNT"))
    var shard: String?

    @OptionGroup var size: ChartSizeOptions

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1…256, got \(jobs)") }
        if spec == nil {
            guard (1...2).contains(scenarios.count) else { throw ValidationError("give one scenario file, or two to compare") }
            guard !vary.isEmpty else { throw ValidationError("give at least one --vary PATH=VALUES") }
        } else if !scenarios.isEmpty || !vary.isEmpty {
            throw ValidationError("--spec gives the scenarios and fields: give no others with it")
        }
        if let shard {
            do { _ = try SweepShard(parsing: shard) } catch { throw ValidationError(error.message) }
            guard outputs.reportPath != nil else { throw ValidationError("--shard writes its cells with --report FILE: give one") }
            guard outputs.output == nil, outputs.csvPath == nil else {
                throw ValidationError("a shard writes only its --report; `refreshsim sweep merge` draws the map and writes the CSV")
            }
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        var plan = try self.plan()
        var shard: SweepShard?
        if let text = self.shard {
            do { shard = try SweepShard(parsing: text) } catch { throw CLIFailure.badInput(error.message) }
        }
        // A shard writes its report only: the spec's map and CSV belong to the merge.
        if shard != nil { (plan.output, plan.csv) = (nil, nil) }
        let digested = try plan.scenarios.map { path throws(CLIFailure) in
            try Self.digestedSweep(path, vary: plan.vary, vocabulary: vocabulary)
        }
        let sweeps = digested.map(\.sweep)
        // Without -o the map goes to Output/, as `plot`'s charts do; not when a table is piped on
        // standard output, nor for a grid too big to map.
        if shard == nil, plan.output == nil, plan.csv != AtomicFileWriter.standardOutput,
            plan.report != AtomicFileWriter.standardOutput, Self.canMap(sweeps[0])
        {
            // A spec's map is named after the spec, as scripts/render names the bundled ones.
            let name =
                spec.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
                ?? sweeps.map(\.scenarioName).joined(separator: "-vs-")
            plan.output = try DefaultOutput.path("sweep-" + name + ".png")
        }
        // Every output before any cell runs: none onto an input (a scenario, the spec), none shared.
        try plan.checkOutputs(inputs: plan.scenarios + (spec.map { [$0] } ?? []))
        if plan.output != nil, sweeps[0].axes.count > 3 {
            throw CLIFailure.badInput("a map shows at most 3 fields, \(sweeps[0].axes.count) are varied: drop -o, or vary fewer")
        }
        if plan.output != nil, sweeps[0].axes.count == 3, sweeps[0].axes[2].values.count > Self.maxSmallMultiples {
            throw CLIFailure.badInput(
                "\(sweeps[0].axes[2].path): a third field draws one small map per value, at most "
                    + "\(Self.maxSmallMultiples), got \(sweeps[0].axes[2].values.count): drop -o, or give fewer values")
        }

        let planned = sweeps.reduce(0) { $0 + (shard?.cells(of: $1.cellCount).count ?? $1.cellCount) }
        let bytes = planned * WorkBudget.bytesPerCell * ((plan.csv != nil ? 1 : 0) + (plan.report != nil ? 1 : 0)) / 2
        try WorkBudget.check(
            "sweep", planned: planned, budget: WorkBudget.sweepCells, limit: maxCells, flag: "--max-cells",
            detail: "\(planned.formatted3) cells" + (bytes > 0 ? ", about \((bytes / 1000).formatted3) kB of tables" : ""))
        let progress = WorkProgress(
            total: sweeps.reduce(0) { $0 + (shard?.cells(of: $1.cellCount).count ?? $1.cellCount) }, unit: "cells", label: "sweep")
        var results: [SweepResults] = []
        var done = 0
        for sweep in sweeps {
            var cells = SweepResults(sweep: sweep)
            let finished = SweepRunner(sweep: sweep, workers: jobs ?? SweepRunner.availableCores)
                .run(cells: shard?.cells(of: sweep.cellCount) ?? 0..<sweep.cellCount) { batch in
                    cells.append(batch)
                    done += batch.count
                    progress.update(done: done)
                }
            guard finished else { break }
            results.append(cells)
        }
        progress.finish()

        // Standard output that carries a table or a map carries nothing else: the summary goes to
        // standard error then, so `--report -` is one JSON document.
        let toStandardOutput = [plan.output, plan.csv, plan.report].contains { $0 == AtomicFileWriter.standardOutput }
        for cells in results {
            if toStandardOutput { CommandLineEntry.printError(Self.summaryLine(cells)) } else { print(Self.summaryLine(cells)) }
        }
        guard shard != nil || results.contains(where: { $0.invalidCount < $0.cells.count }) else {
            let first =
                results.first?.cells.first.flatMap { cell -> String? in
                    if case let .invalid(problems) = cell.outcome { return problems.first }
                    return nil
                } ?? ""
            throw CLIFailure.badInput("\(plan.scenarios[0]): every cell is invalid; the first: \(first)")
        }
        try Self.write(results, plan, size: size.size, shard: shard, inputs: zip(plan.scenarios, digested).map { ($0, $1.sha256) })
    }

    /// Writes the map, then streams the CSV and the report cell by cell, each file atomically; the
    /// files are put in place together when the command ends (`CommandLineEntry`), so Ctrl-C
    /// leaves all of the earlier files as they were.
    /// `inputs`: each scenario file and its SHA-256, which a shard's report carries.
    static func write(
        _ results: [SweepResults], _ plan: SweepSpec, size: ChartSize, shard: SweepShard? = nil,
        inputs: [(file: String, sha256: String)] = []
    ) throws(CLIFailure) {
        var map: Data?
        if let path = plan.output {
            do {
                map = try SweepMap(sweeps: results, size: size).data(format: OutputFormat(path: path))
            } catch {
                throw CLIFailure.outputFailed("\(path): cannot draw the map: \(error.description)")
            }
        }
        var written: [String] = []
        func writeFile(_ path: String, _ produce: (_ put: ChunkedOutput.Write) -> Void) throws(CLIFailure) {
            try AtomicFileWriter.ensureParentDirectory(of: path)
            try AtomicFileWriter.write(to: path, streaming: produce)
            written.append(path)
        }
        do {
            if let path = plan.output, let map {
                try writeFile(path) { put in put([UInt8](map)) }
            }
            if let path = plan.csv {
                try writeFile(path) { put in
                    var out = ChunkedOutput()
                    out.append(SweepTable.csvHeader(results[0].sweep.axes), to: put)
                    for sweep in results {
                        for cell in sweep.cells { out.append(SweepTable.csvRow(cell, of: sweep.sweep), to: put) }
                    }
                    out.flush(to: put)
                }
            }
            if let path = plan.report {
                try writeFile(path) { put in
                    var out = ChunkedOutput()
                    let frame = SweepTable.reportFrame(results, shard: shard, inputs: inputs)
                    out.append(frame.head, to: put)
                    var first = true
                    for sweep in results {
                        for cell in sweep.cells {
                            out.append(SweepTable.reportCell(cell, of: sweep.sweep, first: first), to: put)
                            first = false
                        }
                    }
                    out.append(frame.tail, to: put)
                    out.flush(to: put)
                }
            }
        }
        let toStandardOutput = [plan.output, plan.csv, plan.report].contains { $0 == AtomicFileWriter.standardOutput }
        for path in written where path != AtomicFileWriter.standardOutput {
            if toStandardOutput { CommandLineEntry.printError(path) } else { print(Console.escaped(path)) }
        }
    }

    /// More small maps than a page can usefully hold.
    static let maxSmallMultiples = 24

    /// The command line's scenarios, fields and outputs, or those of `--spec` (the command line's
    /// outputs win).
    /// At most three fields, and a third with few enough values for its small maps.
    static func canMap(_ sweep: Sweep) -> Bool {
        sweep.axes.count < 3 || (sweep.axes.count == 3 && sweep.axes[2].values.count <= maxSmallMultiples)
    }

    private func plan() throws(CLIFailure) -> SweepSpec {
        guard let spec else {
            return SweepSpec(scenarios: scenarios, vary: vary, output: outputs.output, csv: outputs.csvPath, report: outputs.reportPath)
        }
        let given: [(String, String?)] = [("output", outputs.output), ("csv", outputs.csvPath), ("report", outputs.reportPath)]
        var plan = try SweepSpec.load(path: spec, overridden: Set(given.filter { $0.1 != nil }.map(\.0)))
        guard (1...2).contains(plan.scenarios.count) else {
            throw .badInput("\(spec): scenarios: give one scenario file, or two to compare")
        }
        guard !plan.vary.isEmpty else { throw .badInput("\(spec): vary: give at least one PATH=VALUES") }
        if let output = outputs.output { plan.output = output }
        if let csvPath = outputs.csvPath { plan.csv = csvPath }
        if let reportPath = outputs.reportPath { plan.report = reportPath }
        if let path = plan.output {
            do { _ = try OutputFormat(path: path) } catch { throw .badInput("\(spec): output: \(error.description)") }
        }
        return plan
    }

    static func sweep(_ path: String, vary: [String], vocabulary: Vocabulary) throws(CLIFailure) -> Sweep {
        try digestedSweep(path, vary: vary, vocabulary: vocabulary).sweep
    }

    /// The sweep and the SHA-256 of the scenario file's bytes it was made from.
    static func digestedSweep(_ path: String, vary: [String], vocabulary: Vocabulary) throws(CLIFailure) -> (sweep: Sweep, sha256: String) {
        let (root, digest) = try ScenarioFile.digestedJSON(path: path)
        do {
            let axes = try vary.map { text throws(SweepError) in try SweepAxis(parsing: text) }
            return (try Sweep(base: root, fileName: path, axes: axes, vocabulary: vocabulary), digest)
        } catch {
            throw .badInput(error.message)
        }
    }

    /// `wkwebview-bad: 300 cells (15 × 20): 120 smooth, 180 janky; jumpUnderFinger in 170, …`
    static func summaryLine(_ results: SweepResults) -> String {
        let shape =
            results.sweep.axes.map { String($0.values.count) }.joined(separator: " × ")
            + (results.isComplete ? "" : " grid, a shard")
        var line =
            "\(results.sweep.scenarioName): \(results.cells.count) cells (\(shape)): "
            + "\(results.smoothCount) smooth, \(results.jankyCount) janky"
        if results.invalidCount > 0 { line += ", \(results.invalidCount) invalid" }
        let glitches = results.glitchCounts.map { "\($0.0.rawValue) in \($0.1)" }
        if !glitches.isEmpty { line += "; " + glitches.joined(separator: ", ") }
        return line
    }
}
