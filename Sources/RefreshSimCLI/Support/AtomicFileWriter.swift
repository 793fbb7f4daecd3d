import Foundation
import RefreshSimFiles

/// Writes every output of the command line: `-` is standard output (through `Console`); any other
/// path goes to `FileWriter` (RefreshSimFiles), which replaces files atomically, writes through
/// links, streams to pipes and devices and refuses the rest.
///
/// Every failure is a `CLIFailure` with exit status 3 and a message naming the path.
enum AtomicFileWriter {
    /// The output path that means standard output.
    static let standardOutput = "-"

    /// Binary output onto a terminal is refused, as gzip refuses it: it would fill the screen with
    /// bytes, some of them control sequences. A pipe or a redirect is fine.
    static func refuseBinaryOnTerminal(_ path: String, _ what: String) throws(CLIFailure) {
        guard path == standardOutput, isatty(STDOUT_FILENO) != 0 else { return }
        throw .badInput(
            "-o -: refusing to write \(what) to a terminal; redirect standard output (> file, | program) or name a file with -o")
    }

    static func write(_ text: String, to path: String) throws(CLIFailure) {
        try write(Array(text.utf8), to: path)
    }

    /// `followingLinks: false` for a path the program chose inside a folder (`FileWriter`).
    static func write(_ data: Data, to path: String, followingLinks: Bool = true) throws(CLIFailure) {
        guard path != standardOutput else { return try write([UInt8](data), to: path) }
        do { try FileWriter.write(data, to: path, followingLinks: followingLinks) } catch { throw CLIFailure(error) }
    }

    static func write(_ bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(CLIFailure) {
        try write(to: path, followingLinks: followingLinks) { put in put(bytes) }
    }

    /// Writes the output piece by piece, as `produce` hands the pieces to `put`: a long table goes
    /// out without ever being whole in memory, and a file is still renamed into place only at the end
    /// of the command, with its other outputs (`CommandLineEntry`).
    static func write(
        to path: String, followingLinks: Bool = true,
        streaming produce: (_ put: ([UInt8]) -> Void) throws(CLIFailure) -> Void
    ) throws(CLIFailure) {
        if path == standardOutput {
            try produce { bytes in Console.out(bytes: bytes) }
            // The message is the one `CommandLineEntry` prints at the end; nothing twice.
            if Console.flush() != nil { throw CLIFailure(.outputFailed, "") }
            return
        }
        do {
            try FileWriter.write(to: path, followingLinks: followingLinks, streaming: produce)
        } catch {
            switch error {
            case .file(let failure): throw CLIFailure(failure)
            case .producer(let failure): throw failure
            }
        }
    }

    /// Creates the directory (and its parents) when missing.
    static func ensureDirectory(_ path: String) throws(CLIFailure) {
        do { try FileWriter.ensureDirectory(path) } catch { throw CLIFailure(error) }
    }

    /// Creates the directory an output file goes in (and its parents) when missing; standard
    /// output needs none.
    static func ensureParentDirectory(of path: String) throws(CLIFailure) {
        guard path != standardOutput else { return }
        try ensureDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}

extension CLIFailure {
    /// An output not written: exit status 3, with the writer's message naming the path.
    init(_ failure: FileWriteError) {
        self.init(.outputFailed, failure.description)
    }
}
