import Foundation
import Testing

/// Every code block in README.md, docs/ and the DocC articles is exercised by a harness
/// (`DocumentationHarness`): this fails for a block of a kind none runs.
struct DocumentationCoverageTests {
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
struct DocumentationCatalogTests {
    @Test(arguments: [
        ("RefreshSim", "RefreshSim"), ("RefreshSimUIKit", "UIKit"), ("RefreshSimSnapshotTesting", "RefreshSimSnapshotTesting"),
        ("RefreshSimCLI", "RefreshSimCLI"), ("RefreshSimStrategies", "RefreshSimStrategies"), ("RefreshPlot", "RefreshPlot"),
    ])
    func theLibraryHasACatalog(folder: String, module: String) throws {
        let page = CLIProcess.packageRoot.appendingPathComponent("Sources/\(folder)/\(module).docc/\(module).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix("# ``\(module)``\n"))
    }
}

/// The README is a newcomer's first hour (under 300 lines) and links every article; every relative
/// link in the documentation names a file, and a heading, that exists, so each works on GitHub.
struct DocumentationLinkTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theReadmeIsShortAndLinksEveryArticle() throws {
        let readme = try Self.text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 300, "README.md has \(lines) lines: move the long form into an article")
        let linked = Set(Self.links(in: readme, file: "README.md").map(\.path))
        for article in Self.articles() {
            #expect(linked.contains(article), "README.md does not link \(article)")
        }
    }

    /// The DocC articles (not the catalogs' landing pages) and docs/Development.md.
    static func articles() -> [String] {
        DocumentationBlocks.files().filter { file in
            let parts = file.split(separator: "/")
            guard let catalog = parts.dropLast().last, catalog.hasSuffix(".docc") else { return file == "docs/Development.md" }
            return parts.last.map(String.init) != catalog.replacingOccurrences(of: ".docc", with: ".md")
        }
    }

    @Test(arguments: DocumentationBlocks.files())
    func everyRelativeLinkResolves(file: String) throws {
        for link in Self.links(in: try Self.text(file), file: file) {
            let target = CLIProcess.packageRoot.appendingPathComponent(link.path)
            #expect(FileManager.default.fileExists(atPath: target.path), "\(file): \(link.written) names no file")
            guard let anchor = link.anchor, link.path.hasSuffix(".md"), let linked = try? Self.text(link.path) else { continue }
            let anchors = Set(linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.slug(String($0)) })
            #expect(anchors.contains(anchor), "\(file): \(link.written): \(link.path) has no heading #\(anchor)")
        }
    }

    /// Relative Markdown links (`[text](path#anchor)`, images too), resolved against the file's folder.
    static func links(in markdown: String, file: String) -> [(written: String, path: String, anchor: String?)] {
        let folder = URL(fileURLWithPath: "/" + file).deletingLastPathComponent()
        var inFence = false
        var found: [(String, String, String?)] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                let written = String(match.output.1)
                guard !written.contains("://"), !written.hasPrefix("mailto:") else { continue }
                let parts = written.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path =
                    parts[0].isEmpty ? file : String(folder.appendingPathComponent(parts[0]).standardized.path.dropFirst())
                found.append((written, path, parts.count > 1 ? parts[1] : nil))
            }
        }
        return found
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }.map { $0 == " " ? "-" : $0 })
    }
}
