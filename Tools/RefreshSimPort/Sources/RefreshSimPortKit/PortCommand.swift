import Foundation

/// The whole command: read every file under the input folder, port the Swift ones, write the tree
/// to the output folder (through a temporary folder beside it, so a failure leaves nothing half
/// written), and print the report.
public enum PortCommand {
    public enum Failure: Error, CustomStringConvertible {
        case notAFolder(String)
        case outputNotEmpty(String)
        case outputInsideInput(String)
        case unreadable(String, String)

        public var description: String {
            switch self {
            case let .notAFolder(path): "\(path): not a folder"
            case let .outputNotEmpty(path): "\(path): exists and is not empty; choose a new folder"
            case let .outputInsideInput(path): "\(path): the output folder must not be inside the input folder"
            case let .unreadable(path, why): "\(path): \(why)"
            }
        }
    }

    /// Ports `input` into `output` and returns the report (edits, hand edits, what Package.swift must
    /// declare of the other files, a summary line).
    public static func run(input: URL, output: URL, print emit: (String) -> Void = { Swift.print($0) }) throws -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: input.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure.notAFolder(input.path)
        }
        let inputPath = input.standardizedFileURL.path
        let outputPath = output.standardizedFileURL.path
        if outputPath == inputPath || outputPath.hasPrefix(inputPath + "/") { throw Failure.outputInsideInput(output.path) }
        if manager.fileExists(atPath: output.path), !((try? manager.contentsOfDirectory(atPath: output.path))?.isEmpty ?? false) {
            throw Failure.outputNotEmpty(output.path)
        }
        let relativePaths = try listFiles(in: input)
        var swiftFiles: [(path: String, source: String)] = []
        for path in relativePaths where path.hasSuffix(".swift") {
            let data = try Data(contentsOf: input.appendingPathComponent(path))
            guard let source = String(data: data, encoding: .utf8) else { throw Failure.unreadable(path, "not UTF-8") }
            swiftFiles.append((path, source))
        }
        let ported = Porter.port(files: swiftFiles)
        let staging = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).porting-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: staging)
        do {
            for path in relativePaths {
                let target = staging.appendingPathComponent(path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let file = ported.first(where: { $0.path == path }) {
                    try Data(file.text.utf8).write(to: target)
                } else {
                    try manager.copyItem(at: input.appendingPathComponent(path), to: target)
                }
            }
            if manager.fileExists(atPath: output.path) { try manager.removeItem(at: output) }
            try manager.moveItem(at: staging, to: output)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        var lines: [String] = []
        for file in ported { lines += file.reportLines() }
        lines += ResourceNotes.lines(for: relativePaths)
        let edits = ported.reduce(0) { $0 + $1.edits.count }
        let hand = ported.reduce(0) { $0 + $1.handEdits.count }
        let changed = ported.filter { $0.text != $0.original }.count
        lines.append(
            "\(edits) edit\(edits == 1 ? "" : "s") in \(changed) of \(ported.count) Swift file\(ported.count == 1 ? "" : "s"); \(hand) need\(hand == 1 ? "s" : "") a hand edit"
        )
        return lines.joined(separator: "\n")
    }

    /// Every regular file under `folder`, relative, sorted; hidden entries and build folders are skipped.
    static func listFiles(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
        else {
            throw Failure.notAFolder(folder.path)
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var paths: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name == "Package.resolved" {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { enumerator.skipDescendants() }
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard full.hasPrefix(base + "/") else { continue }
            paths.append(String(full.dropFirst(base.count + 1)))
        }
        return paths.sorted()
    }
}
