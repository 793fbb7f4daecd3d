import Foundation
import RefreshPlot
import RefreshSimStrategies

/// Bundled scenarios simulated and analysed as `refreshsim plot` does it (`ScenarioCharting`):
/// decoded with the bundled vocabulary, run, analysed. PlotCLITests checks that `plot` makes
/// the golden drawn from this subject, byte for byte.
enum BundledSubjects {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static func subject(_ name: String) throws -> ChartSubject {
        let file = directory.appendingPathComponent("\(name).json")
        let scenario = try ScenarioDecoder.decode([UInt8](Data(contentsOf: file)), fileName: file.lastPathComponent)
        return ChartSubject(ScenarioRun(scenario))
    }
}
