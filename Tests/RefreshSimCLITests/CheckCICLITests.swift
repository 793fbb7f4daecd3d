import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// `refreshsim check` as a CI job runs it: a folder with a broken file, a failing and a passing
/// scenario, and the schema file `refreshsim schema` wrote beside them.
struct CheckCICLITests {
    /// broken.json (invalid JSON), failing.json (cj-header expecting smooth), passing.json (ego),
    /// scenario.schema.json.
    private func ciFolder() throws -> URL {
        let dir = try CLIProcess.temporaryDirectory()
        let scenarios = CLIProcess.packageRoot.appendingPathComponent("Scenarios")
        try Data(#"{"name": "broken", "duration": "#.utf8).write(to: dir.appendingPathComponent("broken.json"))
        let header = try String(contentsOf: scenarios.appendingPathComponent("cj-header.json"), encoding: .utf8)
        let failing = header.replacingOccurrences(
            of: #""verdict": "janky", "glitches": ["offsetJump"]"#,
            with: #""verdict": "smooth", "glitches": []"#)
        #expect(failing != header)
        try Data(failing.utf8).write(to: dir.appendingPathComponent("failing.json"))
        try FileManager.default.copyItem(at: scenarios.appendingPathComponent("ego.json"), to: dir.appendingPathComponent("passing.json"))
        let schema = try CLIProcess.run(["schema", "-o", dir.appendingPathComponent("scenario.schema.json").path])
        #expect(schema.status == 0)
        return dir
    }

    @Test func checkJudgesEveryFileAndWritesJUnitAnnotationsAndASummary() throws {
        let dir = try ciFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let junit = dir.appendingPathComponent("reports/junit.xml")
        let json = dir.appendingPathComponent("reports/check.json")
        let result = try CLIProcess.run(
            ["check", dir.path, "--junit", junit.path, "--json", json.path],
            environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 2, "a bad file makes the status 2 once every other file is judged")
        let failing = dir.appendingPathComponent("failing.json").path
        let broken = dir.appendingPathComponent("broken.json").path
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("FAIL cj-header (\(failing))"))
        #expect(
            lines.contains(
                "  \(failing): offsetJump at 4.22 s: offset jumped 30.0 pt (-30.0 to 0.0) in one frame at 4.22 s with no finger and no animation"
            ))
        #expect(lines.contains("PASS ego (\(dir.appendingPathComponent("passing.json").path))"))
        #expect(lines.contains { $0.hasPrefix("ERROR \(broken): line 1") })
        #expect(lines.contains("1 passed, 1 failed, 1 not checked (bad input)"))
        #expect(!result.stdout.contains("schema"))
        #expect(result.stderr.contains("scenario.schema.json: skipped"))

        // GitHub workflow commands, escaped as the toolkit does.
        // A failing scenario's annotations point at its `expect` block (the finding) and at the
        // key that differs (the verdict), so GitHub shows them on that line.
        let expectLine =
            try #require(
                String(contentsOfFile: failing, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains(#""expect""#) }) + 1
        #expect(
            lines.contains { $0.hasPrefix("::error file=\(failing),line=") && $0.contains("::verdict: expected smooth, got janky") },
            "\(lines)")
        #expect(
            lines.contains(
                "::error file=\(failing),line=\(expectLine),col=3,title=refreshsim%3A cj-header%3A offsetJump::offsetJump at 4.22 s: offset jumped 30.0 pt (-30.0 to 0.0) in one frame at 4.22 s with no finger and no animation"
            ))
        // The annotation points at the line and column where the JSON breaks off.
        #expect(
            lines.contains { $0.hasPrefix("::error file=\(broken),line=1,col=32,title=refreshsim%3A not a valid scenario::") }, "\(lines)")

        // JUnit: well-formed, one testcase per file, the failure typed by its glitch class.
        let xml = try Data(contentsOf: junit)
        let parsed = try XMLDocument(data: xml)
        let cases = try parsed.nodes(forXPath: "//testcase")
        #expect(cases.count == 3)
        let suite = try #require(try parsed.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        let failure = try #require(try parsed.nodes(forXPath: "//testcase[@name='cj-header']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "offsetJump")
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("offsetJump at 4.22 s: offset jumped 30.0 pt") == true)
        #expect(try parsed.nodes(forXPath: "//testcase[@name='ego']/*").isEmpty)
        #expect(try parsed.nodes(forXPath: "//testcase[@file='\(broken)']/error").count == 1)

        // JSON summary.
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 1)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["exitStatus"] as? Int == 2)
    }

    @Test func annotationsOnlyWhenAskedOrOnGitHub() throws {
        let dir = try ciFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let failing = dir.appendingPathComponent("failing.json").path
        let plain = try CLIProcess.run(["check", failing], environment: ["GITHUB_ACTIONS": "false"])
        #expect(plain.status == 1)
        #expect(!plain.stdout.contains("::error"))
        let asked = try CLIProcess.run(["check", failing, "--github"], environment: ["GITHUB_ACTIONS": "false"])
        #expect(asked.stdout.contains("::error file=\(failing)"))
        let refused = try CLIProcess.run(["check", failing, "--no-github"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(!refused.stdout.contains("::error"))
    }

    @Test func everySubcommandSkipsTheSchemaFileAlike() throws {
        let dir = try ciFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("broken.json"))
        let schema = dir.appendingPathComponent("scenario.schema.json").path
        let passing = dir.appendingPathComponent("passing.json").path
        for arguments in [
            ["run", dir.path], ["validate", dir.path], ["run", passing, schema], ["validate", passing, schema],
            ["plot", dir.path, "-o", dir.appendingPathComponent("charts/").path],
        ] {
            let result = try CLIProcess.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("scenario.schema.json: skipped"), "\(arguments)")
        }
    }

    /// A schema under another name is found by its `$schema`, also when an escape spells the host
    /// (the bytes are searched before a file is parsed to look).
    @Test func aSchemaUnderAnotherNameIsSkippedByItsSchemaKey() throws {
        let dir = try ciFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("broken.json"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("scenario.schema.json"))
        // A `j` and a `\` before the host: the search goes on past bytes that only start like it.
        try Data(#"{"title": "j\n", "$schema": "https://json-schema.org/draft/2020-12/schema"}"#.utf8)
            .write(to: dir.appendingPathComponent("plain.json"))
        try Data(#"{"$schema": "https://json\u002Dschema.org/draft/2020-12/schema"}"#.utf8)
            .write(to: dir.appendingPathComponent("escaped.json"))
        let result = try CLIProcess.run(["validate", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("plain.json: skipped: a JSON Schema (https://json-schema.org/draft/2020-12/schema)"))
        #expect(result.stderr.contains("escaped.json: skipped: a JSON Schema (https://json-schema.org/draft/2020-12/schema)"))
    }
    @Test func recordRefusesAScenarioThatFailsItsExpect() throws {
        let dir = try ciFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let baselines = dir.appendingPathComponent("baselines")
        let result = try CLIProcess.run([
            "check", dir.appendingPathComponent("failing.json").path, "--baseline", baselines.path, "--record",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("baselines not recorded: the scenario fails its expect"))
        #expect(!FileManager.default.fileExists(atPath: baselines.appendingPathComponent("cj-header.findings.json").path))
    }

    @Test func aScenarioFromStandardInput() throws {
        let scenario = CLIProcess.packageRoot.appendingPathComponent("Scenarios/ego.json")
        let result = try CLIProcess.run(["run", "-"], standardInput: try Data(contentsOf: scenario))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ego: 361 frames"))
        let bad = try CLIProcess.run(["validate", "-"], standardInput: Data("{".utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("<stdin>: line 1"))
    }

    @Test func runRefusesOneFileForSeveralScenarios() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("out.csv").path
        let scenarios = CLIProcess.packageRoot.appendingPathComponent("Scenarios")
        let result = try CLIProcess.run([
            "run", scenarios.appendingPathComponent("ego.json").path,
            scenarios.appendingPathComponent("cj-header.json").path, "--csv", csv,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--csv \(csv) names one file but 2 scenarios are given"))
        #expect(!FileManager.default.fileExists(atPath: csv))
    }
}
