import Foundation
import Testing

/// `text` blocks show what a command prints: each is run and compared (a `…` stands for the rest
/// of its line). `port`'s output (the article "Bring your library") is compared by ExamplePackageTests,
/// which builds the tool. Untagged blocks are figures: every type they name is one of the package's.
struct DocumentationOutputBlockTests {
    @Test(arguments: DocumentationBlocks.blocks(.commandOutput))
    func theBlockIsWhatTheCommandPrints(block: DocumentationBlock) throws {
        let lines = block.lines.filter { !$0.isEmpty }
        let first = try #require(lines.first)
        if first.range(of: #"^\w+\.swift:\d+: "#, options: .regularExpression) != nil {
            let checked = try PortToolPackageTests.articleBlocks(language: "text")
            #expect(
                checked.contains(block.text), "\(block.testDescription): port output outside \"Bring your library\" is checked by nobody")
        } else if first.hasPrefix("scenario.json: ") {
            try Self.expectErrors(lines)
        } else if first.hasPrefix("cj-header: ") {
            let run = try CLIProcess.run(["run", "cj-header.json"], in: CLIProcess.packageRoot.appendingPathComponent("Scenarios"))
            #expect(run.stdout == lines.joined(separator: "\n") + "\n", "\(block.testDescription)")
        } else if first.hasPrefix("first-pull: ") {
            let folder = try CLIProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let scenario = try DocumentationBlocks.firstScenario()
            try Data(scenario.text.utf8).write(to: folder.appendingPathComponent(scenario.file))
            let run = try CLIProcess.run(["run", scenario.file], in: folder)
            #expect(run.stdout == lines.joined(separator: "\n") + "\n", "\(block.testDescription)")
        } else if first.hasPrefix("physics, to paste into a scenario:") {
            let fit = try CLIProcess.run(["fit", "Traces/known-physics.json"], in: CLIProcess.packageRoot)
            #expect(fit.stdout == lines.joined(separator: "\n") + "\n", "\(block.testDescription)")
        } else if first.trimmingCharacters(in: .whitespaces).hasPrefix("note: ") {
            let run = try CLIProcess.run(
                ["run", "Tests/Fixtures/Scenarios/large-title-never-fires-expect-none.json"], in: CLIProcess.packageRoot)
            #expect(run.stdout.split(separator: "\n").map(String.init).contains(first), "\(block.testDescription): \(run.stdout)")
        } else {
            Issue.record("\(block.testDescription): no command is known to print this; teach DocumentationOutputBlockTests which")
        }
    }

    /// The article "Scenario files": the three errors, from files that make them.
    static func expectErrors(_ lines: [String]) throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("Scenarios/cj-header.json"), encoding: .utf8)
        let inputs = [
            base.replacingOccurrences(
                of: #""gestures": ["#,
                with: #""gestures": [{ "at": 0.1, "distance": 10, "duration": 0.2 }, { "at": 1, "distance": 10, "duration": -1 }, "#),
            base.replacingOccurrences(of: #""duration": 6,"#, with: #""duration": 6, "framerate": 60,"#),
            "{\n  \"name\": \"x\",\n  \"duration\": 1,\n  ]\n}\n",
        ]
        var printed: [String] = []
        for input in inputs {
            try Data(input.utf8).write(to: folder.appendingPathComponent("scenario.json"))
            let result = try CLIProcess.run(["validate", "scenario.json"], in: folder)
            #expect(result.status == 2)
            printed += result.stderr.split(separator: "\n").map(String.init)
        }
        for line in lines {
            let stem = line.components(separatedBy: "…")[0]
            #expect(printed.contains { line.contains("…") ? $0.hasPrefix(stem) : $0 == line }, "not printed: \(line)\n\(printed)")
        }
    }

    @Test(arguments: DocumentationBlocks.blocks(.figure))
    func theFiguresTypesAreThePackages(block: DocumentationBlock) throws {
        let nouns: Set<String> = ["Cairo", "PNG", "SVG", "PDF", "CSV", "JSON"]
        let words = Set(block.text.split { !$0.isLetter }.map(String.init).filter { $0.first?.isUppercase == true && !nouns.contains($0) })
        #expect(!words.isEmpty)
        let sources = try Self.publicTypeNames()
        for word in words.sorted() {
            #expect(sources.contains(word), "\(block.testDescription): \(word) is not a public type of the package")
        }
    }

    static func publicTypeNames() throws -> Set<String> {
        var names: Set<String> = []
        let root = CLIProcess.packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: /public (?:final )?(?:struct|class|enum|protocol|actor) (\w+)/) {
                names.insert(String(match.output.1))
            }
        }
        return names
    }
}
