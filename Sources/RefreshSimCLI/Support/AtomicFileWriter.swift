import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every output of the command line, by what the path names:
/// - `-`: standard output (through `Console`).
/// - a regular file, or nothing yet: the bytes go to a temporary file beside it, which is then
///   renamed over it, so a reader never sees a partial file and a failed write leaves any earlier
///   file as it was. A symbolic link is followed, and its target replaced the same way at the
///   target's place; the link stays.
/// - a named pipe or a character device (`/dev/null`, a terminal): streamed to directly, never
///   renamed over.
/// - anything else (a directory, a socket, a block device): refused.
///
/// Every failure is a `CLIFailure` with exit status 3 and a message naming the path.
enum AtomicFileWriter {
    /// The output path that means standard output.
    static let standardOutput = "-"

    static func write(_ text: String, to path: String) throws(CLIFailure) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws(CLIFailure) {
        try write([UInt8](data), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(CLIFailure) {
        try write(to: path) { put throws(CLIFailure) in try put(bytes) }
    }

    /// Writes the output piece by piece, as `produce` hands the pieces to `put`: a long table goes
    /// out without ever being whole in memory, and a file is still renamed into place only at the end.
    static func write(to path: String,
                      streaming produce: (_ put: ([UInt8]) throws(CLIFailure) -> Void) throws(CLIFailure) -> Void)
        throws(CLIFailure)
    {
        if path == standardOutput {
            try produce { bytes throws(CLIFailure) in Console.out(bytes: bytes) }
            // The message is the one `CommandLineEntry` prints at the end; nothing twice.
            if Console.flush() != nil { throw CLIFailure(.outputFailed, "") }
            return
        }
        switch try OutputDestination(path) {
        case .stream:
            try stream(to: path, produce)
        case .file(let target, let mode):
            try replace(target, mode: mode, named: path, produce)
        }
    }

    /// Creates the directory (and its parents) when missing.
    static func ensureDirectory(_ path: String) throws(CLIFailure) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .outputFailed("\(path): exists and is not a directory") }
            return
        }
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += "/" + component
            if mkdir(built, 0o777) != 0 {
                let code = errno
                var existing = stat()
                if code == EEXIST, stat(built, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR { continue }
                throw .outputFailed("\(path): cannot create the directory: \(CLIFailure.systemMessage(code))")
            }
        }
    }

    private typealias Producer = (_ put: ([UInt8]) throws(CLIFailure) -> Void) throws(CLIFailure) -> Void

    /// Hands `produce` a writer to `descriptor`; the first failing write's errno, or 0.
    private static func pour(_ produce: Producer, into descriptor: Int32) throws(CLIFailure) -> Int32 {
        var code: Int32 = 0
        try produce { bytes throws(CLIFailure) in
            if code == 0 { code = Console.writeAll(bytes, to: descriptor) }
        }
        return code
    }

    private static func stream(to path: String, _ produce: Producer) throws(CLIFailure) {
        // Opening a named pipe waits for a reader, as `cat > fifo` does.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage())") }
        let code: Int32
        do {
            code = try pour(produce, into: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        let closeCode = close(descriptor) == 0 ? 0 : errno
        if code == EPIPE { throw .outputFailed("\(path): cannot write: the reader of the pipe went away") }
        if code != 0 || closeCode != 0 {
            throw .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage(code != 0 ? code : closeCode))")
        }
    }

    private static func replace(_ target: String, mode: mode_t?, named path: String, _ produce: Producer) throws(CLIFailure) {
        let directory = (target as NSString).deletingLastPathComponent
        let (temporary, descriptor) = try createTemporaryFile(in: directory.isEmpty ? "." : directory, for: path)
        var code: Int32
        do {
            code = try pour(produce, into: descriptor)
        } catch {
            close(descriptor)
            TemporaryFiles.unregister(temporary)
            unlink(temporary)
            throw error
        }
        // Keep an existing file's permissions; a new one gets the default (0666 less the umask).
        if code == 0, let mode, fchmod(descriptor, mode) != 0 { code = errno }
        // A full disk may only show at fsync or close.
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0 {
            code = TemporaryFiles.rename(temporary, to: target)
            if code == 0 { return }
        } else {
            TemporaryFiles.unregister(temporary)
        }
        unlink(temporary)
        throw .outputFailed("\(path): cannot write: \(CLIFailure.systemMessage(code))")
    }

    /// `.refreshsim-` and 8 random letters: short, so any name the file system takes for the output
    /// also fits its temporary file; created with O_EXCL, so two processes never share one.
    private static func createTemporaryFile(in directory: String, for path: String) throws(CLIFailure) -> (String, Int32) {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String((0..<8).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            let candidate = "\(directory)/.refreshsim-\(suffix)"
            // Registered first, so an interruption between open and registering cannot miss it.
            TemporaryFiles.register(candidate)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            let code = errno
            TemporaryFiles.unregister(candidate)
            if code == EEXIST { continue }
            var status = stat()
            if code == ENOENT, stat(directory, &status) != 0 {
                throw .outputFailed("\(path): cannot write: the directory \(directory) does not exist")
            }
            throw .outputFailed("\(path): cannot write in \(directory): \(CLIFailure.systemMessage(code))")
        }
        throw .outputFailed("\(path): cannot write: could not create a temporary file in \(directory)")
    }
}

/// What an output path names, following symbolic links.
enum OutputDestination {
    /// A regular file to replace atomically at `target` (the path, or a link's final target), with
    /// the permissions of the file it replaces, if any.
    case file(target: String, mode: mode_t?)
    /// A named pipe or character device to write to directly.
    case stream

    init(_ path: String) throws(CLIFailure) {
        var target = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0 else {
                // Nothing there yet (or an unreadable directory, which the write will report).
                self = .file(target: target, mode: nil)
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try Self.linkTarget(of: target, path: path)
                continue
            case S_IFREG:
                self = .file(target: target, mode: status.st_mode & 0o7777)
            case S_IFIFO, S_IFCHR:
                self = .stream
            case S_IFDIR:
                throw .outputFailed("\(path): cannot write: it is a directory")
            case S_IFSOCK:
                throw .outputFailed("\(path): cannot write: it is a socket; name a regular file, a named pipe, or - for standard output")
            default:
                throw .outputFailed("\(path): cannot write: it is a block device; name a regular file, a named pipe, or - for standard output")
            }
            return
        }
        throw .outputFailed("\(path): cannot write: too many levels of symbolic links")
    }

    /// Where `path` leads once symbolic links are followed (the path itself when it is none).
    static func finalTarget(of path: String) -> String {
        var target = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                  let next = try? linkTarget(of: target, path: path) else { return target }
            target = next
        }
        return target
    }

    private static func linkTarget(of link: String, path: String) throws(CLIFailure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .outputFailed("\(path): cannot follow the link: \(CLIFailure.systemMessage())") }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        let directory = (link as NSString).deletingLastPathComponent
        return directory.isEmpty ? destination : "\(directory)/\(destination)"
    }
}
