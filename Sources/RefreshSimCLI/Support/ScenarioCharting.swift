import Foundation
import RefreshPlot
import RefreshSim

/// From a scenario to what its chart shows: simulate, analyse.
enum ScenarioCharting {
    static func subject(for scenario: Scenario) throws(CLIFailure) -> ChartSubject {
        try subject(for: RunInput(path: "", scenario: scenario))
    }

    /// A scenario simulated and analysed, or a recording judged.
    static func subject(for input: RunInput) throws(CLIFailure) -> ChartSubject {
        let run = input.run()
        if let overrun = run.timeline.reactionOverrun { throw CLIFailure.badInput("\"\(input.scenario.name)\": \(overrun)") }
        return ChartSubject(run)
    }

    /// Loads, simulates and analyses one scenario file (or judges one trace).
    static func subject(forScenarioAt path: String, vocabulary: Vocabulary) throws(CLIFailure) -> ChartSubject {
        try subject(for: try ScenarioFile.loadInput(path: path, vocabulary: vocabulary))
    }

    /// Renders `chart` in `format` (by default the one `path`'s extension names; PNG for `-`,
    /// standard output) and writes it atomically. Drawing failures (a missing font) and write
    /// failures end with exit status 3, a chart over the pixel limit with 2. `budget` bounds the
    /// memory of charts drawn in parallel. Returns how long a PNG took to draw and to encode.
    @discardableResult
    static func write(
        _ chart: Chart, to path: String, format: OutputFormat? = nil,
        encoding: BenchmarkEncoding = .refreshsim(.standard), budget: PixelBudget? = nil,
        followingLinks: Bool = true
    ) throws(CLIFailure) -> ChartPhases? {
        let named = format ?? (path == AtomicFileWriter.standardOutput ? .png : nil)
        if let named, named != .svg { try AtomicFileWriter.refuseBinaryOnTerminal(path, "a \(named.rawValue.uppercased())") }
        let drawn: Result<Data, ChartError>
        var phases: ChartPhases?
        do throws(ChartError) {
            let chosen: OutputFormat
            if let format {
                chosen = format
            } else if path == AtomicFileWriter.standardOutput {
                chosen = .png
            } else {
                chosen = try OutputFormat(path: path)
            }
            // Laid out once: the automatic height's text measuring is a tenth of a plot's time.
            let fonts = try FontSet.standard.get()
            let started = DispatchTime.now().uptimeNanoseconds
            let plan = try chart.plan(fonts: fonts)
            let pixels = budget != nil && chosen == .png ? plan.rasterPixelCount : 0
            let format = chosen
            drawn = (budget ?? PixelBudget()).withPixels(pixels) {
                Result { () throws(ChartError) -> Data in
                    switch encoding {
                    case .refreshsim(let png) where format == .png:
                        let laidOut = DispatchTime.now().uptimeNanoseconds
                        let data = try plan.data(format: .png, pngEncoding: png, fonts: fonts)
                        phases = ChartPhases(
                            layout: Double(laidOut - started) / 1e9,
                            drawAndEncode: Double(DispatchTime.now().uptimeNanoseconds - laidOut) / 1e9)
                        return data
                    case .refreshsim(let png): return try plan.data(format: format, pngEncoding: png, fonts: fonts)
                    case .cairo: return try plan.rasterImage(fonts: fonts).cairoPNGData()
                    }
                }
            }
        } catch {
            drawn = .failure(error)
        }
        let data: Data
        switch drawn {
        case .success(let bytes): data = bytes
        // Too many pixels for the options given is a usage error; anything else kept the chart from
        // being written.
        case .failure(let error):
            throw CLIFailure(error.isTooManyPixels ? .badInput : .outputFailed, "\(path): cannot draw the chart: \(error.description)")
        }
        try AtomicFileWriter.ensureParentDirectory(of: path)
        try AtomicFileWriter.write(data, to: path, followingLinks: followingLinks)
        return phases
    }
}

/// How long one PNG chart took, in seconds, once its fonts were ready: laid out (its text
/// measured for the automatic height), then drawn and encoded together, the rows compressed while
/// the rows below them are drawn.
struct ChartPhases: Sendable {
    var layout: Double
    var drawAndEncode: Double

    /// `layout 1.90 ms, draw and encode 17.42 ms`.
    var text: String {
        "layout \(Format.fixed(layout * 1000, 2)) ms, draw and encode \(Format.fixed(drawAndEncode * 1000, 2)) ms"
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
            let strategy = ["standard": PNGEncoding.Strategy.standard, "rle": .runLength, "filtered": .filtered][parts[2]]
        else {
            throw .badInput("--png-encoding: use cairo or LEVEL,none|sub|up,standard|rle|filtered")
        }
        self = .refreshsim(PNGEncoding(level: level, filter: filter, strategy: strategy))
    }
}

private extension ChartError {
    var isTooManyPixels: Bool {
        if case .tooManyPixels = self { return true }
        return false
    }
}
