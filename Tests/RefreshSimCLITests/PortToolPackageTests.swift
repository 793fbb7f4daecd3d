import Foundation
import Testing

/// The `refreshsim port` tool (Tools/RefreshSimPort) builds and passes its own tests, and `port` run
/// on PullKit's original sources makes exactly its committed `Sources/PullKit`. The tool does not
/// use refreshsim's modules, so it has a build folder of its own (`.build-examples/port`, ignored)
/// and runs beside ExamplePackageTests. The two tests may build at once: SwiftPM's lock on that
/// folder makes the second wait.
@Suite struct PortToolPackageTests {
    static let scratch = CLIProcess.packageRoot.appendingPathComponent(".build-examples/port").path
    static let tool = SwiftPackageBuild(path: "Tools/RefreshSimPort", scratch: scratch)

    @Test func thePortToolBuildsAndPassesItsTests() throws {
        try Self.tool.buildAndTest()
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

    /// The UIKit catalog's article "Bring your library", which shows port's output.
    static let article = "Sources/RefreshSimUIKit/UIKit.docc/BringYourLibrary.md"

    /// The fenced blocks of one language in the article "Bring your library".
    static func articleBlocks(language: String) throws -> [String] {
        DocumentationBlocks.all().filter { $0.file == article && $0.language == language }.map(\.text)
    }
}
