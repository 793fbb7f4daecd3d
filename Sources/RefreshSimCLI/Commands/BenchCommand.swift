import ArgumentParser
import Foundation
import RefreshSim

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure simulation speed: 600 s at 120 Hz (72,000 frames) with a drag every second.",
        discussion: """
            Build in release for meaningful figures. Prints the best of --repeat runs in frames per
            second. Wall-clock time is used here only; simulation output never depends on it.

            Example:
              swift build -c release && .build/release/refreshsim bench --repeat 5
            """
    )

    @Option(help: "How many times to run the simulation; the best run is reported.")
    var `repeat`: Int = 5

    @Option(help: "Strategy kind to run under the drags.")
    var strategy: String = "uirefreshcontrol"

    func validate() throws {
        guard (1...100).contains(`repeat`) else { throw ValidationError("--repeat must be 1…100, got \(`repeat`)") }
        guard Self.strategies[strategy] != nil else {
            throw ValidationError("--strategy must be one of \(Self.strategies.keys.sorted().joined(separator: ", ")), got \(strategy)")
        }
    }

    static let strategies: [String: StrategyConfig] = [
        "none": .none, "uirefreshcontrol": .uiRefreshControl, "ego": .ego(forwardsDelegate: true),
        "cj-header": .cjHeader, "threshold": .threshold, "sb-kvo": .sbKVO,
    ]

    /// Alternating pulls at the top and pushes back down, one per second.
    static func scenario(strategy: StrategyConfig) -> Scenario {
        let gestures = (0..<600).map { second in
            Gesture.drag(at: Double(second) + 0.1, distance: second % 2 == 0 ? 320 : -120,
                         duration: 0.4, holdAfter: 0.1, easing: .easeOut)
        }
        return Scenario(name: "bench", duration: 600, frameRate: 120, content: Content(height: 5000),
                        gestures: gestures, strategy: strategy, loader: .delay(seconds: 0.3))
    }

    func run() {
        let scenario = Self.scenario(strategy: Self.strategies[strategy] ?? .none)
        var best = Double.infinity
        var frames = 0
        for _ in 0..<`repeat` {
            let start = DispatchTime.now().uptimeNanoseconds
            let timeline = Simulator(scenario: scenario).run()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            frames = timeline.samples.count
            best = min(best, seconds)
        }
        let rate = Double(frames) / best
        print("\(frames) frames (600 s at 120 Hz, \(strategy)) in \(Format.fixed(best * 1000, 2)) ms: "
              + "\(Format.fixed(rate / 1e6, 2)) million frames per second (best of \(`repeat`))")
    }
}
