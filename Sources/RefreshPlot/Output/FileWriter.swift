import Foundation

/// Writes output files so that a reader never sees a partial one: the data goes to a temporary
/// file in the same directory, which is then renamed over the destination. When anything fails
/// the temporary file is removed and any earlier file at the destination is left as it was.
/// The one file writer of refreshsim: charts, baselines, CSV and reports all go through it.
public enum FileWriter {
    /// Why a file could not be written; the message starts with the path.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws(Failure) {
        try write([UInt8](data), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(message: "\(path): cannot write: it is a directory")
        }
        let (temporaryPath, descriptor) = try createTemporaryFile(next: url.lastPathComponent, in: directory, for: path)
        var failure: Failure?
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            failure = error
        }
        // A full disk may only show at fsync or close.
        if failure == nil, fsync(descriptor) != 0 {
            failure = Failure(message: "\(path): cannot write: \(systemMessage())")
        }
        if close(descriptor) != 0, failure == nil {
            failure = Failure(message: "\(path): cannot write: \(systemMessage())")
        }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        guard rename(temporaryPath, path) == 0 else {
            let message = systemMessage()
            unlink(temporaryPath)
            throw Failure(message: "\(path): cannot write: \(message)")
        }
    }

    /// Creates the directory (and its parents) when missing.
    public static func ensureDirectory(_ path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(message: "\(path): exists and is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "\(path): cannot create the directory: \(error.localizedDescription)")
        }
    }

    private static func createTemporaryFile(next name: String, in directory: String, for path: String)
        throws(Failure) -> (String, Int32)
    {
        let pid = getpid()
        for attempt in 0..<100 {
            let candidate = "\(directory)/.\(name).\(pid)-\(attempt).tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            let code = errno
            if code == EEXIST { continue }
            if code == ENOENT, !FileManager.default.fileExists(atPath: directory) {
                throw Failure(message: "\(path): cannot write: the directory \(directory) does not exist")
            }
            throw Failure(message: "\(path): cannot write in \(directory): \(systemMessage(code))")
        }
        throw Failure(message: "\(path): cannot write: could not create a temporary file in \(directory)")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "\(path): cannot write: \(systemMessage())")
            }
            offset += written
        }
    }

    private static func systemMessage(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
