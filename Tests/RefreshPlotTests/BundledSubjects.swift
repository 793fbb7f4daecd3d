import Foundation
import RefreshPlot
@testable import RefreshSimCLI

/// Bundled scenarios simulated and analysed as the CLI does it.
enum BundledSubjects {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static func subject(_ name: String) throws -> ChartSubject {
        try ScenarioCharting.subject(forScenarioAt: directory.appendingPathComponent("\(name).json").path, vocabulary: .bundled)
    }
}
