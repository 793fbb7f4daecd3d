import Foundation
import RefreshSim

/// The chart as a `refreshsim check --baseline` artifact: `<name>.chart.png`, compared with an
/// `ImageComparison`'s tolerance. On a mismatch the actual chart and a side-by-side diff are
/// written to `artifactsDirectory` and their paths reported.
public struct ChartBaseline: BaselineComparison {
    public var comparison: ImageComparison
    public var size: ChartSize
    public var artifactsDirectory: String

    public init(comparison: ImageComparison = .standard, size: ChartSize = ChartSize(),
                artifactsDirectory: String = ChartBaseline.defaultArtifactsDirectory) {
        self.comparison = comparison
        self.size = size
        self.artifactsDirectory = artifactsDirectory
    }

    /// `$SNAPSHOT_ARTIFACTS/refreshsim-check`, or the system's temporary directory.
    public static var defaultArtifactsDirectory: String {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base).appendingPathComponent("refreshsim-check").path
    }

    public var kind: String { "chart" }

    public func fileName(for scenarioName: String) -> String { "\(scenarioName).chart.png" }

    public func artifact(for run: ScenarioRun) throws -> [UInt8] {
        let subject = ChartSubject(scenario: run.scenario, timeline: run.timeline, analysis: run.analysis)
        return Array(try Chart.timeline(subject, size: size).data(format: .png))
    }

    public func differences(recorded: [UInt8], current: [UInt8], scenarioName: String) -> [String] {
        let reference: RasterImage, actual: RasterImage
        do {
            reference = try RasterImage(pngData: Data(recorded))
            actual = try RasterImage(pngData: Data(current))
        } catch {
            return ["chart: the stored \(fileName(for: scenarioName)) cannot be read as PNG: \(error.description)"]
        }
        let difference = comparison.compare(reference: reference, actual: actual)
        guard !difference.matches else { return [] }
        return ["chart: \(difference.summary)"] + writeArtifacts(reference, actual, scenarioName)
    }

    private func writeArtifacts(_ reference: RasterImage, _ actual: RasterImage, _ name: String) -> [String] {
        let directory = URL(fileURLWithPath: artifactsDirectory)
        let actualPath = directory.appendingPathComponent("\(name).chart.actual.png").path
        let diffPath = directory.appendingPathComponent("\(name).chart.diff.png").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.writePNG(to: actualPath)
            try comparison.diffImage(reference: reference, actual: actual).writePNG(to: diffPath)
            return ["chart: actual \(actualPath)", "chart: diff (reference | actual | changes) \(diffPath)"]
        } catch {
            return ["chart: could not write the actual and diff images to \(artifactsDirectory): \(error)"]
        }
    }
}
