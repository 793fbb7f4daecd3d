import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// A run takes a frame in which nothing happens as a copy of the frame before
/// (`World.appendStillFrames`): it must give every sample, event and finding a run that steps
/// each frame gives. Held over the bundled scenarios and generated UIRefreshControl scenarios
/// (gestures of both kinds, app calls now and then, loads, frame rates that do not divide a
/// second), whole and streamed.
struct StillFramesTests {
    @Test func stillFramesGiveWhatSteppedFramesGive() throws {
        var random = SeededGenerator(seed: 0x571_11)
        var scenarios = try ScenarioFixtures.bundledFiles.map {
            try ScenarioDecoder.decode(ScenarioFixtures.bytes($0), fileName: $0.lastPathComponent)
        }
        var generated = 0
        while generated < 60 {
            let text = Self.scenario(&random)
            guard let scenario = try? ScenarioDecoder.decode(text, fileName: "still.json") else { continue }
            scenarios.append(scenario)
            generated += 1
        }
        var taken = 0
        var runsTaking = 0
        for scenario in scenarios {
            var capped = scenario
            capped.duration = min(scenario.duration, 12)
            let log = StillFrameLog(takesStillFrames: true)
            var copying = Simulator(scenario: capped)
            copying.stillFrames = log
            var stepping = Simulator(scenario: capped)
            stepping.stillFrames = StillFrameLog(takesStillFrames: false)
            #expect(copying.run() == stepping.run(), "\(scenario.name)")
            let thresholds = capped.analysis
            let streamed = copying.runStreamed(thresholds: thresholds, minimumEpisodeFrames: 64)
            let streamedStepping = stepping.runStreamed(thresholds: thresholds, minimumEpisodeFrames: 64)
            #expect(streamed?.analysis == streamedStepping?.analysis, "\(scenario.name)")
            #expect(streamed?.timeline == streamedStepping?.timeline, "\(scenario.name)")
            if log.taken > 0 { runsTaking += 1 }
            taken += log.taken
        }
        // The copies must really be taken, in many runs.
        #expect(runsTaking > 40, "runs taking still frames: \(runsTaking)")
        #expect(taken > 20_000, "still frames: \(taken)")
    }

    /// A UIRefreshControl scenario with drags and touch sequences at random times, and now and
    /// then an app call.
    static func scenario(_ random: inout SeededGenerator) -> String {
        let frameRate = ["60", "120", "90", "48.5", "30"].randomElement(using: &random)!
        var gestures: [String] = []
        var at = Double(Int.random(in: 0...20, using: &random)) / 10
        while at < 11 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                gestures.append("{\"at\": \(Format.shortest(at)), \"touches\": [[0, 0], [0.05, 30], [0.1, 90], [0.2, 100]]}")
                at += 0.2
            } else {
                let duration = [0.05, 0.2, 0.4, 0.004].randomElement(using: &random)!
                let distance = [320, -120, 40, 600, -900].randomElement(using: &random)!
                let hold = [0, 0.1, 0.5].randomElement(using: &random)!
                gestures.append(
                    "{\"at\": \(Format.shortest(at)), \"distance\": \(distance), \"duration\": \(duration), \"holdAfter\": \(hold)}")
                at += duration + hold
            }
            at = ((at + Double(Int.random(in: 1...30, using: &random)) / 10) * 10).rounded() / 10
        }
        var actions: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let time = Format.shortest(Double(Int.random(in: 0...110, using: &random)) / 10)
            actions.append(
                [
                    "{\"at\": \(time), \"call\": \"beginRefreshing\"}", "{\"at\": \(time), \"call\": \"endRefreshing\"}",
                    "{\"at\": \(time), \"call\": \"setContentOffset\", \"y\": -80, \"animated\": true}",
                    "{\"at\": \(time), \"call\": \"setContentOffset\", \"y\": 300, \"animated\": false}",
                    "{\"at\": \(time), \"call\": \"reloadData\", \"contentHeight\": 3000}",
                ].randomElement(using: &random)!)
        }
        let seconds = ["0.3", "1", "0.01", "4"].randomElement(using: &random)!
        let height = ["5000", "400", "900"].randomElement(using: &random)!
        let bounces = Bool.random(using: &random) ? "" : ", \"physics\": {\"bounces\": false}"
        return """
            {"name": "still", "duration": 12, "frameRate": \(frameRate), "content": {"height": \(height)}\(bounces),
             "strategy": {"kind": "uirefreshcontrol"}, "loader": {"kind": "delay", "seconds": \(seconds)},
             "gestures": [\(gestures.joined(separator: ", "))], "actions": [\(actions.joined(separator: ", "))]}
            """
    }
}
