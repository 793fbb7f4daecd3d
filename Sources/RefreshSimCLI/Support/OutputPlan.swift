import Foundation
import RefreshSim
import RefreshSimFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every output one command will write, checked before anything is written or run: two outputs on
/// one path (two scenarios with one `name`, `--csv x --report x`, a link and its target) would lose
/// one silently, and an output onto one of the command's inputs (`run a.json --csv a.json`, a link
/// to it) would destroy the user's file. Both are bad usage (exit status 2) naming both paths.
///
/// Places are compared by device and inode when the file exists (so a link, a second spelling or
/// `..` all meet), else by the resolved path, case-folded on a case-insensitive volume.
struct OutputPlan {
    private var entries: [(key: String, folded: String, path: String, what: String)] = []
    private var inputs: [(key: String, path: String)] = []
    /// Folders the command writes whole (a review page): every output or input inside one is
    /// one of its files.
    private var folders: [(resolved: String, path: String, what: String)] = []

    init(inputs: [String] = []) {
        for path in inputs { addInput(path) }
    }

    /// Adds a file the command reads: no output may be written onto it.
    mutating func addInput(_ path: String) {
        guard path != AtomicFileWriter.standardOutput else { return }
        inputs.append((Self.key(path), path))
    }

    /// Adds a folder the command writes whole (`review -o DIR`, `check --review DIR`): no other
    /// output and no input may be inside it.
    mutating func addFolder(_ path: String, _ what: String) {
        folders.append((Self.resolved(path), path, what))
    }

    /// Adds an output: `path` as the user will see it, `what` saying what goes there, e.g.
    /// `the CSV of "cj-header" (Scenarios/cj-header.json)`.
    mutating func add(_ path: String, _ what: String) {
        entries.append((Self.key(path), Self.resolved(path).lowercased(), path, what))
    }

    /// How messages name a loaded scenario: its `name`, and its file when the command line's paths
    /// map one to one onto the loaded scenarios (a directory stands for several).
    static func source(of input: RunInput, at index: Int, paths: [String], loadedCount: Int) -> String {
        source(of: input.scenario, at: index, paths: paths, loadedCount: loadedCount)
    }

    static func source(of scenario: Scenario, at index: Int, paths: [String], loadedCount: Int) -> String {
        paths.count == loadedCount && paths.indices.contains(index) ? "\"\(scenario.name)\" (\(paths[index]))" : "\"\(scenario.name)\""
    }

    /// Throws when two outputs share a place, or an output is an input, naming every such pair.
    func check() throws(CLIFailure) {
        var first: [String: Int] = [:]
        var firstFolded: [String: Int] = [:]
        var clashes: [String] = []
        for (index, entry) in entries.enumerated() {
            defer { if firstFolded[entry.folded] == nil { firstFolded[entry.folded] = index } }
            if let input = inputs.first(where: { $0.key == entry.key }) {
                clashes.append(
                    "\(entry.what) would be written to \(entry.path), which is the input \(input.path); "
                        + "give the output another name")
            }
            if let earlier = first[entry.key] {
                let place = entry.key == AtomicFileWriter.standardOutput ? "standard output (-)" : entry.path
                clashes.append(
                    "\(entries[earlier].what) and \(entry.what) would both be written to \(place); "
                        + "give them different names or outputs")
            } else {
                first[entry.key] = index
                // Two names that differ only in case are one file on a Mac's disk: refused
                // everywhere, so a CI run on Linux finds it before a user on a Mac loses a file.
                if let earlier = firstFolded[entry.folded], entry.key != AtomicFileWriter.standardOutput {
                    clashes.append(
                        "\(entries[earlier].what) and \(entry.what) would both be written to \(entries[earlier].path) and "
                            + "\(entry.path), one file on a case-insensitive disk (a Mac's default); give them different names")
                }
            }
        }
        for folder in folders {
            let inside = folder.resolved.hasSuffix("/") ? folder.resolved : folder.resolved + "/"
            for entry in entries where Self.resolved(entry.path).hasPrefix(inside) || Self.resolved(entry.path) == folder.resolved {
                clashes.append(
                    "\(entry.what) would be written to \(entry.path), inside \(folder.path), which is \(folder.what) "
                        + "and is written whole; give them different places")
            }
            // Resolved here, only when a folder is planned: through Foundation it costs about a
            // million instructions a path, which `run` and `plot` would pay for nothing.
            for input in inputs where Self.resolved(input.path).hasPrefix(inside) || Self.resolved(input.path) == folder.resolved {
                clashes.append(
                    "\(folder.what) would be written to \(folder.path), which holds the input \(input.path); "
                        + "give the output another folder")
            }
        }
        guard clashes.isEmpty else { throw .badInput(clashes.map(Console.escaped).joined(separator: "\n")) }
    }

    /// One spelling per place: the file's device and inode when it exists (links followed), else
    /// absolute, `.`/`..` and symbolic links in the existing part resolved.
    static func key(_ path: String) -> String {
        guard path != AtomicFileWriter.standardOutput else { return path }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return "inode \(status.st_dev):\(status.st_ino)"
        }
        return resolved(path)
    }

    /// The path made absolute, `.`/`..` and links in its existing folders resolved; case-folded
    /// on a case-insensitive volume.
    static func resolved(_ path: String) -> String {
        guard path != AtomicFileWriter.standardOutput else { return path }
        let target = URL(fileURLWithPath: OutputDestination.finalTarget(of: path)).standardizedFileURL
        // The folder exists (or is about to); the file may not yet.
        let folder = target.deletingLastPathComponent().resolvingSymlinksInPath()
        let resolved = folder.appendingPathComponent(target.lastPathComponent).path
        return isCaseInsensitive(folder.path) ? resolved.lowercased() : resolved
    }

    /// A file output's folder can be written now, so a long sweep does not end in "cannot write".
    static func checkWritable(_ path: String) throws(CLIFailure) {
        let target = OutputDestination.finalTarget(of: path)
        var status = stat()
        if stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .badInput("\(Console.escaped(path)) is a folder; name a file")
        }
        let folder = (target as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else {
            throw .outputFailed("\(Console.escaped(path)): cannot write there: \(CLIFailure.systemMessage())")
        }
    }

    /// Whether names in `folder` ignore case (APFS and HFS+ as a Mac formats them), so `Foo.png`
    /// and `foo.png` are one file.
    private static func isCaseInsensitive(_ folder: String) -> Bool {
        #if canImport(Darwin)
            var existing = folder
            while !existing.isEmpty, access(existing, F_OK) != 0 { existing = (existing as NSString).deletingLastPathComponent }
            return pathconf(existing.isEmpty ? "/" : existing, _PC_CASE_SENSITIVE) == 0
        #else
            return false
        #endif
    }
}
