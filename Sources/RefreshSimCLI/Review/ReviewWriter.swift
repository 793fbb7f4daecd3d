import Foundation
import RefreshSim

/// Writes a review page's files into its folder. Every file is made in memory first (a run that
/// cannot be drawn stops before anything is written); the plan is checked before any run (no
/// output onto an input, `OutputPlan`); each file is replaced atomically, and a link met at one
/// of these names, which the tool chose, is replaced rather than written through. `index.html`
/// goes last, so an interrupted write leaves the previous page whole.
enum ReviewWriter {
    /// The page's paths inside `folder`, for the plan.
    static func plan(_ folder: String, inputs: [String], singleFile: Bool) throws(CLIFailure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw .badInput("\(Console.escaped(folder)) is a file: a review is a folder (index.html and its assets); name a folder")
        }
        var plan = OutputPlan(inputs: inputs)
        plan.add(path(folder, "index.html"), "the review page")
        if !singleFile {
            plan.add(path(folder, "review.js"), "the review page's script")
            plan.add(path(folder, "review.css"), "the review page's style sheet")
        }
        try plan.check()
    }

    /// Writes the files and returns the page's path and its size line (the files are made once:
    /// each carries megabytes of media through the script escaping).
    @discardableResult
    static func write(_ page: ReviewPage, to folder: String, inputs: [String], singleFile: Bool) throws(CLIFailure) -> (
        index: String, size: String
    ) {
        let files = page.files(singleFile: singleFile)
        var plan = OutputPlan(inputs: inputs)
        for file in files { plan.add(path(folder, file.path), "the review's \(file.path)") }
        try plan.check()
        try AtomicFileWriter.ensureDirectory(folder)
        if files.contains(where: { $0.path.hasPrefix("assets/") }) { try AtomicFileWriter.ensureDirectory(path(folder, "assets")) }
        for file in files {
            try AtomicFileWriter.write(file.bytes, to: path(folder, file.path), followingLinks: false)
        }
        return (path(folder, "index.html"), sizeLine(files, runs: page.media.count))
    }

    static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `2.1 MB in 4 files (49 runs, 43 kB a run)`.
    static func sizeLine(_ files: [(path: String, bytes: [UInt8])], runs: Int) -> String {
        let total = files.reduce(0) { $0 + $1.bytes.count }
        return "\(Format.fixed(Double(total) / 1_000_000, 1)) MB in \(files.count) file\(files.count == 1 ? "" : "s") "
            + "(\(runs) run\(runs == 1 ? "" : "s"), \(total / max(runs, 1) / 1000) kB a run)"
    }
}
