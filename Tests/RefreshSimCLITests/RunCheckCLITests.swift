import Foundation
import Testing

/// `refreshsim run` and `refreshsim check` as a user's shell or CI sees them.
struct RunCheckCLITests {
    @Test func runPrintsOneLinePerScenarioWithItsVerdictAndFindings() throws {
        let result = try CLIProcess.run(["run", scenario("cj-header"), scenario("wkwebview-good")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "cj-header: 361 frames, final offset 0.00 pt, refreshes 1 (1 ended), load-mores 0, "
                + "max pull 88.5 pt (trigger 30.0 pt), janky (1 finding)")
        #expect(lines.contains { $0.contains("offsetJump: offset jumped 30.0 pt") })
        #expect(
            lines.last == "wkwebview-good: 361 frames, final offset 0.00 pt, refreshes 1 (1 ended), load-mores 0, "
                + "max pull 144.0 pt (trigger 112.5 pt), smooth")
    }

    @Test func csvHasAHeaderAndOneRowPerFrame() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("t.csv").path
        let result = try CLIProcess.run(["run", scenario("cj-header"), "--csv", csv])
        #expect(result.status == 0)
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 362)
        let header = rows[0].split(separator: ",").map(String.init)
        for column in [
            "time", "offset", "velocity", "insetTop", "insetBottom", "minOffset", "maxOffset",
            "contentHeight", "fingerDown", "dragging", "decelerating", "state",
        ] {
            #expect(header.contains(column))
        }
        let restored = rows.first { $0.hasPrefix("4.2167,") }.map(String.init) ?? ""
        #expect(restored.contains(",idle,"))
    }

    @Test func reportIsJSONWithEventsFindingsAndVerdict() throws {
        let object = try CLIProcess.report(of: scenario("wkwebview-bad"))
        #expect(object["name"] as? String == "wkwebview-bad")
        #expect(object["verdict"] as? String == "janky")
        #expect((object["frames"] as? Int) == 361)
        let events = try #require(object["events"] as? [[String: Any]])
        let names = events.compactMap { $0["name"] as? String }
        for name in ["touchDown", "willBeginDragging", "valueChanged", "endRefreshing", "touchUp", "didEndDragging", "didCommit"] {
            #expect(names.contains(name))
        }
        let glitches = try #require(object["glitches"] as? [[String: Any]])
        #expect(Set(glitches.compactMap { $0["glitch"] as? String }) == ["jumpUnderFinger", "reloadWhileDragging"])
    }

    @Test func theReportCountsRefreshesAndCarriesNumbersAtFullPrecision() throws {
        let object = try CLIProcess.report(of: scenario("cj-footer-delay"))
        #expect(object["refreshes"] as? [String: Int] == ["started": 0, "ended": 0])
        #expect(object["loadMores"] as? [String: Int] == ["started": 31, "ended": 31])
        #expect(object["maxPull"] as? Double == 96)
        #expect(object["trigger"] as? Double == 20)
        let events = try #require(object["events"] as? [[String: Any]])
        let loadMore = try #require(events.first { $0["name"] as? String == "refreshStart" })
        #expect(loadMore["component"] as? String == "footer")
        let state = try #require(events.first { $0["name"] as? String == "stateChanged" && $0["to"] as? String == "refreshing" })
        #expect(state["footerPhase"] as? String == "refreshing")
    }

    @Test func eventNumbersAreNotRoundedInTheReport() throws {
        let object = try CLIProcess.report(of: scenario("fling-physics"))
        let events = try #require(object["events"] as? [[String: Any]])
        let fling = try #require(events.first { $0["name"] as? String == "willBeginDecelerating" })
        let velocity = try #require(fling["velocity"] as? Double)
        #expect(abs(velocity) > 100)
        #expect(velocity != (velocity * 100).rounded() / 100, "a velocity with more than two decimals: \(velocity)")
    }

    @Test func aPullThatNeverReachesTheTriggerIsCountedAndCheckedByExpect() throws {
        let fixtures = CLIProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Scenarios")
        let one = fixtures.appendingPathComponent("large-title-never-fires-expect-one.json").path
        let none = fixtures.appendingPathComponent("large-title-never-fires-expect-none.json").path
        let run = try CLIProcess.run(["run", one])
        #expect(
            run.stdout == """
                large-title-never-fires-expect-one: 181 frames, final offset -155.00 pt, refreshes 0, load-mores 0, \
                max pull 153.5 pt (trigger 168.8 pt), smooth
                  note: no refresh started: the deepest pull reached 153.5 pt, short of the 168.8 pt trigger; \
                a drag of about 393 pt reaches it

                """)
        let failing = try CLIProcess.run(["check", one])
        #expect(failing.status == 1)
        #expect(failing.stdout == "FAIL large-title-never-fires-expect-one (\(one))\n  refreshes: expected 1, got 0\n0 passed, 1 failed\n")
        let passing = try CLIProcess.run(["check", none])
        #expect(passing.status == 0, "\(passing.stdout)")
    }

    @Test func severalScenariosWriteIntoADirectory() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("reports").path
        #expect(try CLIProcess.run(["run", scenario("ego"), scenario("sb-kvo"), "--report", out]).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out)) == ["ego.json", "sb-kvo.json"])
    }

    @Test func aBadScenarioAmongGoodOnesExitsTwoAndWritesNothing() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json")
        try Data(#"{"name": "bad", "duration": 0, "content": {"height": 100}}"#.utf8).write(to: bad)
        let out = dir.appendingPathComponent("reports").path
        let result = try CLIProcess.run(["run", scenario("ego"), bad.path, "--report", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json: duration: must be > 0 (seconds), got 0"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func checkPassesTheBundledScenariosAndFailsAWrongExpectation() throws {
        let bundled = try FileManager.default.contentsOfDirectory(atPath: CLIProcess.packageRoot.appendingPathComponent("Scenarios").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { CLIProcess.packageRoot.appendingPathComponent("Scenarios/\($0)").path }
        let pass = try CLIProcess.run(["check"] + bundled)
        #expect(pass.status == 0, "\(pass.stdout)")
        #expect(pass.stdout.hasSuffix("\(bundled.count) passed, 0 failed\n"))

        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = try String(contentsOfFile: scenario("cj-header"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""verdict": "janky", "glitches": ["offsetJump"]"#, with: #""verdict": "smooth", "glitches": []"#)
        let wrong = dir.appendingPathComponent("cj-header.json")
        try Data(text.utf8).write(to: wrong)
        let fail = try CLIProcess.run(["check", wrong.path])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("offsetJump"))
    }

    @Test func checkRecordsAndComparesFindingsBaselines() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baselines = dir.appendingPathComponent("baselines").path
        #expect(try CLIProcess.run(["check", scenario("cj-header"), "--baseline", baselines, "--record"]).status == 0)
        #expect(try CLIProcess.run(["check", scenario("cj-header"), "--baseline", baselines]).status == 0)
        let file = dir.appendingPathComponent("baselines/cj-header.findings.json")
        var stored = try String(contentsOf: file, encoding: .utf8)
        stored = stored.replacingOccurrences(of: "30.0 pt", with: "29.0 pt")
        try Data(stored.utf8).write(to: file)
        let changed = try CLIProcess.run(["check", scenario("cj-header"), "--baseline", baselines])
        #expect(changed.status == 1)
    }

    @Test func checkComparesChartsAndLeavesActualAndDiffImages() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baselines = dir.appendingPathComponent("baselines")
        #expect(
            try CLIProcess.run(["check", scenario("cj-header"), scenario("ego"), "--baseline", baselines.path, "--record"]).status == 0)
        let chart = baselines.appendingPathComponent("cj-header.chart.png")
        #expect(FileManager.default.fileExists(atPath: chart.path))
        // Another scenario's chart stands in for a changed one; the findings baseline still matches.
        try FileManager.default.removeItem(at: chart)
        try FileManager.default.copyItem(at: baselines.appendingPathComponent("ego.chart.png"), to: chart)
        let artifacts = dir.appendingPathComponent("artifacts")
        let result = try CLIProcess.run(
            ["check", scenario("cj-header"), "--baseline", baselines.path],
            environment: ["SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL cj-header"))
        #expect(!result.stdout.contains("findings:"))
        let diff = artifacts.appendingPathComponent("refreshsim-check/cj-header.chart.diff.png").path
        #expect(result.stdout.contains(diff))
        #expect(FileManager.default.fileExists(atPath: diff))
        #expect(
            FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("refreshsim-check/cj-header.chart.actual.png").path))
    }
}
