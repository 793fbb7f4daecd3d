import Foundation
import RefreshSimFiles
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct FileWriterTests {
    private struct Stop: Error, Equatable {}

    private func freshDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("refreshsim-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private func entries(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func aStreamedFileAppearsOnlyWhenFinished() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.csv"
        var seenWhileWriting: [String] = []
        try FileWriter.write(to: path) { (put) throws(Never) in
            put(Array("a,b\n".utf8))
            seenWhileWriting = (try? entries(directory)) ?? []
            put(Array("1,2\n".utf8))
        }
        // While writing, only a short temporary name beside the output; after, only the output.
        #expect(seenWhileWriting.count == 1 && seenWhileWriting[0].hasPrefix(".refreshsim-") && seenWhileWriting[0].count == 20)
        #expect(try entries(directory) == ["out.csv"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a,b\n1,2\n")
    }

    @Test func aProducerThatThrowsLeavesTheEarlierFileAndNoTemporaryOne() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.csv"
        try FileWriter.write(Array("earlier".utf8), to: path)
        #expect(throws: StreamedWriteError<Stop>.self) {
            try FileWriter.write(to: path) { (put) throws(Stop) in
                put(Array("half".utf8))
                throw Stop()
            }
        }
        #expect(try entries(directory) == ["out.csv"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/secret.txt"
        try FileWriter.write(Array("one".utf8), to: path)
        chmod(path, 0o600)
        try FileWriter.write(Array("two".utf8), to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    }

    @Test func aNamedPipeIsStreamedToAndStays() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/out.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader first, so the writer's open does not wait; a few bytes fit the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try FileWriter.write(Array("through".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 7 && Array(buffer[0..<7]) == Array("through".utf8))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// A folder output (issue 35 item 3) is made whole beside its place and swapped in: the old
    /// page's files go, the new ones come, in one step; a folder holding anything the program did
    /// not write is not replaced, and removing the old folder leaves what is not the program's.
    @Test func aFolderIsSwappedInWholeAndOnlyOwnedEntriesAreRemoved() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/R"
        let owns: @Sendable (String) -> Bool = { ["index.html", "assets"].contains($0) || $0.hasPrefix("assets/m") }
        func page(_ text: String, assets: [String]) throws -> OwnedFolder {
            let folder = try OwnedFolder.make(beside: target, owns: owns)
            try FileWriter.write(Array(text.utf8), to: folder.path + "/index.html")
            try FileWriter.ensureDirectory(folder.path + "/assets")
            for name in assets { try FileWriter.write(Array(name.utf8), to: folder.path + "/assets/" + name) }
            return folder
        }
        try TemporaryFiles.place(try page("one", assets: ["m0.js", "m1.js", "m2.js"]), at: target)
        try TemporaryFiles.place(try page("two", assets: ["m0.js"]), at: target)
        #expect(try entries(directory) == ["R"], "the old page was removed")
        #expect(try entries(target + "/assets") == ["m0.js"], "no stale asset of the first page")
        #expect(try String(contentsOfFile: target + "/index.html", encoding: .utf8) == "two")

        try Data("mine".utf8).write(to: URL(fileURLWithPath: target + "/notes.txt"))
        let third = try page("three", assets: [])
        #expect(throws: FileWriteError(target, .holdsForeignEntries(["notes.txt"]))) { try TemporaryFiles.place(third, at: target) }
        #expect(try String(contentsOfFile: target + "/index.html", encoding: .utf8) == "two")
        #expect(try entries(directory) == ["R"], "the refused new folder was removed")

        // Removal takes only owned entries, each checked as it goes.
        let old = try page("old", assets: ["m0.js"])
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: old.path + "/assets/theirs.txt"))
        old.removeAndForget()
        #expect(try entries(old.path) == ["assets"])
        #expect(try entries(old.path + "/assets") == ["theirs.txt"])
    }

    /// A `Data` is written as the bytes it holds, a slice's own and no others, through a link or
    /// over it as asked, with the same failures as an array's bytes.
    @Test func aDataIsWrittenAsTheBytesItHolds() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.png"
        let slice = Data("..chart bytes..".utf8).dropFirst(2).dropLast(2)
        #expect(slice.startIndex == 2)
        try FileWriter.write(slice, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "chart bytes")
        try FileWriter.write(Data(), to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
        let link = directory + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        try FileWriter.write(Data("through".utf8), to: link)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "through")
        try FileWriter.write(Data("over".utf8), to: link, followingLinks: false)
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(try String(contentsOfFile: link, encoding: .utf8) == "over")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "through")
        #expect(throws: FileWriteError(directory, .isDirectory)) { try FileWriter.write(Data([1]), to: directory) }
        #expect(try entries(directory) == ["link.png", "out.png"])
    }

    @Test func whatCannotBeWrittenIsNamed() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: FileWriteError(directory, .isDirectory)) { try FileWriter.write([1], to: directory) }
        #expect(FileWriteError(directory, .isDirectory).description == "\(directory): cannot write: it is a directory")
        let missing = directory + "/no/such/out.csv"
        #expect(throws: FileWriteError(missing, .missingDirectory(directory + "/no/such"))) {
            try FileWriter.write([1], to: missing)
        }
        try FileWriter.ensureDirectory(directory + "/no/such")
        try FileWriter.write([1], to: missing)
        #expect(throws: FileWriteError(missing, .existsAndIsNotADirectory)) { try FileWriter.ensureDirectory(missing) }
        #expect(try entries(directory + "/no/such") == ["out.csv"])
    }
}
