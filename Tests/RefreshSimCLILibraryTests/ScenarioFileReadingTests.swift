import Foundation
import RefreshSim
import Testing

@testable import RefreshSimCLI

/// A file is read whole whatever size was expected of it (its size when it was opened): smaller,
/// larger or unknown (a pipe), and over the limit it is refused with the same message.
struct ScenarioFileReadingTests {
    @Test func aFileIsReadWholeWhateverSizeWasExpected() throws {
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try Self.file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for expected in [0, 1, 65_536, 69_999, 70_000, 70_001, 200_000] {
            #expect(try Self.read(path, limit: 100_000, expected: expected) == bytes, "expected \(expected)")
            #expect(try Self.read(path, limit: 70_000, expected: expected) == bytes, "at the limit, expected \(expected)")
            #expect(throws: CLIFailure.self, "over the limit, expected \(expected)") {
                try Self.read(path, limit: 69_999, expected: expected)
            }
        }
        #expect(try ScenarioFile.contents(path: path, limit: 70_000) == bytes)
    }

    private static func read(_ path: String, limit: Int, expected: Int) throws(CLIFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return try ScenarioFile.contents(descriptor: descriptor, name: path, limit: limit, expectedSize: expected)
    }

    private static func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString).json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
