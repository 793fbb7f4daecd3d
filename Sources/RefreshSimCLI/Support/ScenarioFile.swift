import Foundation
import RefreshSim
import RefreshSimFiles

/// Loading scenario files given on the command line. Every failure is a `CLIFailure` with exit
/// status 2 and a message that starts with the path as the user wrote it.
enum ScenarioFile {
    /// The argument that stands for standard input.
    static let standardInput = "-"

    /// How messages name a path: standard input as `<stdin>`.
    /// The file as messages name it: escaped for terminals and CI logs (`Console.escaped`).
    static func displayName(_ path: String) -> String {
        path == standardInput ? "<stdin>" : Console.escaped(path)
    }

    static func load(path: String, vocabulary: Vocabulary) throws(CLIFailure) -> Scenario {
        try decode(contents(path: path), path: path, vocabulary: vocabulary)
    }

    /// A scenario, or a recorded trace (told apart by its `"format": "refreshsim-trace"`) with
    /// the expectations file beside it, if there is one. Both go through the same reading of
    /// inputs; a trace may be larger than a scenario (`TraceLimits.maxFileBytes`).
    static func loadInput(path: String, vocabulary: Vocabulary) throws(CLIFailure) -> RunInput {
        try input(try contents(path: path, limit: TraceLimits.maxFileBytes), path: path, vocabulary: vocabulary)
    }

    /// The same from the file's bytes, read once (a pipe cannot be read twice).
    private static func input(_ bytes: [UInt8], path: String, vocabulary: Vocabulary) throws(CLIFailure) -> RunInput {
        // A scenario's document, its drags read without nodes (`ScenarioDocument`): a trace's
        // has no gestures, and its tree is the whole tree.
        let document = try? ScenarioDocument.parse(bytes)
        guard let document, document.isTrace, let root = try? document.root() else {
            guard bytes.count <= ScenarioLimits.maxFileBytes else { throw tooLarge(displayName(path), ScenarioLimits.maxFileBytes) }
            // The document parsed here is the one the decoder would parse again (a fifth of reading
            // run-600s); bytes that are not JSON go to the decoder, which reports where.
            let scenario =
                if let document { try decode(document, path: path, vocabulary: vocabulary) } else {
                    try decode(bytes, path: path, vocabulary: vocabulary)
                }
            return RunInput(path: path, scenario: scenario)
        }
        let trace: Trace
        do {
            trace = try TraceDecoder.decode(root, fileName: displayName(path), vocabulary: vocabulary)
        } catch {
            throw CLIFailure(.badInput, error.description, at: error.issues.lazy.compactMap(\.position).first)
        }
        var expectations = TraceExpectations()
        var companions: [String] = []
        let besides = TraceExpectations.path(besideTrace: path)
        if path != standardInput, isRegularFile(besides) {
            let written = try contents(path: besides)
            do {
                expectations = try TraceExpectations.decode(written, fileName: displayName(besides))
            } catch {
                throw CLIFailure(.badInput, error.description, at: error.issues.lazy.compactMap(\.position).first)
            }
            companions.append(besides)
        }
        return RunInput(path: path, trace: trace, expectations: expectations, companions: companions, vocabulary: vocabulary)
    }

    /// The same, and where its `expect` is written, from one read (a pipe cannot be read twice).
    /// A trace's `expect` is in the expectations file beside it: its annotations point at the trace.
    static func loadLocatingExpect(path: String, vocabulary: Vocabulary) throws(CLIFailure) -> (RunInput, ExpectPositions) {
        let bytes = try contents(path: path, limit: TraceLimits.maxFileBytes)
        let input = try input(bytes, path: path, vocabulary: vocabulary)
        return (input, input.isRecording ? ExpectPositions() : expectPositions(in: bytes))
    }

    private static func decode(_ bytes: [UInt8], path: String, vocabulary: Vocabulary) throws(CLIFailure) -> Scenario {
        try decode(path: path) { () throws(ScenarioError) in
            try ScenarioDecoder.decode(bytes, fileName: displayName(path), vocabulary: vocabulary)
        }
    }

    private static func decode(_ document: ScenarioDocument, path: String, vocabulary: Vocabulary) throws(CLIFailure) -> Scenario {
        try decode(path: path) { () throws(ScenarioError) in
            try ScenarioDecoder.decode(document, fileName: displayName(path), vocabulary: vocabulary)
        }
    }

    /// A decoded scenario with its warning printed, or the decoder's issues as one failure.
    private static func decode(path: String, _ decoding: () throws(ScenarioError) -> Scenario) throws(CLIFailure) -> Scenario {
        do {
            let scenario = try decoding()
            if let warning = pixelViewportWarning(scenario.device) {
                CommandLineEntry.printError("\(displayName(path)): warning: \(warning)")
            }
            return scenario
        } catch {
            throw CLIFailure(
                .badInput, error.lines.map(Console.escaped).joined(separator: "\n"), at: error.issues.lazy.compactMap(\.position).first)
        }
    }

    /// Where `expect` and each of its keys are written in a scenario file's bytes, for annotations
    /// that point at the expectation a run failed (empty when it has none).
    static func expectPositions(in bytes: [UInt8]) -> ExpectPositions {
        guard let root = try? JSONParser.parse(bytes),
            case let .object(members) = root.value,
            let expect = members.last(where: { $0.key == "expect" })
        else { return ExpectPositions() }
        var keys: [String: SourcePosition] = [:]
        if case let .object(inner) = expect.value.value {
            for member in inner { keys[member.key] = member.keyPosition }
        }
        return ExpectPositions(expect: expect.keyPosition, keys: keys)
    }

    /// The largest screen UIKit has, in points: iPad Pro 12.9", 1024 × 1366 pt (Apple's Human
    /// Interface Guidelines, "Layout": device screen sizes).
    static let largestScreen = (short: 1024.0, long: 1366.0)

    /// A viewport bigger than any device's screen in points was most likely given in pixels.
    static func pixelViewportWarning(_ device: Device) -> String? {
        let width = device.viewportWidth
        let height = device.viewportHeight
        guard max(width, height) > largestScreen.long || min(width, height) > largestScreen.short else { return nil }
        let scale = device.screenScale
        return "device viewport \(Format.shortest(width)) × \(Format.shortest(height)) is larger than any iPhone or iPad "
            + "screen in points (the largest is 1024 × 1366 pt); it looks like pixels. UIKit works in points: at "
            + "screenScale \(Format.shortest(scale)) that is \(Format.shortest(width / scale)) × \(Format.shortest(height / scale)) pt"
    }

    /// The file's bytes. Regular files, named pipes and `/dev/fd/N` (process substitution,
    /// `run <(jq … base.json)`) are read; directories, devices and sockets are refused before they
    /// are opened, so `/dev/zero` or a tape drive is never touched. A pipe without a writer waits
    /// for one, as `cat` does. Reading stops at the size limit, so even an endless pipe cannot
    /// hang the run.
    static func contents(path: String, limit: Int = ScenarioLimits.maxFileBytes) throws(CLIFailure) -> [UInt8] {
        if path == standardInput { return try contents(descriptor: STDIN_FILENO, name: displayName(path), limit: limit) }
        var status = stat()
        guard RawPaths.withFileSystemPath(path, { stat($0, &status) }) == 0 else { throw unreadable(path, errno) }
        try checkKind(status, path: path)
        let descriptor = RawPaths.withFileSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw unreadable(path, errno) }
        defer { close(descriptor) }
        // The same check on what was opened, in case the path changed in between.
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
        try checkKind(status, path: path)
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        return try contents(descriptor: descriptor, name: path, limit: limit, expectedSize: size)
    }

    /// A JSON file (a scenario to sweep, a sweep spec) read and parsed, not yet decoded; bad JSON is
    /// `path: line L, column C: invalid JSON: …`.
    static func json(path: String, limit: Int = ScenarioLimits.maxFileBytes) throws(CLIFailure) -> JSONNode {
        try digestedJSON(path: path, limit: limit).json
    }

    /// `json(path:)` and the SHA-256 of the very bytes parsed.
    static func digestedJSON(path: String, limit: Int = ScenarioLimits.maxFileBytes) throws(CLIFailure) -> (json: JSONNode, sha256: String)
    {
        let bytes = try contents(path: path, limit: limit)
        return (try json(bytes, path: path), InputDigest.sha256(bytes))
    }

    private static func json(_ bytes: [UInt8], path: String) throws(CLIFailure) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw .badInput("\(path): \(error.position): invalid JSON: \(error.message)")
        }
    }

    /// Reads an open descriptor (a file, a pipe, standard input) to its end, up to the size limit;
    /// `name` is what messages call it.
    /// `expectedSize`: a regular file's size, read straight into an array that holds it and one
    /// byte more, to see its end (through 64 KB chunks, Benchmarks/run-600s.json's 66 KB were
    /// copied twice). A file that turns out longer is read on in chunks.
    static func contents(
        descriptor: Int32, name: String, limit: Int = ScenarioLimits.maxFileBytes, expectedSize: Int = 0
    ) throws(CLIFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        if expectedSize > 0 {
            let room = min(expectedSize, limit) + 1
            var failure: DescriptorInput.Failure?
            bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
                do throws(DescriptorInput.Failure) {
                    while count < room {
                        let got = try DescriptorInput.read(
                            descriptor, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count..<room])))
                        if got == 0 { return }
                        count += got
                    }
                } catch { failure = error }
            }
            if let failure { throw unreadable(name, failure.code) }
            if bytes.count < room { return bytes }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count: Int
            do { count = try DescriptorInput.read(descriptor, into: &chunk) } catch { throw unreadable(name, error.code) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        guard bytes.count <= limit else { throw tooLarge(name, limit) }
        return bytes
    }

    private static func tooLarge(_ name: String, _ limit: Int) -> CLIFailure {
        let size = limit == ScenarioLimits.maxFileBytes ? "1 MiB" : "\(limit >> 20) MiB, a trace's"
        return .badInput("\(name): the file is larger than the limit of \(limit) bytes (\(size))")
    }

    private static func checkKind(_ status: stat, path: String) throws(CLIFailure) {
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: return
        // Directories stand for their scenario files (`ScenarioSet`); only an empty one gets here.
        case S_IFDIR: throw .badInput("\(path): is a directory with no scenario files (.json) in it")
        case S_IFCHR, S_IFBLK: throw .badInput("\(path): is a device, not a scenario file; give a file, a named pipe or <(command)")
        default: throw .badInput("\(path): is not a regular file or a pipe; give a file, a named pipe or <(command)")
        }
    }

    /// Whether `path` is a regular file: the only kind that may be read twice (to tell a schema
    /// from a scenario) without consuming what a pipe carries.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    private static func unreadable(_ path: String, _ code: Int32) -> CLIFailure {
        code == ENOENT ? .badInput("\(path): no such file") : .badInput("\(path): cannot be read: \(CLIFailure.systemMessage(code))")
    }
}
