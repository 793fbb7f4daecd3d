import Foundation
import RefreshPlot
import RefreshSim

/// From a scenario to what its chart shows: simulate, analyse.
enum ScenarioCharting {
    static func subject(for scenario: Scenario) -> ChartSubject {
        let run = ScenarioRun(scenario)
        return ChartSubject(scenario: scenario, timeline: run.timeline, analysis: run.analysis)
    }

    /// Loads, simulates and analyses one scenario file.
    static func subject(forScenarioAt path: String) throws(CLIFailure) -> ChartSubject {
        subject(for: try ScenarioFile.load(path: path))
    }

    /// Renders `chart` in the format `path` names and writes it atomically. Drawing failures (a
    /// missing font) and write failures both end with exit status 3.
    static func write(_ chart: Chart, to path: String, encoding: BenchmarkEncoding = .refreshsim(.standard)) throws(CLIFailure) {
        let data: Data
        do {
            switch encoding {
            case .refreshsim(let png): data = try chart.data(format: OutputFormat(path: path), pngEncoding: png)
            case .cairo: data = try chart.rasterImage().cairoPNGData()
            }
        } catch {
            throw .outputFailed("\(path): cannot draw the chart: \(error.description)")
        }
        try AtomicFileWriter.ensureDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        try AtomicFileWriter.write(data, to: path)
    }
}

/// The PNG writer a benchmark asks for with `--png-encoding` (hidden).
enum BenchmarkEncoding: Sendable {
    case refreshsim(PNGEncoding)
    case cairo

    init(_ text: String?) throws(CLIFailure) {
        guard let text else { self = .refreshsim(.standard); return }
        if text == "cairo" { self = .cairo; return }
        let parts = text.split(separator: ",").map(String.init)
        guard parts.count == 3, let level = Int(parts[0]), (0...9).contains(level),
              let filter = ["none": PNGEncoding.Filter.none, "sub": .sub, "up": .up][parts[1]],
              let strategy = ["standard": PNGEncoding.Strategy.standard, "rle": .runLength, "filtered": .filtered][parts[2]] else {
            throw .badInput("--png-encoding: use cairo or LEVEL,none|sub|up,standard|rle|filtered")
        }
        self = .refreshsim(PNGEncoding(level: level, filter: filter, strategy: strategy))
    }
}
