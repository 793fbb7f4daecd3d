import Foundation
import RefreshSimFiles
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place where text and bytes leave the program on standard output and standard error.
///
/// Standard output is buffered here and written with `write(2)`, every result checked: a failed
/// write (a full disk, `/dev/full`, a closed descriptor) is remembered, later output is dropped,
/// and `CommandLineEntry` ends the run with exit status 3 and one line on standard error. A reader
/// that went away (`refreshsim schema | head -1`, EPIPE) is a quiet end of the output, not an
/// error, as with SIGPIPE in other tools. Standard error is written unbuffered and its failures are
/// ignored: there is nowhere left to report them, and they never change the exit status.
enum Console {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    nonisolated(unsafe) private static var outputFailure: String?
    nonisolated(unsafe) private static var readerGone = false
    private static let flushThreshold = 64 * 1024
    /// On a terminal each line shows as it is printed, as with C's stdio.
    private static let toTerminal = isatty(STDOUT_FILENO) != 0

    /// Appends `text` to standard output, control characters and bidirectional overrides escaped
    /// (`escapedKeepingLineBreaks`). Bytes of a file output (`-o -`, `--csv -`) go by `out(bytes:)`.
    static func out(_ text: String) {
        out(bytes: Array(escapedKeepingLineBreaks(text).utf8))
    }

    /// Appends raw bytes (a CSV, a PNG) to standard output.
    static func out(bytes: [UInt8]) {
        lock.withLock {
            guard outputFailure == nil, !readerGone else { return }
            buffer.append(contentsOf: bytes)
            if buffer.count >= flushThreshold || toTerminal { flushLocked() }
        }
    }

    /// Writes out what is buffered. Returns the failure, if standard output could not be written.
    @discardableResult
    static func flush() -> String? {
        lock.withLock {
            flushLocked()
            return outputFailure
        }
    }

    /// Why standard output could not be written, if it could not.
    static var failure: String? { lock.withLock { outputFailure } }

    /// One message on standard error, with a newline added when missing. Never fails, never traps.
    static func error(_ message: String) {
        guard !message.isEmpty else { return }
        // Standard output first, so the two streams read in order on a terminal.
        flush()
        let bytes = Array(escapedKeepingLineBreaks(message.hasSuffix("\n") ? message : message + "\n").utf8)
        _ = DescriptorOutput.writeAll(bytes, to: STDERR_FILENO)
    }

    private static func flushLocked() {
        defer { buffer.removeAll(keepingCapacity: buffer.count <= flushThreshold * 4) }
        guard outputFailure == nil, !readerGone, !buffer.isEmpty else { return }
        let code = DescriptorOutput.writeAll(buffer, to: STDOUT_FILENO)
        switch code {
        case 0: break
        case EPIPE: readerGone = true
        default: outputFailure = "standard output: cannot write: \(CLIFailure.systemMessage(code))"
        }
    }

    /// A closed standard descriptor (`2>&-`) would be reused by the next `open`, and output meant
    /// for the terminal would land in an output file. Each closed one gets `/dev/null` opened in the
    /// wrong direction, so writes to it fail (stdout: exit 3) instead of going anywhere.
    static func guardStandardDescriptors() {
        for (descriptor, mode) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
            guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
            let opened = open("/dev/null", mode)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}

/// Every `print` in this module goes to `Console`, so no write to standard output goes unchecked,
/// including ones added later by other commands.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.out(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
