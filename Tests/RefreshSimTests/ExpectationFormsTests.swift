import Testing
@testable import RefreshSim

/// `expect.includes`, `expect.excludes` and `expect.noFindingsBefore`: what matters, without
/// pinning the rest.
struct ExpectationFormsTests {
    /// wkwebview-bad finds jumpUnderFinger and reloadWhileDragging.
    func differences(_ expect: String) throws -> [String] {
        let base = try #require(ScenarioFixtures.bundledFiles.first { $0.lastPathComponent == "wkwebview-bad.json" })
        var text = String(decoding: ScenarioFixtures.bytes(base), as: UTF8.self)
        let range = try #require(text.range(of: #""expect""#))
        text = String(text[..<range.lowerBound]) + #""expect": "# + expect + "\n}\n"
        let scenario = try ScenarioDecoder.decode(text, fileName: "wkwebview-bad.json")
        return ExpectationCheck.differences(try #require(scenario.expect), ScenarioRun(scenario).analysis)
    }

    @Test func includesAndExcludesCheckOnlyWhatTheyName() throws {
        #expect(try differences(#"{"includes": ["jumpUnderFinger"], "excludes": ["stuckSpinner"]}"#) == [])
        #expect(try differences(#"{"includes": ["stuckSpinner"]}"#) == ["includes: expected but not found: stuckSpinner"])
        let excluded = try differences(#"{"excludes": ["reloadWhileDragging"]}"#)
        #expect(excluded.count == 1)
        #expect(excluded.first?.hasPrefix("excludes: reloadWhileDragging found at ") == true)
    }

    @Test func noFindingsBeforeNamesTheEarlyOnes() throws {
        #expect(try differences(#"{"noFindingsBefore": 0.1}"#) == [])
        let early = try differences(#"{"noFindingsBefore": 30}"#)
        #expect(early.count == 1)
        #expect(early.first?.hasPrefix("noFindingsBefore 30.00 s: ") == true)
        #expect(early.first?.contains("jumpUnderFinger at ") == true)
    }

    @Test func theFormsAreValidatedWithTheirFields() {
        expectIssues([
            scenarioJSON(#""expect": {"includes": ["offsetjump"], "excludes": ["hitch", "hitch"], "noFindingsBefore": -1}"#): [
                #"scenario.json: expect.includes[0]: must be "jumpUnderFinger", "reloadWhileDragging", "offsetJump", "stuckSpinner", "doubleTrigger", "momentumTrigger", "hiddenWhileLoading", "releaseLag", "insetDrift", "footerMisplaced", "flingKilled", "blankContent", "deadPull", "hitch", "contentShift", "positionLost", "stalledFeed" or "blankRows", got "offsetjump"; did you mean `offsetJump`?"#,
                #"scenario.json: expect.excludes[1]: "hitch" is listed twice"#,
                "scenario.json: expect.noFindingsBefore: must be >= 0 (seconds), got -1",
            ],
            scenarioJSON(#""expect": {"includes": ["hitch"], "excludes": ["hitch"]}"#): [
                #"scenario.json: expect.excludes: "hitch" is also in includes: a class cannot be both"#
            ],
            scenarioJSON(#""expect": {"exclude": ["hitch"]}"#): ["scenario.json: expect.exclude: unknown key; did you mean `excludes`?"],
        ])
    }
}
