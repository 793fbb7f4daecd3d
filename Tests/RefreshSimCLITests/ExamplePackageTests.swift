import Foundation
import Testing

/// Every package under `Examples/` builds against this checkout and passes its own tests, so the
/// examples cannot rot. They build in the running suite's own build folder (`scratch`), where every
/// refreshsim module is already built, so an example compiles only its own files (5–8 s of CPU
/// each; in a folder of their own they compiled all of refreshsim again). `swift test` holds that
/// folder's lock while the tests run, so these builds pass `--ignore-lock`; they build one after
/// another, and no other test builds there.
struct ExamplePackageTests {
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
        #expect(
            Self.examples.contains("PastedHeader") && Self.examples.contains("PullKit") && Self.examples.contains("AsyncFeed")
                && Self.examples.contains("PublishedLibraries") && Self.examples.contains("ListFeed")
                && Self.examples.contains("SwiftUIFeed"))
    }

    /// One test, not one per example in a serialized suite: such a suite's next test is queued
    /// only when the one before ends, behind every test not yet started, so the examples ran
    /// last, one by one, at the end of the suite. It awaits each SwiftPM without holding a thread
    /// of Swift's pool.
    ///
    /// Under `scripts/test` the examples' chain runs beside the suite, at a higher priority (the
    /// script says why), and this test reads each one's status and output from the folder it names
    /// in `REFRESHSIM_EXAMPLES_RESULTS`, with the same expectations. The published libraries' example
    /// is always this test's own, after the others: they share the build folder.
    @Test func everyExampleBuildsAndPassesItsTests() async throws {
        let ranBeside = ProcessInfo.processInfo.environment["REFRESHSIM_EXAMPLES_RESULTS"].map(URL.init(fileURLWithPath:))
        for name in Self.examples where "Examples/\(name)" != PublishedLibrary.example {
            if let ranBeside {
                try await Self.expectResult(of: "Examples/\(name)", in: ranBeside.appendingPathComponent(name))
            } else {
                try await buildAndTest("Examples/\(name)")
            }
        }
        guard Self.examples.contains(where: { "Examples/\($0)" == PublishedLibrary.example }) else { return }
        // Its libraries are not in this repository: ported here from their pinned clones, or left
        // out, which `publishedLibrariesPortWithNoHandEdit` reports as skipped.
        guard PublishedLibrary.allPresent else {
            print("\(PublishedLibrary.example): skipped: \(PublishedLibrary.absence.rawValue)")
            return
        }
        try PublishedLibrary.portIntoTheExample()
        try await buildAndTest(PublishedLibrary.example)
    }

    /// An example's `swift test` as scripts/test ran it: `<result>.status` (its exit status, written
    /// last) and `<result>.log` (its output). Waits for the status; a chain that never writes it
    /// fails the test after 20 minutes instead of hanging the run.
    private static func expectResult(of path: String, in result: URL) async throws {
        let status = result.appendingPathExtension("status")
        let deadline = ContinuousClock.now + .seconds(20 * 60)
        while !FileManager.default.fileExists(atPath: status.path) {
            guard ContinuousClock.now < deadline else {
                Issue.record("\(path): scripts/test's run of it wrote no status in 20 minutes (\(status.path))")
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let code = Int32(try String(contentsOf: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
        let output = (try? String(contentsOf: result.appendingPathExtension("log"), encoding: .utf8)) ?? ""
        SwiftPackageBuild.expectPassed(path, status: code ?? -1, output: output, skipping: skipped)
    }

    /// The published libraries (`Examples/PublishedLibraries/libraries.pins`) compile after `port`
    /// alone: each at its pinned commit, ported with no hand edit; `everyExampleBuildsAndPassesItsTests`
    /// then builds them and runs their scenarios. Without their clones this is reported skipped,
    /// with the reason and the command that fetches them, and that example is left out.
    @Test(.enabled(if: PublishedLibrary.allPresent, PublishedLibrary.absence))
    func publishedLibrariesPortWithNoHandEdit() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for library in PublishedLibrary.all {
            #expect(try library.checkedOutCommit() == library.commit, "\(library.clone.path): run scripts/fetch-libraries")
            let ported = try library.port(into: folder.appendingPathComponent(library.module))
            #expect(ported.status == 0, "\(ported.stderr)")
            #expect(ported.stdout.hasSuffix("; 0 need a hand edit\n"), "\(library.module): \(ported.stdout.suffix(2000))")
        }
    }

    /// The example's Package.swift makes one target a library of `libraries.pins`, by name, so a
    /// library pinned but not built (or built but not pinned, so never fetched) fails here, with or
    /// without the clones.
    @Test func thePublishedLibrariesManifestBuildsEveryPinnedLibrary() throws {
        let manifest = try String(
            contentsOf: CLIProcess.packageRoot.appendingPathComponent("\(PublishedLibrary.example)/Package.swift"), encoding: .utf8)
        let built = manifest.components(separatedBy: "library(\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        #expect(!built.isEmpty)
        #expect(built == PublishedLibrary.all.map(\.module))
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

    /// The examples' PNG goldens are recorded on Linux; a Mac draws other pixels, so there the
    /// golden tests are skipped (said on the output) and their behaviour tests run.
    #if os(Linux)
        static let skipped: [String] = []
    #else
        static let skipped = ["--skip", "goldenChartAndReport"]
    #endif

    private func buildAndTest(_ path: String) async throws {
        try await SwiftPackageBuild(path: path, scratch: Self.scratch, ignoresLock: true, settings: SwiftPackageBuild.suiteSettings)
            .buildAndTest(skipping: Self.skipped)
    }
}
