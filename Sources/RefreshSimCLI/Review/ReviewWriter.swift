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

    /// Checks the films' pixel budget, draws every run's media into a new folder, writes the
    /// page's files beside them and puts the folder in place of `folder` (when the command ends);
    /// returns the page's path and its size line. With `singleFile` each run's media is copied from
    /// its asset into `index.html`, piece by piece, and the asset removed.
    @discardableResult
    static func write(_ builder: ReviewBuilder, to folder: String, singleFile: Bool, maxPixels: Int?) throws(CLIFailure) -> (
        index: String, size: String
    ) {
        try builder.checkBudget(limit: maxPixels)
        try AtomicFileWriter.ensureParentDirectory(of: folder)
        let staged: OwnedFolder
        do { staged = try OwnedFolder.make(beside: folder, owns: owns) } catch { throw CLIFailure(error) }
        let page = try builder.finish(into: staged)
        let (head, tail) = page.indexHTML(singleFile: singleFile)
        var sizes: [Int] = []
        for file in page.ownFiles(singleFile: singleFile) {
            do { try staged.write(file.bytes, to: file.path) } catch { throw CLIFailure(error) }
            sizes.append(file.bytes.count)
        }
        do throws(StreamedWriteError<CLIFailure>) {
            var index = 0
            try staged.write(to: "index.html") { (put) throws(CLIFailure) in
                put(Array(head.utf8))
                index += head.utf8.count
                if singleFile {
                    for id in page.mediaIDs {
                        let block = ReviewPage.mediaBlock(id)
                        put(Array(block.open.utf8))
                        index += block.open.utf8.count + block.close.utf8.count
                        index += try copyMediaJSON(staged.path + "/assets/\(id).js", prefix: ReviewMedia.prefix(id).utf8.count, put: put)
                        put(Array(block.close.utf8))
                    }
                }
                put(Array(tail.utf8))
                index += tail.utf8.count
            }
            sizes.append(index)
        } catch {
            switch error {
            case .file(let failure): throw CLIFailure(failure)
            case .producer(let failure): throw failure
            }
        }
        for id in page.mediaIDs {
            let asset = staged.path + "/assets/\(id).js"
            if singleFile { unlink(asset) } else { sizes.append(fileSize(asset)) }
        }
        if singleFile { rmdir(staged.path + "/assets") }
        do { try TemporaryFiles.place(staged, at: folder) } catch { throw CLIFailure(error) }
        return (path(folder, "index.html"), sizeLine(sizes, runs: page.mediaIDs.count))
    }

    /// Copies the JSON of a media asset (`refreshsimMedia("<id>", JSON);`) a megabyte at a time;
    /// returns the bytes copied.
    private static func copyMediaJSON(_ asset: String, prefix: Int, put: ([UInt8]) -> Void) throws(CLIFailure) -> Int {
        let descriptor = open(asset, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .outputFailed("\(asset): cannot read: \(CLIFailure.systemMessage())") }
        defer { close(descriptor) }
        let end = fileSize(asset) - ReviewMedia.suffix.utf8.count
        var offset = prefix
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while offset < end {
            let count: Int
            do {
                count = try DescriptorInput.read(descriptor, into: &chunk, count: end - offset, at: offset)
            } catch {
                throw .outputFailed("\(asset): cannot read: \(CLIFailure.systemMessage(error.code))")
            }
            guard count > 0 else { throw .outputFailed("\(asset): cannot read: it ended early") }
            put(Array(chunk.prefix(count)))
            offset += count
        }
        return max(end - prefix, 0)
    }

    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `2.1 MB in 4 files (49 runs, 43 kB a run)`, from each file's size.
    static func sizeLine(_ files: [Int], runs: Int) -> String {
        let total = files.reduce(0, +)
        return "\(Format.fixed(Double(total) / 1_000_000, 1)) MB in \(files.count) file\(files.count == 1 ? "" : "s") "
            + "(\(runs) run\(runs == 1 ? "" : "s"), \(total / max(runs, 1) / 1000) kB a run)"
    }
}
