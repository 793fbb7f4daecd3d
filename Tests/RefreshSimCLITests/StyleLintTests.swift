import Foundation
import Testing

/// One style: every Swift file of the project passes `swift format lint --strict` with the committed
/// `.swift-format` (`scripts/format --lint`, which names the files kept verbatim). Reformat with
/// `scripts/format`.
struct StyleLintTests {
    /// The formatter `scripts/format` pins, and this toolchain's.
    static let versions: (pinned: String, running: String) = {
        let root = CLIProcess.packageRoot
        let pinned = try? CLIProcess.launch(root.appendingPathComponent("scripts/format"), ["--version"], in: root)
        let running = try? CLIProcess.launch(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "format", "--version"], in: root)
        func trimmed(_ result: CLIResult?) -> String { result?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "" }
        return (trimmed(pinned), trimmed(running))
    }()

    @Test(
        .enabled(
            if: versions.pinned == versions.running,
            "the tree is formatted with swift-format \(versions.pinned); this toolchain's \(versions.running) wraps some lines otherwise"))
    func everySwiftFileIsInTheCommittedStyle() throws {
        let result = try CLIProcess.launch(
            CLIProcess.packageRoot.appendingPathComponent("scripts/format"), ["--lint"],
            in: CLIProcess.packageRoot)
        #expect(result.status == 0, "run scripts/format:\n\(result.stderr.suffix(4000))")
    }

    /// Test types carry no bare `@Suite` (`@Suite(…)` with traits only): Swift Testing finds a
    /// type's tests without it, and every compile job of a module expands every file's `@Suite`
    /// (docs/Development.md, "Writing tests").
    @Test func testTypesCarryNoBareSuiteAttribute() throws {
        let tests = CLIProcess.packageRoot.appendingPathComponent("Tests")
        let files = (FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 100, "\(files.count) test files found")
        var bare: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(/^\s*(@\w+\s+)*@Suite\s/) {
                bare.append("\(file.path.dropFirst(tests.path.count + 1)):\(number + 1)")
            }
        }
        #expect(bare.isEmpty, "a bare @Suite (drop it, or give it traits): \(bare)")
    }

    @Test func theFormatterIsPinned() {
        #expect(!Self.versions.pinned.isEmpty && Self.versions.pinned.allSatisfy { $0.isNumber || $0 == "." })
    }
}
