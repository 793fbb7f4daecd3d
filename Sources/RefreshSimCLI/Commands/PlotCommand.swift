import ArgumentParser
import Dispatch
import Foundation
import RefreshPlot
import RefreshSim

struct PlotCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Chart scenarios: offset, insets, lanes, events and findings over time.",
        discussion: """
            Writes one chart per scenario, as PNG, SVG or PDF by the output's extension. Several \
            scenarios render in parallel on all cores. Every file is validated before anything is \
            drawn.

            Examples:
              # one chart, written to Output/cj-header.png
              refreshsim plot Scenarios/cj-header.json
              # every bundled scenario, one PNG each
              refreshsim plot Scenarios/ -o Output/
              # a PDF 1000 pt wide; a PNG at 2 pixels per point for high-DPI screens
              refreshsim plot Scenarios/cj-header.json -o cj.pdf --width 1000
              refreshsim plot Scenarios/cj-header.json --scale 2
              # an SVG on standard output
              refreshsim plot Scenarios/cj-header.json -o - --format svg > cj.svg

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "Scenario files (.json), or directories of them.")
    var scenarios: [String] = []

    @Option(name: .shortAndLong, help: "Output file (one scenario), - for standard output, or directory. Default: Output/<name>.png.")
    var output: String?

    @Option(help: "png, svg or pdf; by default the output file's extension, or png.")
    var format: OutputFormat?

    @OptionGroup var size: ChartSizeOptions

    /// Benchmarks only: `cairo` (cairo's own writer) or `LEVEL,FILTER,STRATEGY`, e.g. `6,sub,standard`.
    @Option(help: .hidden)
    var pngEncoding: String?

    /// Benchmarks only: prints on standard error how long each PNG took to lay out, and to draw
    /// and encode (together: its rows are compressed while the rows below them are drawn).
    @Flag(help: .hidden)
    var timings = false

    /// Directories stand for the scenario files in them (`ScenarioSet`).
    private var scenarioFiles: [String] { ScenarioSet.files(scenarios).files }

    func validate() throws {
        guard !scenarios.isEmpty else {
            throw ValidationError("give at least one scenario file")
        }
        let count = scenarioFiles.count
        guard count > 0 else { throw ValidationError("no .json scenario files in \(scenarios.joined(separator: ", "))") }
        // A name with a chart's extension names a file, as `animate -o x.gif` does: an existing
        // folder of that name is refused rather than written into (`-o dir.png/` writes into it).
        var isFolder: ObjCBool = false
        if let output, !output.hasSuffix("/"), !URL(fileURLWithPath: output).pathExtension.isEmpty,
            FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue
        {
            throw ValidationError(
                "-o \(output) is a folder, but its name ends like a file's: name a file, or write \(output)/ to put the charts in it")
        }
        if let output, !isDirectoryTarget(output) {
            guard count == 1 else {
                throw ValidationError("-o \(output) names one file but \(count) charts are asked for: give a directory")
            }
            if format == nil, output != AtomicFileWriter.standardOutput {
                do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
            }
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let encoding = try BenchmarkEncoding(pngEncoding)
        // Over a folder, every chart that can be drawn is; the files that do not load are named at
        // the end (status 2).
        let each = try ScenarioSet.loadEach(files: ScenarioSet.filesNotingSkipped(scenarios), named: scenarios, vocabulary: vocabulary)
        let files = each.files
        let loaded = each.inputs
        if output == nil { try DefaultOutput.refuseLink(DefaultOutput.folder) }
        let destinations = loaded.map { destination(for: $0.name) }
        var plan = OutputPlan(inputs: RunInput.files(loaded, given: files))
        for (index, scenario) in loaded.enumerated() {
            plan.add(
                destinations[index], "the chart of " + OutputPlan.source(of: scenario, at: index, paths: files, loadedCount: loaded.count))
        }
        try plan.check()
        let size = self.size.size
        let offsetAxis = self.size.offsetAxis
        let words = self.size.words
        let format = self.format
        let results = ResultSlots<CLIFailure>(count: loaded.count)
        let phases = ResultSlots<ChartPhases>(count: loaded.count)
        let budget = PixelBudget()
        let slots = DispatchSemaphore(value: Self.maxParallelCharts)
        DispatchQueue.concurrentPerform(iterations: loaded.count) { index in
            slots.wait()
            defer { slots.signal() }
            do throws(CLIFailure) {
                var chart = Chart.timeline(try ScenarioCharting.subject(for: loaded[index]), size: size, offsetAxis: offsetAxis)
                chart.words = words
                phases[index] = try ScenarioCharting.write(
                    chart, to: destinations[index], format: format, encoding: encoding, budget: budget,
                    followingLinks: output.map { !isDirectoryTarget($0) } ?? false)
                results[index] = nil
            } catch {
                results[index] = error
            }
        }
        let failures = results.values.compactMap { $0 }
        if timings {
            for (destination, phase) in zip(destinations, phases.values) {
                if let phase { Console.error("\(Console.escaped(destination)): \(phase.text)") }
            }
        }
        for (index, destination) in destinations.enumerated() where results[index] == nil && destination != AtomicFileWriter.standardOutput
        {
            print(Console.escaped(destination))
        }
        let all = failures + (each.failureForTheRest().map { [$0] } ?? [])
        if let worst = all.max(by: { $0.status.rawValue < $1.status.rawValue }) {
            throw CLIFailure(worst.status, all.map(\.message).joined(separator: "\n"))
        }
    }

    /// At most this many scenarios are simulated and drawn at once, whatever the core count: a
    /// 144,000-frame run holds about 120 MB while it is charted, and `PixelBudget` bounds the
    /// pixels, so `plot dir/` peaks near 1.5 GB at worst on any machine.
    static let maxParallelCharts = 8

    private func destination(for name: String) -> String {
        let ext = format?.rawValue ?? "png"
        guard let output else { return "\(DefaultOutput.folder)/\(name).\(ext)" }
        guard isDirectoryTarget(output) else { return output }
        // Printed as given (relative stays relative), as `Output/<name>.png` and `-o x.png` are.
        var folder = Substring(output)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder == "/" ? "/\(name).\(ext)" : "\(folder)/\(name).\(ext)"
    }

    /// A trailing slash, an existing directory, or a path with no extension means "directory".
    private func isDirectoryTarget(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if path == AtomicFileWriter.standardOutput { return false }
        if path.hasSuffix("/") { return true }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return URL(fileURLWithPath: path).pathExtension.isEmpty
    }
}

/// Values written by concurrent workers (a chart's failure, its timings), each to its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { slots } }
}
