import Foundation
import RefreshSim
import RefreshSimFiles

/// Every output one command will write, checked before anything is written: two outputs on one
/// path (two scenarios with one `name`, `--csv x --report x`, a link and its target) would lose
/// one silently, so they are bad usage (exit status 2) naming both.
struct OutputPlan {
    private var entries: [(key: String, path: String, what: String)] = []

    /// Adds an output: `path` as the user will see it, `what` saying what goes there, e.g.
    /// `the CSV of "cj-header" (Scenarios/cj-header.json)`.
    mutating func add(_ path: String, _ what: String) {
        entries.append((Self.key(path), path, what))
    }

    /// How messages name a loaded scenario: its `name`, and its file when the command line's paths
    /// map one to one onto the loaded scenarios (a directory stands for several).
    static func source(of scenario: Scenario, at index: Int, paths: [String], loadedCount: Int) -> String {
        paths.count == loadedCount && paths.indices.contains(index) ? "\"\(scenario.name)\" (\(paths[index]))" : "\"\(scenario.name)\""
    }

    /// Throws when two outputs share a path, naming every such pair.
    func check() throws(CLIFailure) {
        var first: [String: Int] = [:]
        var clashes: [String] = []
        for (index, entry) in entries.enumerated() {
            if let earlier = first[entry.key] {
                let place = entry.key == AtomicFileWriter.standardOutput ? "standard output (-)" : entry.path
                clashes.append("\(entries[earlier].what) and \(entry.what) would both be written to \(place); "
                               + "give them different names or outputs")
            } else {
                first[entry.key] = index
            }
        }
        guard clashes.isEmpty else { throw .badInput(clashes.joined(separator: "\n")) }
    }

    /// One spelling per place: absolute, `.`/`..` and symbolic links in the existing part resolved.
    private static func key(_ path: String) -> String {
        guard path != AtomicFileWriter.standardOutput else { return path }
        let target = URL(fileURLWithPath: OutputDestination.finalTarget(of: path)).standardizedFileURL
        // The folder exists (or is about to); the file may not yet.
        return target.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(target.lastPathComponent).path
    }
}
