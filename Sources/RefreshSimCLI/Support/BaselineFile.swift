import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimFiles

/// Reading a stored baseline (`check --baseline DIR`). Whatever is at the path — a directory, a
/// named pipe, an unreadable or oversized file, something that is not a PNG, a PNG declaring
/// 20000×20000 px — ends in one sentence naming the file and what to do, found from its type, size
/// and first 24 bytes before the rest is read.
enum BaselineFile {
    /// A chart at the pixel limit compresses to a few MB, so 64 MiB is far above any real one.
    static let maxPNGBytes = 64 << 20
    /// A findings or events list is text from a file like a scenario, and baselines arrive in pull
    /// requests: four times a scenario's limit (`ScenarioLimits.maxFileBytes`). The longest bundled
    /// run (Benchmarks/run-600s.json, 600 s) records 453 kB of events.
    static let maxJSONBytes = 4 * ScenarioLimits.maxFileBytes

    static func maxBytes(for path: String) -> Int { path.hasSuffix(".png") ? maxPNGBytes : maxJSONBytes }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's bytes, or nil when there is no file (no baseline yet).
    static func contents(_ path: String) throws(Problem) -> [UInt8]? {
        let again = "record it again with --record"
        var status = stat()
        let maxBytes = maxBytes(for: path)
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw Problem(description: "\(path) cannot be read (\(CLIFailure.systemMessage())); fix its permissions or \(again)")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(description: "\(path) is a directory, not a baseline file; remove it and \(again)")
        case S_IFIFO: throw Problem(description: "\(path) is a named pipe, not a baseline file; remove it and \(again)")
        default: throw Problem(description: "\(path) is a device or socket, not a baseline file; remove it and \(again)")
        }
        guard Int(status.st_size) <= maxBytes else {
            throw Problem(description: "\(path) is \(status.st_size) bytes, over the \(maxBytes >> 20) MiB limit for a baseline; \(again)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Problem(description: "\(path) cannot be read (\(CLIFailure.systemMessage())); fix its permissions or \(again)")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var wanted = path.hasSuffix(".png") ? PNGHeader.byteCount : chunk.count
        while bytes.count <= maxBytes {
            let count: Int
            do {
                count = try DescriptorInput.read(descriptor, into: &chunk, count: wanted)
            } catch {
                throw Problem(description: "\(path) cannot be read (\(CLIFailure.systemMessage(error.code))); \(again)")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk.prefix(count))
            if wanted < chunk.count, bytes.count >= PNGHeader.byteCount {
                try checkPNG(bytes, path: path, again: again)
                wanted = chunk.count
            }
        }
        if path.hasSuffix(".png"), bytes.count < PNGHeader.byteCount { try checkPNG(bytes, path: path, again: again) }
        guard bytes.count <= maxBytes else {
            throw Problem(description: "\(path) is over the \(maxBytes >> 20) MiB limit for a baseline; \(again)")
        }
        return bytes
    }

    private static func checkPNG(_ bytes: [UInt8], path: String, again: String) throws(Problem) {
        guard let header = PNGHeader(bytes: bytes) else {
            throw Problem(description: "\(path) is not a PNG file; \(again)")
        }
        guard header.isWithinChartLimits else {
            throw Problem(
                description: "\(path) declares \(header.width)×\(header.height) px, over the limit of "
                    + "\(ChartSize.maxPixels / 1_000_000) million pixels for a chart; \(again)")
        }
    }
}

/// Baseline writes that failed during `check --record`: the run ends with exit status 3 (an output
/// not written), not as a failed check.
final class BaselineWriteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) { lock.withLock { messages.append(message) } }

    var all: [String] { lock.withLock { messages } }
}
