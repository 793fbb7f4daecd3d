import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `check --baseline`: the events baseline says what changed in words, and `--record` keeps a
/// failing scenario out of the baselines.
struct BehaviourBaselineTests {
    private func entry(_ event: String, _ time: Double, _ facts: String = "") -> EventsBaseline.Entry {
        EventsBaseline.Entry(event: event, facts: facts, time: time, frame: Int(time * 60))
    }

    @Test func eventsThatMovedAppearedOrVanishedAreNamedWithTheirTimes() {
        let then = [entry("touchDown", 0.5), entry("refreshEnd", 3.2, "component=header"), entry("offsetJump", 4.0)]
        let now = [entry("touchDown", 0.51), entry("refreshEnd", 3.3, "component=header"), entry("didCommit", 3.4)]
        #expect(
            EventsBaseline.changes(from: then, to: now, tolerance: 0.02) == [
                "events: moved: refreshEnd (component=header) 3.200 s → 3.300 s (+0.100 s)",
                "events: appeared: didCommit at 3.400 s",
                "events: vanished: offsetJump at 4.000 s",
            ])
    }

    @Test func aRealRunAgainstItsOwnBaselineMatchesAndALongerLoadMovesTheEnd() throws {
        var scenario = Fixtures.scenario(
            "cj-header", duration: 6, gestures: [Fixtures.pull(distance: 200, duration: 0.5, hold: 0.2)],
            strategy: .cjHeader)
        func checked(_ scenario: Scenario) -> ScenarioRun { ScenarioRun(scenario) }
        let baseline = EventsBaseline()
        let recorded = baseline.artifact(for: checked(scenario))
        #expect(
            baseline.differences(recorded: recorded, current: baseline.artifact(for: checked(scenario)), scenarioName: "cj-header").isEmpty)
        scenario.loader = .delay(seconds: 3.1)
        let lines = baseline.differences(recorded: recorded, current: baseline.artifact(for: checked(scenario)), scenarioName: "cj-header")
        #expect(lines.contains { $0.hasPrefix("events: moved: refreshEnd (component=header)") && $0.hasSuffix("(+0.100 s)") }, "\(lines)")
    }

    @Test func recordRefusesAScenarioThatFailsItsExpect() {
        final class Store: BaselineStore, @unchecked Sendable {
            var files: [String: [UInt8]] = [:]
            func read(_ fileName: String) throws -> [UInt8]? { files[fileName] }
            func write(_ bytes: [UInt8], to fileName: String) throws { files[fileName] = bytes }
        }
        var scenario = Fixtures.scenario(
            "cj-header", duration: 6, gestures: [Fixtures.pull(distance: 200, duration: 0.5, hold: 0.2)],
            strategy: .cjHeader)
        scenario.expect = Expectation(verdict: .smooth, glitches: [])
        let run = ScenarioRun(scenario)
        let store = Store()
        let result = Checker(comparisons: [FindingsBaseline(), EventsBaseline()]).check(run, baselines: store, record: true)
        #expect(!result.passed)
        #expect(store.files.isEmpty)
        #expect(result.findings.map(\.glitch) == [.offsetJump])
    }
}
