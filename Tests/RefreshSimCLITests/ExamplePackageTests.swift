import Foundation
import Testing

/// Every package under `Examples/` builds against this checkout and passes its own tests, so the
/// examples cannot rot; so does the `refreshsim port` tool (Tools/RefreshSimPort), and `port` run on
/// PullKit's original sources makes exactly its committed `Sources/PullKit`. They build in the
/// running suite's own build folder (`scratch`), where every refreshsim module is already built:
/// an example then compiles only its own files (3–5 s of CPU each, where a folder of their own
/// compiled refreshsim again, ≈ 150 s). `swift test` holds that folder's lock while the tests run,
/// so these builds pass `--ignore-lock`; they are serialized, and no other test builds there.
@Suite(.serialized) struct ExamplePackageTests {
    /// The build folder of the running test bundle: the nearest folder above the `refreshsim`
    /// executable holding SwiftPM's `workspace-state.json` (`.build`, or what `--scratch-path`
    /// named). Without one, a folder of the examples' own.
    static let scratch: String = {
        var folder = CLIProcess.executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            guard let candidate = folder else { break }
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("workspace-state.json").path) {
                return candidate.path
            }
            folder = candidate.deletingLastPathComponent()
        }
        return CLIProcess.packageRoot.appendingPathComponent(".build-examples/shared").path
    }()

    static let examples: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: CLIProcess.packageRoot.appendingPathComponent("Examples").path))?
        .filter {
            FileManager.default.fileExists(atPath: CLIProcess.packageRoot.appendingPathComponent("Examples/\($0)/Package.swift").path)
        }
        .sorted() ?? []

    @Test func thereAreTheExamples() {
        #expect(Self.examples.contains("PastedHeader") && Self.examples.contains("PullKit") && Self.examples.contains("AsyncFeed"))
    }

    @Test(arguments: examples)
    func exampleBuildsAndPassesItsTests(name: String) throws {
        try buildAndTest("Examples/\(name)")
    }

    /// The async example is Swift 6 language mode (complete concurrency checking) with no escape
    /// hatch: the stand-in's `@MainActor` classes and the simulated clock are enough.
    @Test func theAsyncExampleIsSwift6WithNoUncheckedEscapes() throws {
        let folder = CLIProcess.packageRoot.appendingPathComponent("Examples/AsyncFeed")
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.components(separatedBy: ".swiftLanguageMode(.v6)").count == 3)
        #expect(!manifest.contains(".v5"))
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") }
        #expect(!sources.isEmpty)
        for file in sources {
            let text = try String(contentsOf: folder.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
            for escape in ["@unchecked", "nonisolated(unsafe)", "assumeIsolated", "@preconcurrency"] {
                #expect(!text.contains(escape), "\(file) uses \(escape)")
            }
        }
    }

    @Test func thePortToolBuildsAndPassesItsTests() throws {
        try buildAndTest("Tools/RefreshSimPort")
    }

    @Test func portMakesPullKitsSourcesFromItsOriginalAndNothingElse() throws {
        let build = try swift([
            "build", "--package-path", "Tools/RefreshSimPort", "--scratch-path", Self.scratch, "--ignore-lock", "--product",
            "refreshsim-port",
        ])
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        let tool = URL(fileURLWithPath: Self.scratch).appendingPathComponent("debug/refreshsim-port")
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("PullKit")
        let result = try CLIProcess.run(
            ["port", "Examples/PullKit/Original/PullKit", "-o", output.path],
            in: CLIProcess.packageRoot, environment: ["REFRESHSIM_PORT": tool.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "20 edits in 3 of 4 Swift files; 0 need a hand edit", "\(result.stdout)")
        #expect(lines.contains("PullKitHeader.swift:117: DispatchQueue.main → DispatchQueue.simulatedMain"))
        #expect(
            lines.contains { $0.hasPrefix("PullKitHeader.swift:126: selector: #selector(pulseTick(_:)) → action: { [weak self] sender in") }
        )
        #expect(lines.contains { $0.hasPrefix("PullKitComponent.swift:125: ") && $0.hasSuffix("→ (moved into its class's body)") })
        for line in try Self.readmeBlocks(language: "text").flatMap({ $0.split(separator: "\n") }) {
            #expect(lines.contains(String(line)), "README's port output line is not what port prints: \(line)")
        }
        let committed = CLIProcess.packageRoot.appendingPathComponent("Examples/PullKit/Sources/PullKit")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        for name in names {
            let made = try Data(contentsOf: output.appendingPathComponent(name))
            let kept = try Data(contentsOf: committed.appendingPathComponent(name))
            #expect(
                made == kept,
                "\(name) differs from what port makes: re-run `refreshsim port Examples/PullKit/Original/PullKit -o Examples/PullKit/Sources/PullKit`"
            )
        }
        // The original keeps its imports; port does not touch them.
        for name in names {
            let text = try String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("\nimport UIKit\n"))
        }
    }

    /// The fenced blocks of one language in README's "Bring your library" section.
    static func readmeBlocks(language: String) throws -> [String] {
        let readme = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## Bring your library\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    /// The examples' PNG goldens are recorded on Linux; a Mac draws other pixels, so there the
    /// golden tests are skipped (said on the output) and their behaviour tests run.
    #if os(Linux)
        static let skipped: [String] = []
    #else
        static let skipped = ["--skip", "goldenChartAndReport"]
    #endif

    private func buildAndTest(_ path: String) throws {
        let arguments = ["--package-path", path, "--scratch-path", Self.scratch, "--ignore-lock"]
        let build = try swift(["build", "--build-tests"] + arguments)
        #expect(build.status == 0, "swift build of \(path) failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        let test = try swift(["test", "--skip-build"] + arguments + Self.skipped)
        #expect(test.status == 0, "swift test of \(path) failed:\n\(test.output.suffix(4000))")
        #expect(test.output.contains("✔ Test run with"), "\(test.output.suffix(2000))")
        if !Self.skipped.isEmpty { print("\(path): pixel goldens skipped on this platform (recorded on Linux): \(Self.skipped)") }
    }

    /// The running toolchain's own SwiftSyntax and SwiftParser (`lib/swift/host`, shipped for macros),
    /// when it has them: the port tool builds against those here instead of building swift-syntax
    /// (Tools/RefreshSimPort/Package.swift says why). The CI workflow builds the pinned package too.
    static let toolchainSyntax: String? = {
        guard ProcessInfo.processInfo.environment["REFRESHSIM_PORT_BUILD_SYNTAX"] == nil else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
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
    private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = CLIProcess.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        if let host = Self.toolchainSyntax { environment["REFRESHSIM_PORT_HOST_SYNTAX"] = host }
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
