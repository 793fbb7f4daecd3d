import Foundation
import RefreshSim
import RefreshSimStrategies
import UIKit

/// Runs `build` inside a simulated run of `duration` seconds at 60 Hz with one pull (or `gesture`,
/// a scenario's JSON object), and returns
/// what it built, the run's UIKit environment and its timeline.
func simulate<Thing: AnyObject>(
    duration: Double = 1, pull: Double = 80, frameRate: Int = 60, gesture: String? = nil,
    _ build: @escaping () -> Thing
) throws -> (Thing, UIKitEnvironment, Timeline) {
    let gesture = gesture ?? #"{"at": 0.1, "distance": \#(pull), "duration": 0.3}"#
    let scenario = try ScenarioDecoder.decode(
        #"{"name": "s", "duration": \#(duration), "frameRate": \#(frameRate), "content": {"height": 2000}, "gestures": [\#(gesture)]}"#,
        fileName: "s.json")
    var made: UIKitStrategy<Thing>?
    let timeline = Simulator(scenario: scenario) { host in
        let strategy = UIKitStrategy(host: host, indicator: .header(height: 54), state: { _ in "idle" }, phase: { _ in .idle }, make: build)
        made = strategy
        return strategy
    }.run()
    guard let made else { throw SimulateError.notBuilt }
    return (made.controller, made.environment, timeline)
}

enum SimulateError: Error { case notBuilt }
