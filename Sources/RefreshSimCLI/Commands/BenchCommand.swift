import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimStrategies

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure simulation and analysis speed: 600 s at 120 Hz (72,000 frames) with a drag every second.",
        discussion: """
            Prints the best of --repeat runs of the simulation and, separately, of the analysis of \
            its timeline, in frames per second. Wall-clock time is used here only; simulation output \
            never depends on it.

            With --plot FILE it measures the parts of `refreshsim plot FILE` instead: reading and \
            running the scenario, drawing its chart, and encoding the PNG, each part's best of the \
            repeats beside its first time (the first is what a one-shot `plot` pays).

            With --list it runs a 10,000-row list (self-sizing rows, estimates off by up to 60 pt) \
            flung through for 60 s at 60 Hz instead (Benchmarks/list-10000-60s.json); the target \
            is under 100 ms for the simulation and its analysis.

            The figures mean something only for a release build (scripts/install makes one).

            Examples:
              refreshsim bench --repeat 5
              refreshsim bench --plot Scenarios/cj-header.json
              refreshsim bench --list
            """
    )

    @Option(help: "How many times to run the simulation; the best run is reported.")
    var `repeat`: Int = 5

    @Option(help: "Strategy kind to run under the drags.")
    var strategy: String = "uirefreshcontrol"

    @Option(help: ArgumentHelp("Measure plotting this scenario file instead.", valueName: "FILE"))
    var plot: String?

    @Flag(help: "Measure a 10,000-row list scrolled for 60 s instead.")
    var list = false

    func validate() throws {
        guard (1...100).contains(`repeat`) else { throw ValidationError("--repeat must be 1…100, got \(`repeat`)") }
        guard Vocabulary.bundled.strategy(named: strategy) != nil else {
            throw ValidationError(
                "--strategy must be one of \(Vocabulary.bundled.strategies.map(\.name).joined(separator: ", ")), got \(strategy)")
        }
    }

    /// Alternating pulls at the top and pushes back down, one per second.
    static func scenario(strategy: StrategyConfig) -> Scenario {
        let gestures = (0..<600).map { (second: Int) -> Gesture in
            Gesture.drag(
                at: Double(second) + 0.1, distance: second % 2 == 0 ? 320 : -120,
                duration: 0.4, holdAfter: 0.1, easing: .easeOut)
        }
        return Scenario(
            name: "bench", duration: 600, frameRate: 120, content: Content(height: 5000),
            gestures: gestures, strategy: strategy, loader: .delay(seconds: 0.3))
    }

    /// 10,000 rows of 40–200 pt believed at 100 until laid out, flung down the list once a
    /// second for 60 s at 60 Hz: some 700 rows laid out, a correction for nearly each.
    static func listScenario() -> Scenario {
        var rows = ListContent()
        rows.count = 10_000
        rows.heights = .random(min: 40, max: 200, seed: 37)
        rows.estimate = .height(100)
        let gestures = (0..<59).map { second in
            Gesture.drag(at: Double(second) + 0.2, distance: -900, duration: 0.12, holdAfter: 0, easing: .easeOut)
        }
        return Scenario(name: "list-10000-60s", duration: 60, frameRate: 60, content: Content(rows: rows), gestures: gestures)
    }

    func run() throws {
        if let plot { return try measurePlot(plot) }
        let scenario =
            list
            ? Self.listScenario()
            : Self.scenario(strategy: Vocabulary.bundled.strategy(named: strategy).map { StrategyConfig($0) } ?? .none)
        var simulation = Double.infinity
        var analysis = Double.infinity
        var frames = 0
        for _ in 0..<`repeat` {
            let start = DispatchTime.now().uptimeNanoseconds
            let timeline = Simulator(scenario: scenario).run()
            let simulated = DispatchTime.now().uptimeNanoseconds
            _ = Analyzer(thresholds: scenario.analysis).analyze(timeline)
            let analysed = DispatchTime.now().uptimeNanoseconds
            frames = timeline.samples.count
            simulation = min(simulation, Double(simulated - start) / 1e9)
            analysis = min(analysis, Double(analysed - simulated) / 1e9)
        }
        if list {
            print("\(frames) frames (10,000 rows scrolled for 60 s at 60 Hz), best of \(`repeat`):")
            print("  simulation + analysis \(Format.fixed((simulation + analysis) * 1000, 2)) ms (target < 100)")
        } else {
            print("\(frames) frames (600 s at 120 Hz, \(strategy)), best of \(`repeat`):")
        }
        print(
            "  simulation \(Format.fixed(simulation * 1000, 2)) ms: \(Format.fixed(Double(frames) / simulation / 1e6, 2)) million frames per second"
        )
        print(
            "  analysis   \(Format.fixed(analysis * 1000, 2)) ms: \(Format.fixed(Double(frames) / analysis / 1e6, 2)) million frames per second"
        )
    }

    /// Best of `repeat` for each part of `plot`: the scenario run, the chart drawn, the PNG encoded;
    /// and each part's first time, as a one-shot `plot` meets it (the fonts set up, glyphs
    /// rasterised, the raster's memory touched for the first time).
    private func measurePlot(_ path: String) throws {
        let scenario = try ScenarioFile.load(path: path, vocabulary: .bundled)
        var best = (running: Double.infinity, drawing: Double.infinity, encoding: Double.infinity)
        var first: (running: Double, drawing: Double, encoding: Double)?
        var bytes = 0
        for _ in 0..<`repeat` {
            let start = DispatchTime.now().uptimeNanoseconds
            let subject = try ScenarioCharting.subject(for: scenario)
            let ran = DispatchTime.now().uptimeNanoseconds
            let image = try Chart.timeline(subject).rasterImage()
            let drawn = DispatchTime.now().uptimeNanoseconds
            bytes = try image.pngData().count
            let encoded = DispatchTime.now().uptimeNanoseconds
            let times = (Double(ran - start) / 1e9, Double(drawn - ran) / 1e9, Double(encoded - drawn) / 1e9)
            first = first ?? times
            best = (min(best.running, times.0), min(best.drawing, times.1), min(best.encoding, times.2))
        }
        let once = first ?? best
        func line(_ name: String, _ best: Double, _ first: Double) -> String {
            "  \(name) \(Format.fixed(best * 1000, 2)) ms (first \(Format.fixed(first * 1000, 2)) ms)"
        }
        print("plot \(path), best of \(`repeat`):")
        print(line("run     ", best.running, once.running))
        print(line("draw    ", best.drawing, once.drawing))
        print(line("encode  ", best.encoding, once.encoding) + " (\(bytes) bytes of PNG)")
    }
}
