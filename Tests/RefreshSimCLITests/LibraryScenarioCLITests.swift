import Foundation
import Testing

/// `run`, `check`, `compare` and `plot` on the library scenarios: a header and a footer, app calls,
/// device presets.
struct LibraryScenarioCLITests {
    @Test func runNamesTheComponentOfEachFinding() throws {
        let result = try CLIProcess.run(["run", scenario("mj-negative-trigger-percent")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("mj-negative-trigger-percent: ") == true)
        #expect(lines.contains { $0.contains("footerMisplaced: footer: a footer load fired") })
    }

    @Test func reportCarriesComponentsAndAppCalls() throws {
        let object = try CLIProcess.report(of: scenario("mj-negative-trigger-percent"))
        #expect(object["strategy"] as? String == "mj-header+mj-auto-footer")
        let glitches = try #require(object["glitches"] as? [[String: Any]])
        #expect(glitches.map { $0["component"] as? String } == ["footer"])

        let report = try CLIProcess.report(of: scenario("mj-app-calls"))
        let events = try #require(report["events"] as? [[String: Any]])
        #expect(events.filter { $0["name"] as? String == "appCall" }.count == 4)
    }

    @Test func checkPassesEveryLibraryScenario() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: CLIProcess.packageRoot.appendingPathComponent("Scenarios").path)
            .filter { ["mj-", "es-", "sv-", "swiftui-"].contains(where: $0.hasPrefix) }
        #expect(names.count >= 18)
        let result = try CLIProcess.run(["check"] + names.sorted().map { scenario(String($0.dropLast(5))) })
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func compareAJankyLibraryRunWithItsFix() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cmp.png").path
        let result = try CLIProcess.run(["compare", scenario("mj-begin-end-before-3.4.1"), scenario("mj-begin-end"), "-o", out])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func badActionsExitWithStatus2AndNameTheField() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.json")
        try Data(
            #"""
            {"name": "bad", "duration": 3, "content": {"height": 2000},
             "strategy": [{"kind": "mj-header"}, {"kind": "mj-auto-footer"}],
             "actions": [{"at": 1, "call": "beginRefreshing"}]}
            """#.utf8
        ).write(to: file)
        let result = try CLIProcess.run(["run", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"bad.json: actions[0].target: required with two components: "header" or "footer""#))
    }
}
