import Foundation
import RefreshSim
import RefreshSimRecorderUITesting
import Testing

/// The UI test's reading of a scenario (Foundation alone) against the engine's: the same drags,
/// from the same points, and every field the replay cannot reproduce named.
struct ScenarioReplayTests {
    @Test(arguments: BundledScenarios.names)
    func readsEveryBundledScenariosDragsAsTheEngineDoes(name: String) throws {
        let scenario = try BundledScenarios.scenario(name)
        let data = try Data(contentsOf: BundledScenarios.folder.appendingPathComponent(name + ".json"))
        guard scenario.gestures.allSatisfy({ if case .drag = $0 { true } else { false } }) else {
            #expect(throws: ScenarioDrags.ReadError.self) { try ScenarioDrags(scenarioJSON: data) }
            return
        }
        let read = try ScenarioDrags(scenarioJSON: data)
        #expect(read.drags.count == scenario.gestures.count)
        for (index, (drag, gesture)) in zip(read.drags, scenario.gestures).enumerated() {
            guard case let .drag(at, distance, duration, holdAfter, easing, touchDown) = gesture else { continue }
            #expect(
                drag
                    == .init(at: at, distance: distance, duration: duration, holdAfter: holdAfter, startX: touchDown.x, startY: touchDown.y)
            )
            let named = read.notReplayed.contains { $0.hasPrefix("gestures[\(index)].easing: ") }
            #expect(named == (easing != .linear), "gestures[\(index)]: \(easing)")
        }
    }

    @Test func aTouchPointWholeNumbersAndEasingAreRead() throws {
        let json = """
            {"gestures": [
              {"at": 1, "distance": 200, "duration": 0.5, "startX": 40, "startY": 500.5, "easing": "linear"},
              {"at": 2.5, "distance": -300, "duration": 1, "holdAfter": 0.25}
            ]}
            """
        let read = try ScenarioDrags(scenarioJSON: Data(json.utf8))
        #expect(
            read.drags == [
                .init(at: 1, distance: 200, duration: 0.5, holdAfter: 0, startX: 40, startY: 500.5),
                .init(at: 2.5, distance: -300, duration: 1, holdAfter: 0.25, startX: nil, startY: nil),
            ])
        #expect(read.notReplayed == ["gestures[1].easing: easeOut (the default): XCUITest drags at one velocity"])
    }

    @Test func touchSamplesAreRefused() {
        let json = #"{"gestures": [{"at": 0, "distance": 100, "duration": 1}, {"at": 2, "touches": [[0, 0], [0.1, 20]]}]}"#
        #expect(throws: ScenarioDrags.ReadError.notADrag(index: 1)) { try ScenarioDrags(scenarioJSON: Data(json.utf8)) }
    }
}
