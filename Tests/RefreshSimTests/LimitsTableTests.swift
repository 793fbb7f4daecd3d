import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The limits table of the article "Scenario files" is generated from the field declarations: it may not drift from them.
struct LimitsTableTests {
    static let begin = "<!-- generated: ScenarioLimits.markdownTable(), checked by LimitsTableTests -->\n"
    static let end = "<!-- end generated -->"

    @Test func theArticlesTableIsTheDeclarations() throws {
        let article = try String(
            contentsOf: ScenarioFixtures.packageRoot.appendingPathComponent("Sources/RefreshSim/RefreshSim.docc/Scenarios.md"),
            encoding: .utf8)
        let start = try #require(article.range(of: Self.begin), "Scenarios.md's limits table lost its marker")
        let stop = try #require(article.range(of: Self.end, range: start.upperBound..<article.endIndex))
        #expect(
            String(article[start.upperBound..<stop.lowerBound]) == ScenarioLimits.markdownTable(.bundled),
            "regenerate the table between the markers from ScenarioLimits.markdownTable(.bundled)")
    }

    /// Every declared field has its row, so a field added to a declaration shows up in the article.
    @Test func everyDeclaredFieldHasARow() {
        let fields = Set(ScenarioLimits.rules(.bundled).map(\.field))
        let declared =
            ScenarioFields.top.map(\.key) + Device.fields.keys.map { "device." + $0 }
            + PhysicsOptions.fields.keys.map { "physics." + $0 } + GlitchThresholds.fields.keys.map { "analysis." + $0 }
            + MainThreadCosts.fields.keys.map { "mainThread." + $0 } + ["content.rowHeight"]
            + (ScenarioFields.drag + ScenarioFields.touchDown).map { "gestures[]." + $0.key }
        for field in declared { #expect(fields.contains(field), "\(field) has no row") }
        for loader in Vocabulary.bundled.loaders {
            for option in loader.options {
                #expect(fields.contains { $0.hasPrefix("loader.\(option.key) (") && $0.contains(loader.name) }, "loader.\(option.key)")
            }
        }
    }
}
