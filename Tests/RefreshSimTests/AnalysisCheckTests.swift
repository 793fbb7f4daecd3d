import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `refreshsim check`'s logic: expectations, findings baselines, exit statuses.
struct AnalysisCheckTests {
    final class MemoryStore: BaselineStore, @unchecked Sendable {
        var files: [String: [UInt8]] = [:]
        func read(_ fileName: String) throws -> [UInt8]? { files[fileName] }
        func write(_ bytes: [UInt8], to fileName: String) throws { files[fileName] = bytes }
    }

    private let jump = Finding(.offsetJump, time: 4.28, frame: 257, evidence: .offsetJump(from: -94, to: -64, time: 4.28))
    private let double = Finding(.doubleTrigger, time: 1, frame: 60, evidence: .described("ran again"), severity: .warning)

    private func run(_ findings: [Finding], expect: RefreshSim.Expectation?) -> ScenarioRun {
        var scenario = Fixtures.scenario("cj-header")
        scenario.expect = expect
        return ScenarioRun(scenario: scenario, timeline: TimelineBuilder().timeline, analysis: Analysis(findings: findings))
    }

    @Test func aMatchingExpectationPasses() {
        let result = Checker().check(
            run([jump, double], expect: RefreshSim.Expectation(verdict: .janky, glitches: [.doubleTrigger, .offsetJump])))
        #expect(result.passed)
    }

    @Test func differencesAreSpelledOut() {
        let expect = RefreshSim.Expectation(verdict: .smooth, glitches: [.releaseLag, .offsetJump])
        #expect(
            ExpectationCheck.differences(expect, Analysis(findings: [jump, double])) == [
                "verdict: expected smooth, got janky",
                "glitches: expected but not found: releaseLag",
                "glitches: found but not expected: doubleTrigger",
            ])
    }

    @Test func omittedFieldsAreNotChecked() {
        #expect(ExpectationCheck.differences(RefreshSim.Expectation(verdict: .janky), Analysis(findings: [jump, double])).isEmpty)
        #expect(ExpectationCheck.differences(RefreshSim.Expectation(glitches: []), Analysis(findings: [])).isEmpty)
        #expect(Checker().check(run([jump], expect: nil)).passed)
    }

    @Test func recordedFindingsCompareEqualAndChangesAreListed() throws {
        let store = MemoryStore()
        let recorded = Checker().check(run([jump], expect: nil), baselines: store, record: true)
        #expect(recorded.recorded == ["cj-header.findings.json"])
        let text = String(decoding: store.files["cj-header.findings.json"] ?? [], as: UTF8.self)
        #expect(
            text == """
                {
                  "findings" : [
                    {
                      "frame" : 257,
                      "glitch" : "offsetJump",
                      "message" : "offset jumped 30.0 pt (-94.0 to -64.0) in one frame at 4.28 s with no finger and no animation"
                    }
                  ],
                  "scenario" : "cj-header"
                }

                """)
        #expect(Checker().check(run([jump], expect: nil), baselines: store).passed)

        var moved = jump
        moved.frame = 258
        let changed = Checker().check(run([moved, double], expect: nil), baselines: store)
        #expect(
            changed.differences == [
                "findings: gone: offsetJump at frame 257: \(jump.message)",
                "findings: new: offsetJump at frame 258: \(jump.message)",
                "findings: new: doubleTrigger at frame 60: ran again",
            ])
    }

    @Test func aMissingOrBrokenBaselineFails() {
        let store = MemoryStore()
        #expect(
            Checker().check(run([], expect: nil), baselines: store).differences
                == ["findings: no baseline cj-header.findings.json; record one with --record"])
        store.files["cj-header.findings.json"] = Array("not json".utf8)
        #expect(
            Checker().check(run([], expect: nil), baselines: store).differences
                == ["findings: the recorded baseline is not a findings file; record it again with --record"])
    }

    @Test func exitStatusIsTwoForBadInputThenOneForAFailure() {
        let pass = ScenarioCheckResult(name: "a", differences: [], recorded: [])
        let fail = ScenarioCheckResult(name: "b", differences: ["verdict: expected smooth, got janky"], recorded: [])
        #expect(CheckSummary(results: [pass]).exitStatus == 0)
        #expect(CheckSummary(results: [pass, fail]).exitStatus == 1)
        #expect(CheckSummary(results: [pass, fail], badInputs: ["x.json: no such file"]).exitStatus == 2)
        #expect(
            CheckSummary(results: [pass, fail]).text == """
                PASS a
                FAIL b
                  verdict: expected smooth, got janky
                1 passed, 1 failed

                """)
    }

    @Test func theSimulatedCjHeaderJumpsWhenItsInsetIsRestored() {
        var scenario = Fixtures.scenario(
            "cj-header", duration: 6, gestures: [Fixtures.pull(distance: 200, duration: 0.5, hold: 0.2)],
            strategy: .cjHeader)
        scenario.expect = RefreshSim.Expectation(verdict: .janky, glitches: [.offsetJump])
        let timeline = Simulator(scenario: scenario).run()
        let analysis = Analyzer(thresholds: scenario.analysis).analyze(timeline)
        let result = Checker().check(ScenarioRun(scenario: scenario, timeline: timeline, analysis: analysis))
        #expect(result.passed, "\(analysis.findings)")
        #expect(analysis.findings.first?.message.hasPrefix("offset jumped 30.0 pt (-30.0 to 0.0) in one frame") == true)

        scenario.expect = RefreshSim.Expectation(verdict: .smooth, glitches: [])
        let wrong = Checker().check(ScenarioRun(scenario: scenario, timeline: timeline, analysis: analysis))
        #expect(CheckSummary(results: [wrong]).exitStatus == 1)
    }
}
