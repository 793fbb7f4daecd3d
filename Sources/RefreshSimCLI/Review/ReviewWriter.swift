import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import RefreshSim
import RefreshSimFiles

/// Writes a review page's folder. The plan is checked before any run (no output onto an input, no
/// input inside the folder, `OutputPlan`; nothing in the folder that a review did not write). The
/// page and its assets are written into a new folder beside it, which is then swapped in whole
/// when the command ends (`OwnedFolder`, `TemporaryFiles`): the page and its media change
/// together, no asset of an earlier page is left behind, and an interrupted write leaves the
/// previous page whole.
enum ReviewWriter {
    /// The entries of a review folder, which a later review replaces: nothing else is ever removed.
    static let owns: @Sendable (String) -> Bool = { relative in
        if ["index.html", "review.js", "review.css", "assets"].contains(relative) { return true }
        guard relative.hasPrefix("assets/m"), relative.hasSuffix(".js") else { return false }
        let number = relative.dropFirst("assets/m".count).dropLast(".js".count)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Checks the folder and the page's place in the command's outputs; returns the folder to write
    /// (a link the user named is followed to its target).
    static func plan(_ folder: String, into plan: inout OutputPlan, what: String) throws(CLIFailure) -> String {
        let target = OutputDestination.finalTarget(of: folder)
        var status = stat()
        if stat(target, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .badInput("\(Console.escaped(folder)) is a file: a review is a folder (index.html and its assets); name a folder")
            }
            let foreign = OwnedFolder.foreignEntries(of: target, owns: owns)
            guard foreign.isEmpty else {
                throw .badInput(Console.escaped(FileWriteError(folder, .holdsForeignEntries(foreign)).description))
            }
        }
        plan.addFolder(target, what)
        return target
    }

    /// Writes the files into a new folder and puts it in place of `folder` (when the command ends);
    /// returns the page's path and its size line.
    @discardableResult
    static func write(_ page: ReviewPage, to folder: String, singleFile: Bool) throws(CLIFailure) -> (index: String, size: String) {
        let files = page.files(singleFile: singleFile)
        try AtomicFileWriter.ensureParentDirectory(of: folder)
        do {
            let staged = try OwnedFolder.make(beside: folder, owns: owns)
            if files.contains(where: { $0.path.hasPrefix("assets/") }) { try staged.makeFolder("assets") }
            for file in files { try staged.write(file.bytes, to: file.path) }
            try TemporaryFiles.place(staged, at: folder)
        } catch {
            throw CLIFailure(error)
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
