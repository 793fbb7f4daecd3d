import Foundation
import Testing
@testable import RefreshSim

/// The README's Hitches section: its scenario block decodes and runs as the text says.
@Suite struct ReadmeHitchesTests {
    @Test func theSectionsScenarioDecodesAndMeetsItsExpectation() throws {
        let readme = try String(contentsOf: ScenarioFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Hitches: late frames from main-thread work"))
        let open = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let scenario = try ScenarioDecoder.decode(String(readme[open.upperBound..<close.lowerBound]), fileName: "README.md")
        let run = ScenarioRun(scenario)
        #expect(ExpectationCheck.differences(try #require(scenario.expect), run.analysis) == [])
        #expect(run.analysis.hitches?.band == .critical)
    }
}
