import Foundation
import RefreshSim
import RefreshSimFiles

/// The chart as a `refreshsim check --baseline` artifact: `<name>.chart.png`, compared with an
/// `ImageComparison`'s tolerance. On a mismatch the actual chart and a side-by-side diff are
/// written to `artifactsDirectory` and their paths reported.
public struct ChartBaseline: BaselineComparison {
    public var comparison: ImageComparison
    public var size: ChartSize
    /// Where a mismatch's images go; `nil`: `$SNAPSHOT_ARTIFACTS/refreshsim-check`, or a private
    /// folder made for this process (`PrivateFolder`) on the first mismatch.
    public var artifactsDirectory: String?

    public init(
        comparison: ImageComparison = .standard, size: ChartSize = ChartSize(),
        artifactsDirectory: String? = nil
    ) {
        self.comparison = comparison
        self.size = size
        self.artifactsDirectory = artifactsDirectory
    }

    public var kind: String { "chart" }

    public func fileName(for scenarioName: String) -> String { "\(scenarioName).chart.png" }

    public func artifact(for run: ScenarioRun) throws -> [UInt8] {
        Array(try Chart.timeline(ChartSubject(run), size: size).data(format: .png))
    }

    public func differences(recorded: [UInt8], current: [UInt8], scenarioName: String) -> [String] {
        // The headers first: a stored image that is no PNG, or whose size is far from the chart's
        // own (over 4 times its pixels) or over the chart limit, is reported without decoding it,
        // in microseconds whatever size it claims. A nearby size is decoded for a diff image.
        guard let stored = PNGHeader(bytes: recorded) else {
            return ["chart: the stored \(fileName(for: scenarioName)) is not a PNG file; record it again with --record"]
        }
        if let now = PNGHeader(bytes: current), stored != now, !stored.isWithinChartLimits || stored.pixels > 4 * now.pixels {
            return [
                "chart: image size changed: reference \(stored.width)×\(stored.height) px, actual \(now.width)×\(now.height) px"
                    + (stored.isWithinChartLimits ? "" : " (over the \(ChartSize.maxPixels / 1_000_000) million pixel limit of a chart)")
                    + "; if the change is intended, record it again with --record"
            ]
        }
        let reference: RasterImage
        let actual: RasterImage
        do {
            reference = try RasterImage(pngData: Data(recorded))
            actual = try RasterImage(pngData: Data(current))
        } catch {
            return [
                "chart: the stored \(fileName(for: scenarioName)) cannot be read as PNG (\(error.description)); record it again with --record"
            ]
        }
        let difference = comparison.compare(reference: reference, actual: actual)
        guard !difference.matches else { return [] }
        return ["chart: \(difference.summary)"] + writeArtifacts(reference, actual, scenarioName)
    }

    private func writeArtifacts(_ reference: RasterImage, _ actual: RasterImage, _ name: String) -> [String] {
        let folder: String
        do throws(FileWriteError) {
            if let named = artifactsDirectory { folder = named } else { folder = try PrivateFolder.artifacts("refreshsim-check") }
            try FileWriter.ensureDirectory(folder)
        } catch {
            return ["chart: could not make a folder for the actual and diff images: \(error); set SNAPSHOT_ARTIFACTS to a writable folder"]
        }
        let directory = URL(fileURLWithPath: folder)
        let actualPath = directory.appendingPathComponent("\(name).chart.actual.png").path
        let diffPath = directory.appendingPathComponent("\(name).chart.diff.png").path
        do throws(ChartError) {
            try actual.writePNG(to: actualPath)
            try comparison.diffImage(reference: reference, actual: actual).writePNG(to: diffPath)
            return ["chart: actual \(actualPath)", "chart: diff (reference | actual | changes) \(diffPath)"]
        } catch {
            return [
                "chart: could not write the actual and diff images to \(folder): \(error.description); "
                    + "set SNAPSHOT_ARTIFACTS to a writable folder"
            ]
        }
    }
}
