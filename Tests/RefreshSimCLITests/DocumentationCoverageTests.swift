import Foundation
import Testing

/// Every code block in README.md, docs/ and the DocC articles is exercised by a harness
/// (`DocumentationHarness`): this fails for a block of a kind none runs.
@Suite struct DocumentationCoverageTests {
    @Test func everyBlockHasAHarnessAndEveryHarnessHasBlocks() {
        let blocks = DocumentationBlocks.all()
        #expect(blocks.count >= 25, "\(blocks.count) blocks: is the parser still finding them?")
        for block in blocks {
            #expect(
                block.harness != .none,
                "\(block.testDescription): no harness runs `\(block.language)` blocks: tag it sh, swift, json, yaml or text")
        }
        for harness in DocumentationHarness.allCases where harness != .none {
            #expect(!DocumentationBlocks.blocks(harness).isEmpty, "no block is exercised by \(harness)")
        }
        #expect(DocumentationBlocks.files().contains { $0.hasSuffix(".docc/YourOwnStrategy.md") })
    }

    /// A fence inside a list item is found and its indentation removed; an unknown language is
    /// reported, not skipped.
    @Test func theParserFindsIndentedBlocksAndTheirLanguage() {
        let markdown = "# T\n\n- item:\n\n  ```text\n    note: x\n  ```\n\n```ruby\nputs 1\n```\n"
        let blocks = DocumentationBlocks.parse(markdown, file: "x.md")
        #expect(blocks.map(\.language) == ["text", "ruby"])
        #expect(blocks.first?.text == "  note: x")
        #expect(blocks.map(\.harness) == [.commandOutput, .none])
        #expect(blocks.first?.line == 5)
    }
}

/// Each public library users import has a DocC catalog with its landing page.
@Suite struct DocumentationCatalogTests {
    @Test(arguments: [
        ("RefreshSim", "RefreshSim"), ("RefreshSimUIKit", "UIKit"), ("RefreshSimSnapshotTesting", "RefreshSimSnapshotTesting"),
        ("RefreshSimCLI", "RefreshSimCLI"),
    ])
    func theLibraryHasACatalog(folder: String, module: String) throws {
        let page = CLIProcess.packageRoot.appendingPathComponent("Sources/\(folder)/\(module).docc/\(module).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# ``\(module)``\n"))
    }
}
