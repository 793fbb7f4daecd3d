import Foundation

/// Writes output files so that a reader never sees a partial one: the data goes to a temporary
/// file in the same directory, which is then renamed over the destination. When anything fails
/// the temporary file is removed and any earlier file at the destination is left as it was.
/// Failures are `CLIFailure`s with exit status 3.
enum AtomicFileWriter {
    static func write(_ text: String, to path: String) throws(CLIFailure) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws(CLIFailure) {
        try write([UInt8](data), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(CLIFailure) {
        try write(to: path) { write throws(CLIFailure) in try write(bytes) }
    }

    /// Writes the file piece by piece, as `produce` hands the pieces to `write`: a long table goes
    /// to disk without ever being whole in memory, and is still renamed into place only at the end.
    static func write(to path: String,
                      streaming produce: (_ write: ([UInt8]) throws(CLIFailure) -> Void) throws(CLIFailure) -> Void)
        throws(CLIFailure)
    {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .outputFailed("\(path): cannot write: it is a directory")
        }
        let (temporaryPath, descriptor) = try createTemporaryFile(next: url.lastPathComponent, in: directory, for: path)
        var failure: CLIFailure?
        do {
            try produce { bytes throws(CLIFailure) in try writeAll(bytes, to: descriptor, path: path) }
        } catch {
            failure = error
        }
        // A full disk may only show at fsync or close.
        if failure == nil, fsync(descriptor) != 0 {
            failure = .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage())")
        }
        if close(descriptor) != 0, failure == nil {
            failure = .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage())")
        }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        guard rename(temporaryPath, path) == 0 else {
            let message = CLIFailure.systemMessage()
            unlink(temporaryPath)
            throw .outputFailed("\(path): cannot write: \(message)")
        }
    }

    /// Creates the directory (and its parents) when missing.
    static func ensureDirectory(_ path: String) throws(CLIFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .outputFailed("\(path): exists and is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .outputFailed("\(path): cannot create the directory: \(error.localizedDescription)")
        }
    }

    private static func createTemporaryFile(next name: String, in directory: String, for path: String)
        throws(CLIFailure) -> (String, Int32)
    {
        let pid = getpid()
        for attempt in 0..<100 {
            let candidate = "\(directory)/.\(name).\(pid)-\(attempt).tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            let code = errno
            if code == EEXIST { continue }
            if code == ENOENT, !FileManager.default.fileExists(atPath: directory) {
                throw .outputFailed("\(path): cannot write: the directory \(directory) does not exist")
            }
            throw .outputFailed("\(path): cannot write in \(directory): \(CLIFailure.systemMessage(code))")
        }
        throw .outputFailed("\(path): cannot write: could not create a temporary file in \(directory)")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(CLIFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage())")
            }
            offset += written
        }
    }
}
