import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole command: read every file under the input folder, port the Swift ones, write the tree
/// into a new folder beside the output and rename it into place (so a failure or an interruption
/// leaves nothing half written), and print the report. Nothing is ever removed that the command
/// did not make: the rename puts the tree in place only when nothing, or an empty folder, is there
/// at that moment.
public enum PortCommand {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case notAFolder(String)
        case outputNotEmpty(String)
        case outputInsideInput(String)
        case outputHoldsCurrentFolder(String)
        case noFiles(String)
        case unreadable(String, String)
        case unwritable(String, String)

        public var description: String {
            switch self {
            case let .notAFolder(path): "\(path): not a folder"
            case let .outputNotEmpty(path): "\(path): exists and is not empty; choose a new folder"
            case let .outputInsideInput(path): "\(path): the output folder must not be inside the input folder"
            case let .outputHoldsCurrentFolder(path):
                "\(path): is the current folder or holds it; name a new folder for the ported copy"
            case let .noFiles(path): "\(path): no files to port (hidden entries and build folders are skipped)"
            case let .unreadable(path, why): "\(path): cannot read: \(why)"
            case let .unwritable(path, why): "\(path): cannot write: \(why)"
            }
        }
    }

    /// The folders being written, for an interruption to remove (`removeStaging()`).
    nonisolated(unsafe) private static var stagings: Set<String> = []
    private static let stagingLock = NSLock()

    /// Removes the folders this process is writing, if any; for SIGINT and SIGTERM.
    public static func removeStaging() {
        stagingLock.withLock {
            for staging in stagings { try? FileManager.default.removeItem(atPath: staging) }
            stagings = []
        }
    }

    private static func remove(_ staging: String) {
        stagingLock.withLock {
            if stagings.remove(staging) != nil { try? FileManager.default.removeItem(atPath: staging) }
        }
    }

    /// Ports `input` into `output` and returns the report (edits, hand edits, what Package.swift must
    /// declare of the other files, a summary line). `beforePlacing` runs once the copy is whole,
    /// before it is renamed into place (tests).
    public static func run(
        input: URL, output: URL, print emit: (String) -> Void = { Swift.print($0) }, beforePlacing: () -> Void = {}
    ) throws -> String {
        // Links resolved first: an input given as a link, or an output reached through one, is
        // compared by where it really is.
        let inputPath = resolved(input.path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inputPath, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure.notAFolder(input.path)
        }
        let outputPath = resolved(output.path)
        if outputPath == inputPath || outputPath.hasPrefix(inputPath + "/") { throw Failure.outputInsideInput(output.path) }
        let current = resolved(FileManager.default.currentDirectoryPath)
        if current == outputPath || current.hasPrefix(outputPath.hasSuffix("/") ? outputPath : outputPath + "/") {
            throw Failure.outputHoldsCurrentFolder(output.path)
        }
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: outputPath), !entries.isEmpty {
            throw Failure.outputNotEmpty(output.path)
        }
        let listing = try listFiles(in: URL(fileURLWithPath: inputPath))
        guard !listing.files.isEmpty else { throw Failure.noFiles(input.path) }
        var swiftFiles: [(path: String, source: String)] = []
        for path in listing.files where path.hasSuffix(".swift") {
            let data = try read(inputPath + "/" + path, shown: path)
            guard let source = String(data: data, encoding: .utf8) else { throw Failure.unreadable(path, "not UTF-8") }
            swiftFiles.append((path, source))
        }
        let ported = Porter.port(files: swiftFiles)
        let folder = try makeStaging(beside: outputPath, shown: output.path)
        do {
            for path in listing.files {
                let target = folder + "/" + path
                try make((target as NSString).deletingLastPathComponent, shown: output.path)
                let bytes =
                    try ported.first(where: { $0.path == path }).map { Data($0.text.utf8) } ?? read(inputPath + "/" + path, shown: path)
                do { try bytes.write(to: URL(fileURLWithPath: target)) } catch { throw Failure.unwritable(output.path, reason(error)) }
            }
            beforePlacing()
            // rename(2) replaces nothing but an empty folder: what a user made there meanwhile stays.
            // Under the lock an interruption takes too: it removes the folder or finds it placed.
            let code: Int32 = stagingLock.withLock {
                guard rename(folder, outputPath) == 0 else { return errno }
                stagings.remove(folder)
                return 0
            }
            guard code == 0 else {
                throw code == ENOTEMPTY || code == EEXIST || code == ENOTDIR
                    ? Failure.outputNotEmpty(output.path) : Failure.unwritable(output.path, String(cString: strerror(code)))
            }
        } catch {
            remove(folder)
            throw error
        }
        var lines: [String] = []
        for file in ported { lines += file.reportLines() }
        for file in ported { lines += file.noteLines() }
        lines += ResourceNotes.lines(for: listing.files)
        lines += listing.links.map {
            "\($0): a symbolic link: not copied; copy what it points to into the ported folder if the library needs it"
        }
        let edits = ported.reduce(0) { $0 + $1.edits.count }
        let hand = ported.reduce(0) { $0 + $1.handEdits.count }
        let changed = ported.filter { $0.text != $0.original }.count
        lines.append(
            "\(edits) edit\(edits == 1 ? "" : "s") in \(changed) of \(ported.count) Swift file\(ported.count == 1 ? "" : "s"); \(hand) need\(hand == 1 ? "s" : "") a hand edit"
        )
        return lines.joined(separator: "\n")
    }

    /// The path made absolute, with every link in it resolved (the part that exists).
    static func resolved(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        var existing = absolute
        var rest: [String] = []
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for component in rest { result.appendPathComponent(component) }
        return result.path
    }

    /// A new folder beside `output`, made by this process (mkdir fails on any existing name).
    private static func makeStaging(beside output: String, shown: String) throws -> String {
        let parent = (output as NSString).deletingLastPathComponent
        try make(parent, shown: shown)
        for attempt in 0..<100 {
            let candidate = "\(parent)/.\((output as NSString).lastPathComponent).porting-\(getpid())-\(attempt)"
            let made: Bool = stagingLock.withLock {
                guard mkdir(candidate, 0o777) == 0 else { return false }
                stagings.insert(candidate)
                return true
            }
            if made { return candidate }
            if errno != EEXIST { throw Failure.unwritable(shown, String(cString: strerror(errno))) }
        }
        throw Failure.unwritable(shown, "no free name for a temporary folder in \(parent)")
    }

    private static func make(_ folder: String, shown: String) throws {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw Failure.unwritable(shown, reason(error))
        }
    }

    private static func read(_ path: String, shown: String) throws -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw Failure.unreadable(shown, reason(error)) }
    }

    /// The system's words for a Foundation error (its POSIX cause), not `Error Domain=… Code=…`.
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch error.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        default: return error.localizedDescription
        }
    }

    /// Every regular file under `folder`, relative, sorted, and the symbolic links met (not
    /// followed: one could lead out of the folder); hidden entries and build folders are skipped.
    static func listFiles(in folder: URL) throws -> (files: [String], links: [String]) {
        var files: [String] = []
        var links: [String] = []
        func walk(_ relative: String) throws {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
                throw Failure.unreadable(relative.isEmpty ? folder.path : relative, reason(error))
            }
            for name in names.sorted() where !name.hasPrefix(".") && name != "Package.resolved" {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder.path + "/" + child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: try walk(child)
                case S_IFREG: files.append(child)
                case S_IFLNK: links.append(child)
                default: continue
                }
            }
        }
        try walk("")
        return (files.sorted(), links.sorted())
    }
}
