import Foundation
import RefreshPlot
@testable import RefreshSimCLI
import RefreshSimSnapshotTesting
import SnapshotTesting
import Testing

/// One golden chart per bundled scenario (`Scenarios/*.json`), made exactly as `refreshsim plot`
/// makes it. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RefreshPlotTests`, look at the PNGs, commit.
@Suite struct ScenarioGoldenTests {
    static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static let bundled: [String] = (try? FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    @Test func everyBundledScenarioIsCovered() {
        #expect(Self.bundled.count >= 10)
    }

    @Test(arguments: bundled)
    func bundledScenarioChart(file: String) throws {
        let path = Self.scenariosDirectory.appendingPathComponent(file).path
        let subject = try ScenarioCharting.subject(forScenarioAt: path)
        let name = String(file.dropLast(".json".count))
        assertSnapshot(of: Chart.timeline(subject), as: .png(named: name), named: name, testName: "scenario")
    }
}
