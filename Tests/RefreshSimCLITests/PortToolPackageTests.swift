import Foundation
import Testing

/// The `refreshsim port` tool (Tools/RefreshSimPort) builds and passes its own tests, and `port` run
/// on PullKit's original sources makes exactly its committed `Sources/PullKit`. The tool does not
/// use refreshsim's modules, so it has a build folder of its own (`.build-examples/port`, ignored)
/// and runs beside ExamplePackageTests; scripts/test builds it there while the package builds, so
/// under scripts/test these find it built. The two tests may build at once: SwiftPM's lock on that
/// folder makes the second wait.
struct PortToolPackageTests {
    static let scratch = CLIProcess.packageRoot.appendingPathComponent(".build-examples/port").path
    /// With the suite's settings, as scripts/test builds it early, so both find one build up to date.
    static let tool = SwiftPackageBuild(path: "Tools/RefreshSimPort", scratch: scratch, settings: SwiftPackageBuild.suiteSettings)

    @Test func thePortToolBuildsAndPassesItsTests() async throws {
        try await Self.tool.buildAndTest()
    }

    @Test func portMakesPullKitsSourcesFromItsOriginalAndNothingElse() throws {
        let build = try Self.tool.swift(["build", "--product", "refreshsim-port"] + Self.tool.arguments)
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
        for line in try Self.articleBlocks(language: "text").flatMap({ $0.split(separator: "\n") }) {
            #expect(lines.contains(String(line)), "Bring your library's port output line is not what port prints: \(line)")
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

    /// Issue 35 item 1 with the real tool: Ctrl-C (SIGINT to the process group) while the copy is
    /// whole and not yet in place; then the user makes the output folder with a file in it. The
    /// tool removes its own copy only, and refreshsim ends after it: the user's file stays.
    @Test func ctrlCOnPortRemovesOnlyTheToolsOwnCopy() throws {
        let build = try Self.tool.swift(["build", "--product", "refreshsim-port"] + Self.tool.arguments)
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        let tool = URL(fileURLWithPath: Self.scratch).appendingPathComponent("debug/refreshsim-port").path
        let script = #"""
            cp -r "$ROOT/Examples/PullKit/Original/PullKit" in
            REFRESHSIM_TEST_PAUSE_BEFORE_PLACING=30 setsid "$R" port in -o OUT >/dev/null 2>err & pid=$!
            for i in $(seq 400); do grep -q 'test pause' err 2>/dev/null && break; sleep 0.05; done
            kill -INT -- -$pid; wait $pid; echo "status $?"
            mkdir OUT && echo work > OUT/precious.txt && sleep 1
            cat OUT/precious.txt; ls -A | grep -c porting
            """#
        _ = try CLIProcess.shell(script, environment: ["REFRESHSIM_PORT": tool, "ROOT": CLIProcess.packageRoot.path]) { result, _ in
            #expect(result.stdout == "status 130\nwork\n0\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// The UIKit catalog's article "Bring your library", which shows port's output.
    static let article = "Sources/RefreshSimUIKit/UIKit.docc/BringYourLibrary.md"

    /// The fenced blocks of one language in the article "Bring your library".
    static func articleBlocks(language: String) throws -> [String] {
        DocumentationBlocks.all().filter { $0.file == article && $0.language == language }.map(\.text)
    }
}
