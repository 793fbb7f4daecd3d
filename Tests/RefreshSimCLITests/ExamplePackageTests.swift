import Foundation
import Testing

/// Every package under `Examples/` builds against this checkout and passes its own tests, so the
/// examples cannot rot. Each keeps its build in `.build-examples/<name>` (ignored), so after the
/// first run only what changed is rebuilt.
@Suite struct ExamplePackageTests {
    static let examples: [String] = (try? FileManager.default.contentsOfDirectory(atPath: CLIProcess.packageRoot.appendingPathComponent("Examples").path))?
        .filter { FileManager.default.fileExists(atPath: CLIProcess.packageRoot.appendingPathComponent("Examples/\($0)/Package.swift").path) }
        .sorted() ?? []

    @Test func thereIsAnExample() {
        #expect(Self.examples.contains("PastedHeader"))
    }

    @Test(arguments: examples)
    func exampleBuildsAndPassesItsTests(name: String) throws {
        let arguments = ["--package-path", "Examples/\(name)", "--scratch-path", ".build-examples/\(name)"]
        let build = try swift(["build", "--build-tests"] + arguments)
        #expect(build.status == 0, "swift build of Examples/\(name) failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        let test = try swift(["test", "--skip-build"] + arguments)
        #expect(test.status == 0, "swift test of Examples/\(name) failed:\n\(test.output.suffix(4000))")
        #expect(test.output.contains("✔ Test run with"), "\(test.output.suffix(2000))")
    }

    /// Runs `swift` from PATH in the repository root; the environment is this test's, minus what
    /// would make the example's snapshot tests record instead of compare.
    private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = CLIProcess.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
