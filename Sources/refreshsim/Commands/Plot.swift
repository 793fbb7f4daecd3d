import ArgumentParser
import Dispatch
import Foundation
import RefreshPlot

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chart scenarios: offset, insets, lanes, events and findings over time.",
        discussion: """
            Writes one chart per scenario, as PNG, SVG or PDF by the output's extension. Several \
            scenarios render in parallel on all cores.

            Example:
              refreshsim plot Scenarios/cj-header.json                 # → Output/cj-header.png
              refreshsim plot Scenarios/ -o Output/                    # one PNG per scenario
              refreshsim plot Scenarios/cj-header.json -o cj.pdf --width 1000
            """
    )

    @Argument(help: "Scenario files (.json), or directories of them.")
    var scenarios: [String] = []

    /// Directories stand for the .json files in them, in name order.
    private var scenarioFiles: [String] {
        scenarios.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
            return names.filter { $0.hasSuffix(".json") }.sorted()
                .map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
        }
    }

    @Option(name: .shortAndLong, help: "Output file (one scenario) or directory. Default: Output/<name>.png.")
    var output: String?

    @OptionGroup var size: ChartSizeOptions

    @Option(help: .hidden)
    var sample: [String] = []

    /// Benchmarks only: `cairo` (cairo's own writer) or `LEVEL,FILTER,STRATEGY`, e.g. `6,sub,standard`.
    @Option(help: .hidden)
    var pngEncoding: String?

    func validate() throws {
        guard !(scenarios.isEmpty && sample.isEmpty) else {
            throw ValidationError("give at least one scenario file")
        }
        if let bad = sample.first(where: { ScenarioCharting.sample($0) == nil }) {
            throw ValidationError("unknown sample \(bad): use smooth or janky")
        }
        let count = scenarioFiles.count + sample.count
        guard count > 0 else { throw ValidationError("no .json scenario files in \(scenarios.joined(separator: ", "))") }
        if let output, !isDirectoryTarget(output) {
            guard count == 1 else {
                throw ValidationError("-o \(output) names one file but \(count) charts are asked for: give a directory")
            }
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let jobs = scenarioFiles.map(Job.scenario) + sample.map(Job.sample)
        let size = self.size.size
        let destinations = jobs.map { destination(for: $0.outputName) }
        let encoding = try BenchmarkEncoding(pngEncoding)
        let results = ResultSlots(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results[index] = Result {
                let chart = Chart.timeline(try jobs[index].subject(), size: size)
                switch encoding {
                case .refreshsim(let encoding): try chart.write(to: destinations[index], pngEncoding: encoding)
                case .cairo: try Data(chart.rasterImage().cairoPNGData()).write(to: URL(fileURLWithPath: destinations[index]))
                }
            }
        }
        var failures = 0
        for (index, result) in results.values.enumerated() {
            switch result {
            case .success?:
                print(destinations[index])
            case .failure(let error)?:
                failures += 1
                printError("refreshsim plot: \(jobs[index].label): \(error)")
            case nil:
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }

    private func destination(for name: String) -> String {
        guard let output else { return "Output/\(name).png" }
        guard isDirectoryTarget(output) else { return output }
        return URL(fileURLWithPath: output).appendingPathComponent("\(name).png").path
    }

    /// A trailing slash, an existing directory, or a path with no extension means "directory".
    private func isDirectoryTarget(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") { return true }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return URL(fileURLWithPath: path).pathExtension.isEmpty
    }
}

/// The PNG writer a benchmark asks for with `--png-encoding`.
enum BenchmarkEncoding: Sendable {
    case refreshsim(PNGEncoding)
    case cairo

    init(_ text: String?) throws {
        guard let text else { self = .refreshsim(.standard); return }
        if text == "cairo" { self = .cairo; return }
        let parts = text.split(separator: ",").map(String.init)
        guard parts.count == 3, let level = Int(parts[0]), (0...9).contains(level),
              let filter = ["none": PNGEncoding.Filter.none, "sub": .sub, "up": .up][parts[1]],
              let strategy = ["standard": PNGEncoding.Strategy.standard, "rle": .runLength, "filtered": .filtered][parts[2]] else {
            throw ValidationError("--png-encoding: use cairo or LEVEL,none|sub|up,standard|rle|filtered")
        }
        self = .refreshsim(PNGEncoding(level: level, filter: filter, strategy: strategy))
    }
}

/// One chart to draw: a scenario file, or a built-in sample.
enum Job: Sendable {
    case scenario(String)
    case sample(String)

    var outputName: String {
        switch self {
        case .scenario(let path): ScenarioCharting.outputName(forScenarioAt: path)
        case .sample(let name): "sample-pull-\(name)"
        }
    }

    var label: String {
        switch self {
        case .scenario(let path): path
        case .sample(let name): "sample \(name)"
        }
    }

    func subject() throws -> ChartSubject {
        switch self {
        case .scenario(let path):
            return try ScenarioCharting.subject(forScenarioAt: path)
        case .sample(let name):
            guard let subject = ScenarioCharting.sample(name) else { throw ValidationError("unknown sample \(name)") }
            return subject
        }
    }
}

/// Results written by concurrent workers, each to its own slot.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Void, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Result<Void, any Error>? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Result<Void, any Error>?] { lock.withLock { slots } }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
