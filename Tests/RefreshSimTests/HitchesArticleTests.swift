import Foundation
import Testing
@testable import RefreshSim

/// The article "Hitches": its scenario block decodes and runs as the text says.
struct HitchesArticleTests {
    @Test func theArticlesScenarioDecodesAndMeetsItsExpectation() throws {
        let article = try String(
            contentsOf: ScenarioFixtures.packageRoot.appendingPathComponent("Sources/RefreshSim/RefreshSim.docc/Hitches.md"),
            encoding: .utf8)
        let open = try #require(article.range(of: "```json\n"))
        let close = try #require(article.range(of: "```", range: open.upperBound..<article.endIndex))
        let scenario = try ScenarioDecoder.decode(String(article[open.upperBound..<close.lowerBound]), fileName: "Hitches.md")
        let run = ScenarioRun(scenario)
        #expect(ExpectationCheck.differences(try #require(scenario.expect), run.analysis) == [])
        #expect(run.analysis.hitches?.band == .critical)
    }
}
