import Foundation
import RefreshSim

/// Loading scenario files given on the command line. Every failure is a `CLIFailure` with exit
/// status 2 and a message that starts with the path as the user wrote it.
enum ScenarioFile {
    /// The argument that stands for standard input.
    static let standardInput = "-"

    /// How messages name a path: standard input as `<stdin>`.
    static func displayName(_ path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    static func load(path: String) throws(CLIFailure) -> Scenario {
        let bytes = try contents(path: path)
        do {
            let scenario = try ScenarioDecoder.decode(bytes, fileName: displayName(path), customStrategies: RegisteredStrategies.all)
            if let warning = pixelViewportWarning(scenario.device) {
                CommandLineEntry.printError("\(displayName(path)): warning: \(warning)")
            }
            return scenario
        } catch {
            throw .badInput(error.description)
        }
    }

    /// The largest screen UIKit has, in points: iPad Pro 12.9", 1024 × 1366 pt (Apple's Human
    /// Interface Guidelines, "Layout": device screen sizes).
    static let largestScreen = (short: 1024.0, long: 1366.0)

    /// A viewport bigger than any device's screen in points was most likely given in pixels.
    static func pixelViewportWarning(_ device: Device) -> String? {
        let width = device.viewportWidth, height = device.viewportHeight
        guard max(width, height) > largestScreen.long || min(width, height) > largestScreen.short else { return nil }
        let scale = device.screenScale
        return "device viewport \(JSONWriter.format(width)) × \(JSONWriter.format(height)) is larger than any iPhone or iPad "
            + "screen in points (the largest is 1024 × 1366 pt); it looks like pixels. UIKit works in points: at "
            + "screenScale \(JSONWriter.format(scale)) that is \(JSONWriter.format(width / scale)) × \(JSONWriter.format(height / scale)) pt"
    }

    /// The file's bytes; refuses directories, devices and pipes, and anything over the size limit
    /// (reading stops there, so even an endless file cannot hang the run).
    static func contents(path: String) throws(CLIFailure) -> [UInt8] {
        if path == standardInput { return try readAll(STDIN_FILENO, name: displayName(path)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw .badInput(code == ENOENT ? "\(path): no such file" : "\(path): cannot be read: \(CLIFailure.systemMessage(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .badInput("\(path): cannot be read: \(CLIFailure.systemMessage())")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .badInput("\(path): is a directory with no scenario files (.json) in it")
        default: throw .badInput("\(path): is not a regular file")
        }
        return try readAll(descriptor, name: path)
    }

    /// Reads to the end, or just past the size limit.
    private static func readAll(_ descriptor: Int32, name path: String) throws(CLIFailure) -> [UInt8] {
        let limit = ScenarioLimits.maxFileBytes
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .badInput("\(path): cannot be read: \(CLIFailure.systemMessage())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        guard bytes.count <= limit else {
            throw .badInput("\(path): the file is larger than the limit of \(limit) bytes (1 MiB)")
        }
        return bytes
    }
}
