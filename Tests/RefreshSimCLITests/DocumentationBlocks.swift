import Foundation
import Testing

/// One fenced code block of the documentation (README.md, docs/**.md, the DocC catalogs' articles).
struct DocumentationBlock: Sendable, CustomTestStringConvertible {
    /// The Markdown file, relative to the package root.
    var file: String
    /// The line of the opening fence.
    var line: Int
    /// The info string's first word (`sh`, `swift`, …); empty for an untagged block.
    var language: String
    /// The nearest heading above the block.
    var heading: String
    /// The block's lines, with the fence's indentation removed.
    var text: String

    var testDescription: String { "\(file):\(line) (\(language.isEmpty ? "untagged" : language))" }
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// Every code block users read, and the harness that compiles, runs or validates each. A block is
/// exercised by the harness of its kind (`DocumentationBlock.harness`), and that harness fails for a
/// block it cannot exercise, so a new block of an unknown kind, or a known kind the harness does not
/// recognise, fails the suite.
enum DocumentationBlocks {
    /// README.md, the Markdown under docs/, and the articles of every `.docc` catalog in Sources/.
    static func files() -> [String] {
        let root = CLIProcess.packageRoot
        var files = ["README.md"]
        for folder in ["docs", "Sources"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".md") else { continue }
                if folder == "Sources", !path.contains(".docc/") { continue }
                files.append("\(folder)/\(path)")
            }
        }
        return files.sorted()
    }

    static func all() -> [DocumentationBlock] {
        files().flatMap { file in
            (try? String(contentsOf: CLIProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)).map { parse($0, file: file) }
                ?? []
        }
    }

    /// The README's first scenario, which its readers save as `first-pull.json` and the blocks after it run.
    static func firstScenario() throws -> (file: String, text: String) {
        let block = try #require(
            all().first { $0.file == "README.md" && $0.heading == "## A first scenario" && $0.language == "json" },
            "the README lost its first scenario")
        return ("first-pull.json", block.text + "\n")
    }

    static func blocks(_ harness: DocumentationHarness) -> [DocumentationBlock] {
        all().filter { $0.harness == harness }
    }

    /// Fenced blocks opened by three or more backticks, at any indentation (a block inside a list
    /// item is indented with it).
    static func parse(_ markdown: String, file: String) -> [DocumentationBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocumentationBlock] = []
        var heading = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#") { heading = line }
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard rest.hasPrefix("```") else { index += 1; continue }
            let fence = String(rest.prefix { $0 == "`" })
            let language = rest.dropFirst(fence.count).split(separator: " ").first.map(String.init) ?? ""
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != fence {
                body.append(String(lines[end].dropFirst(min(indent, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            blocks.append(
                DocumentationBlock(
                    file: file, line: index + 1, language: language, heading: heading,
                    text: body.joined(separator: "\n")))
            index = end + 1
        }
        return blocks
    }
}

/// How a block is exercised.
enum DocumentationHarness: String, Sendable, CaseIterable {
    /// `sh` blocks of `refreshsim` commands: run with bash, `set -e`, in a folder holding copies of
    /// the bundled scenarios and sweeps (`DocumentationShellBlockTests`).
    case shellRun
    /// `sh` blocks that run the suite or the build itself (`scripts/test`, `swift test`, `brew`,
    /// DocC): each command is checked to name a real script, test target or formula, and
    /// .github/workflows/ci.yml runs them (`DocumentationShellBlockTests`).
    case suiteCommand
    /// `swift` blocks: each names, on its first line, the file of a package the suite builds that
    /// it is taken from; every paragraph is in that file, in order (`DocumentationSwiftBlockTests`).
    case swiftExcerpt
    /// `json` blocks: a scenario, or one key of one, checked by the decoder and by the JSON Schema
    /// (`DocumentationDataBlockTests`).
    case scenarioJSON
    /// `yaml` blocks: GitHub Actions workflows, linted by actionlint (`DocumentationDataBlockTests`).
    case workflowYAML
    /// `text` blocks: what a command prints, compared with what it prints (`DocumentationOutputBlockTests`;
    /// `port`'s output in PortToolPackageTests).
    case commandOutput
    /// An untagged block: a figure whose type names must all be the package's public types.
    case figure
    /// A language no harness knows: the coverage test fails on it.
    case none
}

extension DocumentationBlock {
    /// Commands that build or test the package itself cannot run inside its own test run.
    static let suiteCommandPrefixes = [
        "scripts/test", "scripts/render", "swift test", "SNAPSHOT_TESTING_RECORD=", "brew ", "swift package",
        "REFRESHSIM_DOCS=1 swift package",
    ]

    var commandLines: [String] {
        lines.map { $0.components(separatedBy: " #").first!.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    var harness: DocumentationHarness {
        switch language {
        case "sh":
            let suite = commandLines.contains { line in Self.suiteCommandPrefixes.contains { line.hasPrefix($0) } }
            return suite ? .suiteCommand : .shellRun
        case "swift": return .swiftExcerpt
        case "json": return .scenarioJSON
        case "yaml": return .workflowYAML
        case "text": return .commandOutput
        case "": return .figure
        default: return .none
        }
    }
}
