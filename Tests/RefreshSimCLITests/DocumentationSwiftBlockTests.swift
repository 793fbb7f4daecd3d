import Foundation
import Testing

/// Swift blocks are taken from files the suite compiles: the block's first line names the file
/// (`// Examples/PastedHeader/Sources/FeedRefresh/Strategies.swift`), and each of its paragraphs
/// is a run of that file's code lines, in order (whitespace, line breaks and whole-line comments
/// aside, so the file may be wrapped as `scripts/format` wraps it and the block as a page reads). The
/// examples are built and tested by ExamplePackageTests, Tests/ and Sources/ by `swift test`, so a
/// block that no longer compiles, or was edited away from the code, fails here.
struct DocumentationSwiftBlockTests {
    static let builtFolders = ["Examples/", "Tests/", "Sources/"]

    @Test(arguments: DocumentationBlocks.blocks(.swiftExcerpt))
    func theBlockIsCodeTheSuiteCompiles(block: DocumentationBlock) throws {
        let first = try #require(block.lines.first)
        try #require(first.hasPrefix("// "), "\(block.testDescription): the first line must name the file it is from (// Examples/…)")
        let path = String(first.dropFirst(3).prefix { $0 != " " && $0 != "," && $0 != ":" })
        #expect(Self.builtFolders.contains { path.hasPrefix($0) }, "\(path) is not in a package the suite builds")
        let source = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let code = Self.codeLines(source)
        var cursor = 0
        for paragraph in Self.paragraphs(Array(block.lines.dropFirst())) {
            guard let end = Self.find(paragraph, in: code, from: cursor) else {
                Issue.record("\(block.testDescription): not in \(path) (after line \(cursor)):\n\(paragraph.joined(separator: "\n"))")
                return
            }
            cursor = end
        }
    }

    @Test func aChangedLineIsNotFound() {
        let code = Self.codeLines("struct A {\n    /// doc\n    let x = 1\n    let y = 2\n}\n")
        #expect(Self.find(["let x = 1", "let y = 2"], in: code, from: 0) == 3)
        #expect(Self.find(["let x = 1", "let y = 3"], in: code, from: 0) == nil)
        #expect(Self.find(["let x = 1"], in: code, from: 2) == nil)
        #expect(Self.find(["let x =", "1"], in: code, from: 0) == 2, "wrapped otherwise, the same code")
        #expect(Self.find(["let x = 1 let y"], in: code, from: 0) == nil, "a paragraph ends where a line does")
    }

    /// Trimmed lines, without blank lines and whole-line comments.
    static func codeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// The block's code split at blank lines, each paragraph as code lines.
    static func paragraphs(_ lines: [String]) -> [[String]] {
        lines.split { $0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { codeLines($0.joined(separator: "\n")) }
            .filter { !$0.isEmpty }
    }

    /// Where the code of `paragraph` ends in `code`, looked for from line `start`: the code lines
    /// from some line on, whitespace removed, spell exactly the paragraph's, whitespace removed.
    static func find(_ paragraph: [String], in code: [String], from start: Int) -> Int? {
        let needle = squeezed(paragraph.joined())
        guard start < code.count else { return nil }
        for first in start..<code.count {
            var text = ""
            var end = first
            while text.count < needle.count, end < code.count {
                text += squeezed(code[end])
                end += 1
            }
            if text == needle { return end }
        }
        return nil
    }

    private static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
