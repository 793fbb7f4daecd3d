import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `expect.gestures` (by gesture id), `expect.header` / `expect.footer`: what each gesture and each
/// component must do, and `check`'s lines naming the gesture and the times.
struct GestureExpectationTests {
    private func check(_ expect: String, gestures: String? = nil) throws -> [String] {
        let json = """
            {"name": "t", "duration": 12, "device": "iPhone 15", "content": {"height": 1800},
             "gestures": \(gestures ?? #"[{"id": "flick", "at": 0.3, "distance": -900, "duration": 0.15}, {"id": "tug", "at": 3, "distance": 30, "duration": 0.2}, {"id": "late", "at": 6, "distance": -900, "duration": 0.15}]"#),
             "strategy": {"kind": "mj-auto-footer"}, "loader": {"kind": "delay", "seconds": 0.8},
             "reactions": [{"on": "loadMoreEnded", "call": "appendContent", "rows": 20}],
             "expect": \(expect)}
            """
        let scenario = try ScenarioDecoder.decode(json, fileName: "t.json")
        return Checker().check(ScenarioRun(scenario)).differences
    }

    @Test func eachGestureIsHeldToItsOwnPart() throws {
        #expect(
            try check(
                #"{"gestures": {"flick": {"loadsMore": true}, "tug": {"loadsMore": false, "refreshes": false}, "late": {"loadsMore": true}}}"#
            ) == [])
        #expect(
            try check(#"{"gestures": {"tug": {"loadsMore": true}, "flick": {"loadsMore": false}}}"#) == [
                "gestures.tug (touch-down at 3.00 s): expected a load-more from 3.00 s to 6.00 s, none started",
                "gestures.flick (touch-down at 0.30 s): expected no load-more, one started at 0.62 s",
            ])
        // The last gesture's part runs to the end of the run.
        #expect(
            try check(#"{"gestures": {"late": {"refreshes": true}}}"#)
                == ["gestures.late (touch-down at 6.00 s): expected a refresh from 6.00 s to 12.00 s, none started"])
    }

    /// Ids, not indices: a gesture inserted first leaves the expectation as it was.
    @Test func idsSurviveAnInsertedGesture() throws {
        let inserted = #"[{"at": 0.1, "distance": 5, "duration": 0.1}, {"id": "flick", "at": 0.3, "distance": -900, "duration": 0.15}]"#
        #expect(try check(#"{"gestures": {"flick": {"loadsMore": true}}}"#, gestures: inserted) == [])
    }

    /// Listed out of time order, each id stays with its gesture: the parts follow the times.
    @Test func idsFollowTheirGesturesIntoTimeOrder() throws {
        let shuffled =
            #"[{"id": "late", "at": 6, "distance": -900, "duration": 0.15}, {"id": "flick", "at": 0.3, "distance": -900, "duration": 0.15}, {"id": "tug", "at": 3, "distance": 30, "duration": 0.2}]"#
        #expect(
            try check(#"{"gestures": {"tug": {"loadsMore": true}, "flick": {"loadsMore": false}}}"#, gestures: shuffled) == [
                "gestures.tug (touch-down at 3.00 s): expected a load-more from 3.00 s to 6.00 s, none started",
                "gestures.flick (touch-down at 0.30 s): expected no load-more, one started at 0.62 s",
            ])
    }

    @Test func countsAndFinalPhasePerComponent() throws {
        #expect(try check(#"{"footer": {"started": 2, "ended": 2, "findings": 0, "finalPhase": "idle"}}"#) == [])
        #expect(
            try check(
                #"{"footer": {"started": 3, "ended": {"max": 1}, "findings": {"min": 1}, "finalPhase": "noMoreData"}, "loadMores": 1}"#)
                == [
                    "loadMores: expected 1, got 2, started at 0.62 s, 6.17 s",
                    "footer.started: expected 3, got 2, started at 0.62 s, 6.17 s",
                    "footer.ended: expected at most 1, got 2, started at 0.62 s, 6.17 s",
                    "footer.findings: expected at least 1, got 0",
                    "footer.finalPhase: expected noMoreData, got idle at the run's end",
                ])
        #expect(try check(#"{"header": {"started": 1}}"#) == ["header.started: expected 1, got 0"])
    }

    @Test func idsAndKeysAreValidated() {
        let gestures =
            #""gestures": [{"id": "pull", "at": 0, "distance": 100, "duration": 0.5}, {"id": "pull", "at": 1, "distance": 100, "duration": 0.5}, {"at": 2, "distance": 1, "duration": 0.1}]"#
        expectIssues([
            scenarioJSON(gestures + #", "expect": {"gestures": {"pul": {"refreshes": true}, "pull": {"refresh": true}}, "footer": {}}"#): [
                #"scenario.json: gestures[1].id: "pull" is already the id of gestures[0]"#,
                "scenario.json: expect.gestures.pul: no gesture has this id; did you mean `pull`?",
                "scenario.json: expect.gestures.pull.refresh: unknown key; did you mean `refreshes`?",
                "scenario.json: expect.gestures.pull: give refreshes, loadsMore or both (true or false)",
                "scenario.json: expect.footer: give started, ended, findings or finalPhase",
            ],
            scenarioJSON(#""expect": {"gestures": {"pull": {"refreshes": true}}}"#): [
                "scenario.json: expect.gestures.pull: no gesture has an id; give the gesture one (gestures[].id)"
            ],
        ])
    }
}
