import Foundation
import Testing

/// Small things a new user trips over.
struct PapercutCLITests {
    @Test func versionPrintsAndExitsZero() throws {
        let result = try CLIProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^refreshsim \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    @Test func aViewportInPixelsIsRunButWarnedAbout() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("pixels.json")
        try Data(
            #"{"name": "pixels", "duration": 1, "content": {"height": 5000}, "device": {"viewportWidth": 1170, "viewportHeight": 2532, "screenScale": 3}}"#
                .utf8
        ).write(to: file)
        let result = try CLIProcess.run(["run", file.path])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("pixels.json: warning: device viewport 1170 × 2532 is larger than any iPhone or iPad screen in points"))
        #expect(result.stderr.contains("at screenScale 3 that is 390 × 844 pt"))
        let points = try CLIProcess.run(["run", CLIProcess.packageRoot.appendingPathComponent("Scenarios/ego.json").path])
        #expect(!points.stderr.contains("warning"))
    }

    /// ArgumentParser wraps help at 80 columns; an example wrapped mid-command cannot be pasted.
    @Test(arguments: ["", "run", "plot", "compare", "animate", "filmstrip", "check", "validate", "list", "schema"])
    func helpExamplesFitEightyColumns(subcommand: String) throws {
        let result = try CLIProcess.run((subcommand.isEmpty ? [] : [subcommand]) + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  refreshsim ") && !line.hasSuffix("\\") {
            #expect(next.isEmpty || next.hasPrefix("  "), "wrapped example: \(line) / \(next)")
        }
    }
}
