import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// A sweep's report names the base scenario's strategies as a run does, a header and a footer too.
struct SweepIdentityTests {
    @Test func aHeaderAndFooterSweepIsNamedByBoth() throws {
        let file = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/mj-feed.json")
        let base = try JSONParser.parse(ScenarioFixtures.bytes(file))
        let sweep = try Sweep(base: base, fileName: "mj-feed.json", axes: [SweepAxis(parsing: "frameRate=60")])
        var results = SweepResults(sweep: sweep)
        results.append([SweepRunner.run(sweep, cell: 0)])
        #expect(results.strategyKind == "mj-header+mj-auto-footer")
        #expect(SweepTable.renderReport([results]).contains(#""strategy": "mj-header+mj-auto-footer""#))
    }
}
