import Foundation
import Testing

/// Runs the `librariessim` executable built beside this test bundle, in the package's folder.
func librariessim(_ arguments: [String]) throws -> (status: Int32, output: String) {
    var directory = Bundle.main.bundleURL
    var executable: URL?
    for _ in 0..<4 where executable == nil {
        let candidate = directory.appendingPathComponent("librariessim")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { executable = candidate }
        directory.deleteLastPathComponent()
    }
    let process = Process()
    process.executableURL = try #require(executable, "librariessim is built with the tests")
    process.arguments = arguments
    process.currentDirectoryURL = package
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// This package's folder.
let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
