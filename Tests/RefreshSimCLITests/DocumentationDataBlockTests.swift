import Foundation
import Testing

/// `json` blocks are scenarios, or one key of one (`"expect": {…}`, put into a bundled scenario):
/// `refreshsim validate` accepts each, and so does an independent JSON Schema validator (Python's
/// jsonschema) against scenario.schema.json. `yaml` blocks are GitHub Actions workflows that
/// actionlint passes; docs/Development.md's copy of the project's own workflow is that file, byte for byte.
struct DocumentationDataBlockTests {
    @Test(arguments: DocumentationBlocks.blocks(.scenarioJSON))
    func theBlockIsAValidScenario(block: DocumentationBlock) throws {
        let data = try Self.scenario(of: block)
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent("block.json"))
        try FileManager.default.copyItem(
            at: CLIProcess.packageRoot.appendingPathComponent("scenario.schema.json"),
            to: folder.appendingPathComponent("scenario.schema.json"))
        let validate = try CLIProcess.run(["validate", "block.json"], in: folder)
        #expect(validate.status == 0, "\(block.testDescription): \(validate.stderr)")
        let messages = try #require(try Self.jsonschemaMessages.get()[block.testDescription], "\(block.testDescription): not validated")
        #expect(messages.isEmpty, "\(block.testDescription): \(messages)")
    }

    /// The scenario a `json` block shows: the block itself, or its keys put into the bundled
    /// cj-header. Throws (no `#require`: `jsonschemaMessages` makes every block's, inside whichever
    /// test reads it first) when the block is neither.
    static func scenario(of block: DocumentationBlock) throws -> Data {
        let trimmed = block.text.trimmingCharacters(in: .whitespacesAndNewlines)
        var document: [String: Any]
        if trimmed.hasPrefix("{") {
            guard let object = try JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] else {
                throw DataBlockError(description: "\(block.testDescription): not a JSON object")
            }
            document = object
        } else {
            let base = try Data(contentsOf: CLIProcess.packageRoot.appendingPathComponent("Scenarios/cj-header.json"))
            guard let bundled = try JSONSerialization.jsonObject(with: base) as? [String: Any],
                let keys = try? JSONSerialization.jsonObject(with: Data("{\(trimmed)}".utf8)) as? [String: Any]
            else { throw DataBlockError(description: "\(block.testDescription): neither a scenario nor `\"key\": value`") }
            document = bundled.merging(keys) { $1 }
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// jsonschema's messages for each block's scenario (by its test description), from one run of
    /// the validator over all of them: its start (Python, the jsonschema import, the schema's
    /// check) was 0.25 s of CPU, once a block. A block whose scenario cannot be made is left out;
    /// its own test fails making it.
    static let jsonschemaMessages: Result<[String: [String]], any Error> = Result {
        let root = CLIProcess.packageRoot
        let blocks = DocumentationBlocks.blocks(.scenarioJSON).compactMap { block in
            (try? scenario(of: block)).map { (block.testDescription, $0) }
        }
        let documents = "[" + blocks.map { String(decoding: $0.1, as: UTF8.self) }.joined(separator: ",") + "]"
        let check = try CLIProcess.launch(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", root.appendingPathComponent("Tests/Support/validate_with_jsonschema.py").path,
                root.appendingPathComponent("scenario.schema.json").path,
            ],
            standardInput: Data(documents.utf8))
        guard check.status == 0 else {
            throw DataBlockError(
                description: "jsonschema exited \(check.status) (scripts/ensure-system-packages installs it): \(check.stderr)")
        }
        guard let messages = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String]], messages.count == blocks.count
        else { throw DataBlockError(description: "jsonschema answered \(check.stdout) for \(blocks.count) scenarios") }
        return Dictionary(uniqueKeysWithValues: zip(blocks.map(\.0), messages))
    }

    struct DataBlockError: Error, CustomStringConvertible {
        var description: String
    }

    @Test(arguments: DocumentationBlocks.blocks(.workflowYAML))
    func theBlockPassesActionlint(block: DocumentationBlock) throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let workflows = folder.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try Data((block.text + "\n").utf8).write(to: workflows.appendingPathComponent("block.yml"))
        let lint = try Self.actionlint([".github/workflows/block.yml"], in: folder)
        #expect(lint.status == 0, "\(block.testDescription):\n\(lint.stdout)\(lint.stderr)")
    }

    @Test func theProjectsWorkflowPassesActionlintAndIsTheOneTheDocsShow() throws {
        let root = CLIProcess.packageRoot
        let lint = try Self.actionlint([".github/workflows/ci.yml"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let file = try String(contentsOf: root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let shown = DocumentationBlocks.blocks(.workflowYAML).filter {
            $0.file == "docs/Development.md" && $0.text.hasPrefix("# refreshsim's own CI")
        }
        #expect(shown.count == 1)
        #expect(shown.first.map { $0.text + "\n" } == file, "docs/Development.md's ci.yml block differs from .github/workflows/ci.yml")
        // The Linux job's Swift is the macOS job's Xcode's (Xcode 16.4 ships Swift 6.1.2).
        #expect(file.contains("container: swift:6.1.2-bookworm") && file.contains("Xcode_16.4.app"))
    }

    /// One Swift: the packages' tools version is the oldest Swift the README names, and every
    /// workflow, the project's and those the articles show, runs that one image.
    @Test func oneSwiftVersionEverywhere() throws {
        let root = CLIProcess.packageRoot
        var toolsVersions: Set<String> = []
        for package in ["Package.swift", "Tools/RefreshSimPort/Package.swift"]
            + (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)).map({
                "Examples/\($0)/Package.swift"
            })
        {
            let text = try String(contentsOf: root.appendingPathComponent(package), encoding: .utf8)
            toolsVersions.insert(String(try #require(text.firstMatch(of: /^\/\/ swift-tools-version:(\d+\.\d+)/)?.output.1, "\(package)")))
        }
        #expect(toolsVersions.count == 1, "tools versions: \(toolsVersions.sorted())")
        let version = try #require(toolsVersions.first)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("with Swift \(version) or newer"), "the README's set-up does not name Swift \(version)")
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let image = try #require(workflow.firstMatch(of: /container: (swift:\S+)/)?.output.1)
        #expect(image.hasPrefix("swift:\(version)."), "ci.yml runs \(image), not Swift \(version)")
        for block in DocumentationBlocks.blocks(.workflowYAML) {
            for match in block.text.matches(of: /container: (\S+)/) {
                #expect(match.output.1 == image, "\(block.testDescription) runs \(match.output.1), ci.yml \(image)")
            }
        }
    }

    /// actionlint as scripts/ensure-system-packages installed it: on PATH, or in Python's scripts folder.
    static func actionlint(_ arguments: [String], in folder: URL) throws -> CLIResult {
        let find = try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "-c",
                #"command -v actionlint || echo "$(python3 -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/actionlint""#,
            ])
        let path = find.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(FileManager.default.isExecutableFile(atPath: path), "actionlint is not installed: run scripts/ensure-system-packages")
        return try CLIProcess.launch(URL(fileURLWithPath: path), ["-no-color"] + arguments, in: folder)
    }
}
