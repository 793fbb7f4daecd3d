import Foundation
import RefreshPlot
import RefreshSimFiles
import SnapshotTesting

/// A reference PNG as stored on disk, decoded once for pixel comparison.
public struct PNGSnapshot {
    public var data: Data
    public var image: RasterImage?
    public var decodingError: String?

    public init(data: Data) {
        self.data = data
        do {
            image = try RasterImage(pngData: data)
        } catch {
            decodingError = error.description
        }
    }

    init(data: Data, decodingError: String) {
        self.data = data
        self.decodingError = decodingError
    }

    public init(image: RasterImage) throws {
        self.data = try image.pngData()
        self.image = image
    }
}

extension Snapshotting where Value == Chart, Format == PNGSnapshot {
    /// Renders the chart to PNG and compares it with the golden image through `comparison`. On a
    /// mismatch the actual image and a reference | actual | diff image are written to
    /// `$SNAPSHOT_ARTIFACTS/refreshsim-snapshots` (or the temporary directory) and their paths
    /// named in the failure.
    public static func png(named name: String, comparison: ImageComparison = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(named: name, comparison: comparison)) { (chart: Chart) -> PNGSnapshot in
            do {
                return try PNGSnapshot(image: chart.rasterImage())
            } catch {
                return PNGSnapshot(data: Data(), decodingError: "\(error)")
            }
        }
    }
}

extension Snapshotting where Value == RasterImage, Format == PNGSnapshot {
    /// Any drawing already rendered to pixels (phone frames, filmstrips), compared like charts.
    public static func png(named name: String, comparison: ImageComparison = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(named: name, comparison: comparison)) { (image: RasterImage) -> PNGSnapshot in
            do {
                return try PNGSnapshot(image: image)
            } catch {
                return PNGSnapshot(data: Data(), decodingError: "\(error)")
            }
        }
    }
}

extension Diffing where Value == PNGSnapshot {
    /// Pixel-tolerant PNG comparison (`ImageComparison`): antialiasing noise passes, a moved
    /// marker fails, and a failure leaves the actual image and a diff image behind.
    public static func png(named name: String, comparison: ImageComparison) -> Diffing {
        .diff(toData: \.data, fromData: PNGSnapshot.init(data:)) { reference, actual in
            guard let expected = reference.image else {
                return ("the golden image cannot be decoded: \(reference.decodingError ?? "unknown error")", [])
            }
            guard let got = actual.image else {
                return ("the chart could not be rendered: \(actual.decodingError ?? "unknown error")", [])
            }
            let difference = comparison.compare(reference: expected, actual: got)
            guard !difference.matches else { return nil }
            return (
                difference.summary + "\n"
                    + FailureArtifacts.write(
                        name: name, reference: expected, actual: got,
                        comparison: comparison), []
            )
        }
    }
}

enum FailureArtifacts {
    /// `$SNAPSHOT_ARTIFACTS/refreshsim-snapshots`, or a private folder of this process's own.
    static func directory() throws(FileWriteError) -> URL {
        let path = try PrivateFolder.artifacts("refreshsim-snapshots")
        try FileWriter.ensureDirectory(path)
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Writes `<name>.actual.png` and `<name>.diff.png`; returns a message naming them.
    static func write(name: String, reference: RasterImage, actual: RasterImage, comparison: ImageComparison) -> String {
        let directory: URL
        do throws(FileWriteError) {
            directory = try Self.directory()
        } catch {
            return "could not make a folder for the failure images: \(error)"
        }
        let actualPath = directory.appendingPathComponent("\(name).actual.png").path
        let diffPath = directory.appendingPathComponent("\(name).diff.png").path
        do {
            try actual.writePNG(to: actualPath)
            try comparison.diffImage(reference: reference, actual: actual).writePNG(to: diffPath)
        } catch {
            return "could not write the failure images: \(error)"
        }
        return "actual image: \(actualPath)\nreference | actual | diff: \(diffPath)"
    }
}
