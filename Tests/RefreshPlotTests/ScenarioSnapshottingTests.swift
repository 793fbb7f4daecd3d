import Foundation
import RefreshSim
import RefreshSimStrategies
import RefreshSimSnapshotTesting
import SnapshotTesting
import Testing
import XCTest

/// The snapshot strategies users call, `.chart` and `.report`, from Swift Testing and XCTest.
struct ScenarioSnapshottingTests {
    static func scenario(_ name: String) throws -> Scenario {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/\(name).json")
        return try ScenarioDecoder.decode(Array(try Data(contentsOf: url)), fileName: url.lastPathComponent)
    }

    // One golden pair, `chartAndReportOfABundledScenario.cj-header.{png,txt}`: the chart's pixels
    // are compared on Linux only (`PixelGoldens`), the report everywhere.
    @Test(.pixelGolden) func chartOfABundledScenario() throws {
        assertSnapshot(of: try Self.scenario("cj-header"), as: .chart, named: "cj-header", testName: "chartAndReportOfABundledScenario()")
    }

    @Test func reportOfABundledScenario() throws {
        assertSnapshot(of: try Self.scenario("cj-header"), as: .report, named: "cj-header", testName: "chartAndReportOfABundledScenario()")
    }

    @Test func aChangedBehaviourFailsBothWithTheLinesThatMoved() throws {
        var scenario = try Self.scenario("cj-header")
        scenario.loader = .delay(seconds: 3.3)
        let chart = verifySnapshot(of: scenario, as: .chart, named: "cj-header", testName: "chartAndReportOfABundledScenario()")
        #expect(chart?.contains("differ") == true, "\(chart ?? "nil")")
        let report = try #require(
            verifySnapshot(
                of: scenario, as: .report, named: "cj-header",
                testName: "chartAndReportOfABundledScenario()"))
        // The 0.3 s longer load moves the inset restore and its jump by 0.3 s.
        #expect(report.contains("−  4.217 s  frame 253  error  offsetJump"), "\(report)")
        #expect(report.contains("+  4.517 s  frame 271  error  offsetJump"), "\(report)")
    }

    @Test func theReportListsFindingsAndEvents() throws {
        let text = ScenarioReport.text(ScenarioRun(try Self.scenario("cj-header")))
        #expect(text.hasPrefix("scenario cj-header, strategy cj-header, loader delay\nverdict janky\n"))
        #expect(text.contains("  4.217 s  frame 253  error  offsetJump: offset jumped 30.0 pt"))
        #expect(text.contains("s  frame 30  finger  touchDown"))
    }
}

final class ScenarioSnapshottingXCTests: XCTestCase {
    func testReportFromXCTest() throws {
        assertSnapshot(of: try ScenarioSnapshottingTests.scenario("ego"), as: .report, named: "ego")
    }
}
