import Foundation
import Testing

/// `sweep --shard` and `sweep merge`, run the way the article "Sweeps"' GitHub Actions matrix runs them.
struct SweepShardCLITests {
    static let article = "Sources/RefreshSimCLI/RefreshSimCLI.docc/Sweeps.md"

    /// The article's workflow: its matrix values and its `refreshsim` command lines, in order.
    static func articleWorkflow() throws -> (matrix: [String], shardRuns: [String], mergeRuns: [String]) {
        let text = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent(Self.article), encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n# .github/workflows/sweep.yml"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let matrixLine = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("shard: [") })
        let matrix = matrixLine.split(separator: "[")[1].split(separator: "]")[0].split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let mergeJob = try #require(lines.firstIndex { $0.hasPrefix("  merge:") })
        let commands = lines.enumerated().compactMap { index, line -> (Int, String)? in
            guard let range = line.range(of: "- run: .build/release/refreshsim ") else { return nil }
            return (index, "refreshsim " + line[range.upperBound...])
        }
        return (matrix, commands.filter { $0.0 < mergeJob }.map(\.1), commands.filter { $0.0 > mergeJob }.map(\.1))
    }

    @Test func theArticlesMatrixMergesToTheWholeSweepByteForByte() throws {
        let (matrix, shardRuns, mergeRuns) = try Self.articleWorkflow()
        #expect(matrix == ["1", "2", "3", "4"])
        #expect(shardRuns.count == 1 && mergeRuns.count == 1)
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The job's checkout: the bundled sweeps and the scenarios they name.
        for folder in ["Sweeps", "Scenarios"] {
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent(folder),
                withDestinationURL: CLIProcess.packageRoot.appendingPathComponent(folder))
        }
        let executable = try #require(CLIProcess.executable)
        func shell(_ command: String) throws -> CLIResult {
            let line = command.replacingOccurrences(of: "refreshsim ", with: "'\(executable.path)' ", options: .anchored)
            return try CLIProcess.launch(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: directory)
        }
        for value in matrix {
            for command in shardRuns {
                let result = try shell(command.replacingOccurrences(of: "${{ matrix.shard }}", with: value))
                #expect(result.status == 0, "\(result.stderr)")
            }
        }
        for command in mergeRuns {
            let result = try shell(command)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let whole = try shell("refreshsim sweep --spec Sweeps/wkwebview-latency-pull.json -o whole.png --csv whole.csv --report whole.json")
        #expect(whole.status == 0, "\(whole.stderr)")
        for (merged, single) in [("sweep.png", "whole.png"), ("sweep.csv", "whole.csv"), ("sweep.json", "whole.json")] {
            let a = try Data(contentsOf: directory.appendingPathComponent(merged))
            let b = try Data(contentsOf: directory.appendingPathComponent(single))
            #expect(!a.isEmpty && a == b, "\(merged) differs from \(single)")
        }
    }

    @Test func aMissingRepeatedOrForeignShardIsRefused() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIProcess.packageRoot.appendingPathComponent("Scenarios/cj-header.json").path
        for (index, vary) in [(1, "frameRate=60,120"), (2, "frameRate=60,120"), (1, "frameRate=30,60")] {
            let result = try CLIProcess.run([
                "sweep", scenario, "--vary", vary, "--shard", "\(index)/2",
                "--report", directory.appendingPathComponent("\(index)-\(vary.suffix(2)).json").path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        func merge(_ names: [String]) throws -> CLIResult {
            try CLIProcess.run(
                ["sweep", "merge"] + names.map { directory.appendingPathComponent($0).path }
                    + ["--csv", directory.appendingPathComponent("out.csv").path])
        }
        #expect(try merge(["1-20.json"]).stderr.contains("missing shard 2/2"))
        #expect(try merge(["1-20.json", "1-20.json"]).stderr.contains("shard 1/2 is given twice"))
        #expect(try merge(["1-60.json", "2-20.json"]).stderr.contains("other fields or files"))
        #expect(try merge(["1-20.json", "2-20.json"]).status == 0)
        let usage = try CLIProcess.run(["sweep", scenario, "--vary", "frameRate=60,120", "--shard", "3/2", "--report", "x.json"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("the shard must be 1…2, got 3"))
    }
}
