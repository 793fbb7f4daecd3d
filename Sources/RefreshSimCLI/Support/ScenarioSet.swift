import Foundation
import RefreshSim

/// Which files the scenario arguments of every subcommand stand for, and loading them.
///
/// - A directory stands for the `.json` files in it, in name order.
/// - `-` is a scenario read from standard input.
/// - A file that is not a scenario is skipped with a note on standard error, whether named or
///   found in a directory: a `*.schema.json` file, or any JSON document whose `$schema` is a JSON
///   Schema meta-schema (what `refreshsim schema` writes).
enum ScenarioSet {
    /// The scenario files the arguments name, and those skipped with the reason.
    static func files(_ arguments: [String]) -> (files: [String], skipped: [(path: String, reason: String)]) {
        var skipped: [(path: String, reason: String)] = []
        let files = arguments.flatMap { path -> [String] in
            guard path != ScenarioFile.standardInput else { return [path] }
            var status = stat()
            guard RawPaths.withFileSystemPath(path, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                return [path]
            }
            // By their bytes: a name that is not UTF-8 is still found and opened.
            let names = RawPaths.entries(of: path)?.filter { $0.hasSuffix(".json") } ?? []
            // An empty directory stays, so that loading it says so.
            guard !names.isEmpty else { return [path] }
            // Joined as text, so a relative directory gives relative paths (CI annotations need them).
            let found = names.sorted().map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            // A folder is read for its files only: a FIFO or a link to a device (/dev/stdin) met
            // there would block the scan, so it is noted and left unread.
            return found.filter { file in
                guard !isRegularFile(file) else { return true }
                skipped.append((file, "not a regular file (a FIFO, device or socket in a folder is never read)"))
                return false
            }
        }
        .filter { path in
            guard let reason = NotAScenario.reason(path: path) else { return true }
            skipped.append((path, reason))
            return false
        }
        return (files, skipped)
    }

    /// Whether `path` is a regular file once links are followed (lstat would let a link to a FIFO by).
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return RawPaths.withFileSystemPath(path, { stat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The scenario files, with a note on standard error for each file skipped.
    static func filesNotingSkipped(_ arguments: [String]) -> [String] {
        let (files, skipped) = files(arguments)
        for (path, reason) in skipped { CommandLineEntry.printError("\(Console.escaped(path)): skipped: \(reason)") }
        return files
    }

    /// Every scenario (or recorded trace) the arguments name, all validated before anything runs or
    /// is written, with every file's errors reported together.
    static func load(_ arguments: [String], vocabulary: Vocabulary) throws(CLIFailure) -> [RunInput] {
        try load(files: filesNotingSkipped(arguments), named: arguments, vocabulary: vocabulary)
    }

    /// The same for files already found by `filesNotingSkipped` (or `files`), which are not listed
    /// and read for a `$schema` again.
    static func load(files paths: [String], named arguments: [String]? = nil, vocabulary: Vocabulary) throws(CLIFailure) -> [RunInput] {
        guard !paths.isEmpty else { throw .badInput("no scenario files in \((arguments ?? paths).joined(separator: ", "))") }
        var scenarios: [RunInput] = []
        var messages: [String] = []
        for path in paths {
            do {
                scenarios.append(try ScenarioFile.loadInput(path: path, vocabulary: vocabulary))
            } catch {
                messages.append(error.message)
            }
        }
        guard messages.isEmpty else { throw .badInput(messages.joined(separator: "\n")) }
        return scenarios
    }

    /// Every file that loads, with its path, and every other file's errors, for the commands that
    /// go on over a folder with the files that load (`plot`, `run`, `review`) and then end with
    /// status 2 naming the rest. A file named on the command line that does not load still stops
    /// everything before anything is written (you asked for exactly those); so does a folder of
    /// which nothing loads.
    static func loadEach(files paths: [String], named arguments: [String], vocabulary: Vocabulary) throws(CLIFailure) -> Loaded {
        guard !paths.isEmpty else { throw .badInput("no scenario files in \(arguments.joined(separator: ", "))") }
        var loaded = Loaded()
        var named = false
        for path in paths {
            do {
                loaded.inputs.append(try ScenarioFile.loadInput(path: path, vocabulary: vocabulary))
                loaded.files.append(path)
            } catch {
                loaded.problems.append(error.message)
                if arguments.contains(path) { named = true }
            }
        }
        guard !loaded.inputs.isEmpty, !named else { throw .badInput(loaded.problems.joined(separator: "\n")) }
        return loaded
    }

    struct Loaded {
        var inputs: [RunInput] = []
        /// The files `inputs` came from, in their order.
        var files: [String] = []
        /// One message (all of a file's errors) per file that did not load.
        var problems: [String] = []

        /// Status 2 naming every file that did not load, after the others' work is done.
        func failureForTheRest() -> CLIFailure? {
            problems.isEmpty
                ? nil
                : .badInput(
                    problems.joined(separator: "\n") + "\n\(problems.count) of \(problems.count + inputs.count) files not used (bad input)")
        }
    }
}

/// Files the scenario arguments may sweep up that are not scenarios.
enum NotAScenario {
    /// Why `path` is not a scenario, or nil if it may be one (its decoding then decides).
    static func reason(path: String) -> String? {
        if path.hasSuffix(".schema.json") { return "a schema file, not a scenario" }
        if path.hasSuffix(".expect.json") { return "the expectations of the trace beside it, not a scenario" }
        // Only a regular file is read to look: reading a pipe would consume the scenario it carries.
        guard ScenarioFile.isRegularFile(path), let bytes = try? ScenarioFile.contents(path: path),
            mayNameSchemaHost(bytes), let root = try? JSONParser.parse(bytes), case let .object(members) = root.value,
            let schema = members.first(where: { $0.key == "$schema" })?.value.value,
            case let .string(uri) = schema, uri.contains("json-schema.org")
        else { return nil }
        return "a JSON Schema (\(uri)), not a scenario"
    }

    private static let schemaHost = Array("json-schema.org".utf8)
    private static let unicodeEscape = Array("\\u".utf8)

    /// Whether a string in `bytes` can contain `json-schema.org`: only if the bytes do, or a `\u`
    /// escape could spell a letter of it. A scenario has neither, and is then not parsed a second
    /// time just to look (run-600s: 4.8 M instructions of 145 M).
    private static func mayNameSchemaHost(_ bytes: [UInt8]) -> Bool {
        contains(bytes, schemaHost) || contains(bytes, unicodeEscape)
    }

    /// Each candidate first byte found by memchr (`position(of:from:)`): `firstIndex(of:)` on a
    /// slice was 9 instructions a frame of run-600s.
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while let index = buffer.position(of: first, from: start) {
                guard index + needle.count <= buffer.count else { return false }
                if buffer[index..<index + needle.count].elementsEqual(needle) { return true }
                start = index + 1
            }
            return false
        }
    }
}

/// Where an output goes: the given file (or `-`) for one scenario, `<dir>/<name>.<ext>` for several.
enum OutputPath {
    /// Several scenarios write one file each into a directory: refuse a path that names a file
    /// (it has an extension and is no directory), as `plot -o` does, before anything runs.
    static func checkDirectory(_ path: String, option: String, count: Int) throws(CLIFailure) {
        guard count > 1, !path.hasSuffix("/") else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .badInput("\(option) \(path) is a file but \(count) scenarios are given: give a directory")
            }
            return
        }
        guard URL(fileURLWithPath: path).pathExtension.isEmpty else {
            throw .badInput("\(option) \(path) names one file but \(count) scenarios are given: give a directory (e.g. \(option) out/)")
        }
    }

    static func resolve(_ path: String, for input: RunInput, extension ext: String, count: Int) throws(CLIFailure) -> String {
        try resolve(path, for: input.scenario, extension: ext, count: count)
    }

    static func resolve(_ path: String, for scenario: Scenario, extension ext: String, count: Int) throws(CLIFailure) -> String {
        guard path != AtomicFileWriter.standardOutput, count > 1 || path.hasSuffix("/") else { return path }
        try AtomicFileWriter.ensureDirectory(path)
        let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
        return "\(directory)/\(scenario.name).\(ext)"
    }
}
