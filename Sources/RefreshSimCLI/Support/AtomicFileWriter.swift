import Foundation
import RefreshPlot

/// RefreshPlot's `FileWriter` (the one file writer), with its failures as `CLIFailure`s (exit
/// status 3).
enum AtomicFileWriter {
    static func write(_ text: String, to path: String) throws(CLIFailure) {
        do { try FileWriter.write(text, to: path) } catch { throw .outputFailed(error.message) }
    }

    static func write(_ data: Data, to path: String) throws(CLIFailure) {
        do { try FileWriter.write(data, to: path) } catch { throw .outputFailed(error.message) }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(CLIFailure) {
        do { try FileWriter.write(bytes, to: path) } catch { throw .outputFailed(error.message) }
    }

    static func ensureDirectory(_ path: String) throws(CLIFailure) {
        do { try FileWriter.ensureDirectory(path) } catch { throw .outputFailed(error.message) }
    }
}
