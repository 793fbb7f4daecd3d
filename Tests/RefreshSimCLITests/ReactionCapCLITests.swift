import Foundation
import Testing

/// A run whose reactions reach the per-run call cap: `run` refuses it with the rule named and
/// writes nothing; `check` fails it.
struct ReactionCapCLITests {
    @Test func theCapIsAnErrorNamingTheRule() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("loop.json")
        try Data(
            """
            {"name": "loop", "duration": 42, "frameRate": 240, "content": {"height": 2000},
             "strategy": {"kind": "uirefreshcontrol"}, "actions": [{"at": 0.1, "call": "beginRefreshing"}],
             "reactions": [{"on": "phaseReached", "phase": "refreshing", "call": "endRefreshing"},
                           {"on": "phaseReached", "phase": "idle", "call": "beginRefreshing"}]}
            """.utf8
        ).write(to: file)
        let csv = dir.appendingPathComponent("loop.csv").path
        let run = try CLIProcess.run(["run", file.path, "--csv", csv])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\"loop\" (\(file.path)): reactions[0]: the run reached 10000 reaction calls at "))
        #expect(!FileManager.default.fileExists(atPath: csv))
        let check = try CLIProcess.run(["check", file.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("  reactions[0]: the run reached 10000 reaction calls"))
    }
}
