import Foundation
import RefreshPlot
import Testing

/// `Chart.write(to:)` and `RasterImage.writePNG(to:)` go through RefreshSimFiles' `FileWriter`,
/// the writer the command line uses: links written through, folders made, the rest refused.
struct ChartFileWritingTests {
    private func freshDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("refreshsim-plot-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func entries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aLinkIsWrittenThroughAndStays() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        try RasterImage(width: 4, height: 3).writePNG(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
        let written = try RasterImage(contentsOfPNG: directory.appendingPathComponent("target.png").path)
        #expect(written.width == 4 && written.height == 3)
        #expect(try entries(directory) == ["link.png", "target.png"])
    }

    @Test func aMissingFolderIsMadeAndAnEarlierFileKeptOnFailure() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a/b/chart.svg").path
        try Chart.timeline(Fixtures.smooth).write(to: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(5), as: UTF8.self) == "<?xml")
        // A directory in the file's place is refused, naming it; nothing is left beside it.
        let folder = directory.appendingPathComponent("a/b").path
        #expect(throws: ChartError.writeFailed(path: folder, reason: "cannot write: it is a directory")) {
            try RasterImage(width: 2, height: 2).writePNG(to: folder)
        }
        #expect(try entries(directory.appendingPathComponent("a")) == ["b"])
        #expect(
            ChartError.writeFailed(path: folder, reason: "cannot write: it is a directory").description
                == "\(folder): cannot write: it is a directory")
    }

    @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ChartError.writeFailed(path: file, reason: "exists and is not a directory")) {
            try Chart.timeline(Fixtures.smooth).write(to: file + "/chart.png")
        }
    }
}
