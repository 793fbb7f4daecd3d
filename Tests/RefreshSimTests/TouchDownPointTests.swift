import Testing
@testable import RefreshSim

/// `gestures[].startX`, `startY`: where the finger touches down, on the device's screen.
struct TouchDownPointTests {
    @Test func bothKindsOfGestureTakeThePoint() throws {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(
                #"""
                "gestures": [{"at": 0, "distance": 0, "duration": 0.1, "startX": 10, "startY": 540},
                             {"at": 1, "touches": [[0, 0], [0.1, 5]], "startY": 20},
                             {"at": 2, "distance": 0, "duration": 0.1, "startX": 30}]
                """#), fileName: "scenario.json")
        #expect(
            scenario.gestures.map(\.touchDown) == [TouchDownPoint(x: 10, y: 540), TouchDownPoint(y: 20), TouchDownPoint(x: 30)])
        let screen = Size(width: 320, height: 568)
        #expect(
            scenario.gestures.map { $0.touchDown.resolved(on: screen) } == [
                Point(x: 10, y: 540), Point(x: 160, y: 20), Point(x: 30, y: 284),
            ])
    }

    /// Without the keys the finger touches the middle of the screen, as every gesture did before them.
    @Test func absentIsTheMiddle() throws {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(#""gestures": [{"at": 0, "distance": 10, "duration": 1}]"#), fileName: "scenario.json")
        #expect(scenario.gestures.first?.touchDown == .middle)
        #expect(TouchDownPoint.middle.resolved(on: Size(width: 390, height: 844)) == Point(x: 195, y: 422))
    }

    /// Off the screen (the default device is 320 × 568) or out of range: each problem named with its
    /// field, all at once, in both kinds of gesture.
    @Test func aPointOffTheScreenIsNamed() {
        #expect(
            scenarioIssues(
                scenarioJSON(
                    #"""
                    "gestures": [{"at": 0, "distance": 0, "duration": 0.1, "startX": 320, "startY": 600},
                                 {"at": 1, "touches": [[0, 0]], "startY": -1},
                                 {"at": 2, "distance": 0, "duration": 0.1, "startX": "left"}]
                    """#))
                == [
                    "scenario.json: gestures[0].startX: must be less than the screen's width (device.viewportWidth, 320 pt), got 320",
                    "scenario.json: gestures[0].startY: must be less than the screen's height (device.viewportHeight, 568 pt), got 600",
                    "scenario.json: gestures[1].startY: must be >= 0 (points), got -1",
                    "scenario.json: gestures[2].startX: expected a number, got a string",
                ])
    }

    /// The screen is the scenario's device's.
    @Test func theDevicesScreenBoundsThePoint() {
        #expect(
            scenarioIssues(
                scenarioJSON(
                    #""device": {"viewportWidth": 390, "viewportHeight": 844}, "gestures": [{"at": 0, "distance": 0, "duration": 0.1, "startX": 350, "startY": 800}]"#
                )) == [])
    }
}
