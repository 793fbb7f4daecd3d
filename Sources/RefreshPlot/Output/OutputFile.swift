import Foundation
import RefreshSimFiles

/// Where `Chart.write(to:)` and `RasterImage.writePNG(to:)` hand their bytes: RefreshSimFiles'
/// `FileWriter`, the writer the command line uses too, after creating a missing folder (failure
/// artifacts often go to one that does not exist yet).
enum OutputFile {
    static func write(_ data: Data, to path: String) throws(ChartError) {
        do {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty { try FileWriter.ensureDirectory(directory) }
            try FileWriter.write(data, to: path)
        } catch {
            throw ChartError(error)
        }
    }
}

extension ChartError {
    init(_ failure: FileWriteError) {
        self = .writeFailed(path: failure.path, reason: failure.problem.description)
    }
}
