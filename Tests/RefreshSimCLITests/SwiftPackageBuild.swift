import Foundation
import Testing

/// `swift build` and `swift test` of another package in this repository (an example,
/// the port tool), with `swift` from PATH, run in the repository root. The environment is this
/// test's, minus what would make that package's snapshot tests record instead of compare.
struct SwiftPackageBuild {
    /// The package's folder, relative to the repository root.
    var path: String
    /// Its build folder.
    var scratch: String
    /// Whether to pass `--ignore-lock`: for a build folder whose lock the running `swift test` holds.
    var ignoresLock = false
    /// Build settings for SwiftPM (`-debug-info-format none`, …): in a shared build folder, the
    /// ones its other builds used, or SwiftPM builds everything there again.
    var settings: [String] = []

    var arguments: [String] {
        ["--package-path", path, "--scratch-path", scratch] + (ignoresLock ? ["--ignore-lock"] : []) + settings
    }

    /// The settings the running suite was built with: scripts/test names them in
    /// `REFRESHSIM_SUITE_SETTINGS` (without debug information, a module a compiler job); none
    /// under a plain `swift test`.
    static let suiteSettings: [String] =
        ProcessInfo.processInfo.environment["REFRESHSIM_SUITE_SETTINGS"]?.split(separator: " ").map(String.init) ?? []

    /// Builds the package and its tests and runs them, `skipping` passed to `swift test`: one
    /// `swift test`, which builds first (each SwiftPM start loads the manifests and plans again).
    /// Awaited, not waited for: see `swiftAwaitingExit(_:)`.
    func buildAndTest(skipping: [String] = []) async throws {
        let test = try await swiftAwaitingExit(["test"] + arguments + skipping)
        Self.expectPassed(path, status: test.status, output: test.output, skipping: skipping)
    }

    /// What a passing `swift test` of the package at `path` left: status 0 and Swift Testing's
    /// summary line.
    static func expectPassed(_ path: String, status: Int32, output: String, skipping: [String]) {
        #expect(status == 0, "swift test of \(path) failed:\n\(output.suffix(4000))")
        // In the suite's build folder refreshsim's modules are built: a build with other settings
        // than the suite's compiles them all again (two minutes of CPU), and still passes.
        #expect(
            !output.contains("Compiling RefreshSim "),
            "\(path) compiled refreshsim's modules again: its build settings are not the suite's (REFRESHSIM_SUITE_SETTINGS)")
        #expect(output.contains("✔ Test run with"), "\(path): \(output.suffix(2000))")
        if !skipping.isEmpty { print("\(path): skipped on this platform: \(skipping)") }
    }

    /// The running toolchain's own SwiftSyntax and SwiftParser (`lib/swift/host`, shipped for macros),
    /// when it has them: the port tool builds against those here instead of building swift-syntax
    /// (Tools/RefreshSimPort/Package.swift says why). The CI workflow builds the pinned package too.
    /// A folder the environment already names is kept: scripts/test names the one it built the
    /// port tool against while the package built, so the tests find that build up to date.
    static let toolchainSyntax: String? = {
        let environment = ProcessInfo.processInfo.environment
        guard environment["REFRESHSIM_PORT_BUILD_SYNTAX"] == nil else { return nil }
        if let named = environment["REFRESHSIM_PORT_HOST_SYNTAX"], !named.isEmpty { return named }
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
            let present = ["SwiftSyntax", "SwiftParser"].allSatisfy {
                FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule")
            }
            return present ? host : nil
        }
        return nil
    }()

    /// Runs `swift` from PATH in the repository root; the environment is this test's, minus what
    /// would make the example's snapshot tests record instead of compare.
    func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = swiftProcess(arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let exited = process.exitSignal()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swift(_:)` for a long SwiftPM run, suspended until it exits instead of blocking a thread:
    /// Swift Testing runs tests on Swift's pool, one thread a core, and SwiftPM planning and
    /// linking an example keeps less than a core busy; blocked, a 2-core machine ran the rest of
    /// the suite on one thread for as long as the examples took. The output goes to a file, so
    /// nothing has to read a pipe meanwhile.
    func swiftAwaitingExit(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-swift-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let process = swiftProcess(arguments)
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { exited in
            process.terminationHandler = { exited.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { exited.resume(throwing: error) }
        }
        try output.close()
        return (status, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    private func swiftProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = CLIProcess.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        if let host = Self.toolchainSyntax { environment["REFRESHSIM_PORT_HOST_SYNTAX"] = host }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        return process
    }
}
