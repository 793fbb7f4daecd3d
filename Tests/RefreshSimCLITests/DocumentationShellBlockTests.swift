import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

/// `sh` blocks. Those of `refreshsim` commands run as written, with bash and `set -e`, in a folder
/// holding copies of the bundled scenarios, sweeps and scripts, with `refreshsim` installed by
/// `scripts/install` (the built binary, `REFRESHSIM_BINARY`) into a `PREFIX` on `PATH`. Those
/// that build or test the package itself cannot run inside its own test run: each of their
/// commands must name a real script, test target or formula, and CI runs them.
struct DocumentationShellBlockTests {
    /// Files the blocks name that a user has and the repository does not ship as such.
    static let userFiles = ["my-scenario.json": "Scenarios/cj-header.json"]

    @Test(arguments: DocumentationBlocks.blocks(.shellRun))
    func theBlockRunsOnTheBundledFiles(block: DocumentationBlock) throws {
        let executable = try #require(CLIProcess.executable)
        let folder = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent(".local")
        let environment = [
            "REFRESHSIM_BINARY": executable.path,
            "REFRESHSIM_PORT_BINARY": "none",
            "PREFIX": prefix.path,
            "PATH": prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ]
        // A block without the install line uses the tool as the README's set-up left it.
        let script = (block.text.contains("scripts/install") ? "" : "scripts/install >/dev/null\n") + block.text
        try Data(("set -euo pipefail\n" + script + "\n").utf8).write(to: folder.appendingPathComponent("block.sh"))
        let result = try CLIProcess.launch(URL(fileURLWithPath: "/bin/bash"), ["block.sh"], in: folder, environment: environment)
        #expect(result.status == 0, "\(block.testDescription) failed (status \(result.status)):\n\(result.stderr.suffix(3000))")
        #expect(result.reason == .exit)
    }

    @Test func theSampleHoldsEveryScenarioTheBlocksName() throws {
        let sample = try Self.sampledScenarios()
        #expect(sample.count == 11, "\(sample)")
        for name in ["wkwebview-bad.json", "cj-header.json", "mj-feed.json", "hitch-page-lands-during-fling.json"] {
            #expect(sample.contains(name))
        }
    }

    /// `scripts/install` installs the drawing packages only (`--render`): the browser, selenium,
    /// jsonschema and actionlint are the test suite's (`scripts/test`), not a user's.
    @Test func theInstallInstallsTheDrawingPackagesOnly() throws {
        let script = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("scripts/install"), encoding: .utf8)
        let calls = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("scripts/ensure-system-packages") }
        #expect(!calls.isEmpty && calls.allSatisfy { $0 == "scripts/ensure-system-packages --render" }, "\(calls)")
        let ensure = try String(
            contentsOf: CLIProcess.packageRoot.appendingPathComponent("scripts/ensure-system-packages"), encoding: .utf8)
        #expect(ensure.contains("`--render` installs only what drawing needs (scripts/render, scripts/install)"))
    }

    /// `scripts/install` puts `refreshsim` where it runs from any folder, as the README says.
    @Test func theInstalledToolRunsFromAnyFolder() throws {
        let executable = try #require(CLIProcess.executable)
        let folder = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("home/.local")
        let install = try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"), ["scripts/install"], in: folder,
            environment: ["REFRESHSIM_BINARY": executable.path, "REFRESHSIM_PORT_BINARY": "none", "PREFIX": prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout == prefix.appendingPathComponent("bin/refreshsim").path + "\n")
        let elsewhere = folder.appendingPathComponent("Scenarios")
        let run = try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"), ["-c", "refreshsim run cj-header.json && refreshsim plot mj-feed.json"],
            in: elsewhere, environment: ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("cj-header: 361 frames"))
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Output/mj-feed.png").path))
    }

    /// Issue 38 item 8: `scripts/install` puts `refreshsim-port` beside `refreshsim`, and the
    /// installed `refreshsim port` runs that one (not on PATH, no variable, nothing built).
    @Test func theInstalledPortRunsTheToolInstalledBesideIt() throws {
        let executable = try #require(CLIProcess.executable)
        let folder = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("fake-port")
        try Data("#!/bin/sh\necho \"ported $*\"\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        let prefix = folder.appendingPathComponent("home/.local")
        let install = try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"), ["scripts/install"], in: folder,
            environment: ["REFRESHSIM_BINARY": executable.path, "REFRESHSIM_PORT_BINARY": fake.path, "PREFIX": prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.hasSuffix(prefix.appendingPathComponent("bin/refreshsim-port").path + "\n"), "\(install.stdout)")
        let run = try CLIProcess.launch(
            prefix.appendingPathComponent("bin/refreshsim"), ["port", "in", "-o", "out"], in: folder,
            environment: ["PATH": "/usr/bin:/bin", "REFRESHSIM_PORT": ""])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "ported in -o out\n")
    }

    @Test(arguments: DocumentationBlocks.blocks(.suiteCommand))
    func theBlocksCommandsAreRealAndCIRunsThem(block: DocumentationBlock) throws {
        let root = CLIProcess.packageRoot
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let ensure = try String(contentsOf: root.appendingPathComponent("scripts/ensure-system-packages"), encoding: .utf8)
        for line in block.commandLines {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("scripts/") {
                let script = words[0]
                #expect(
                    FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(script).path),
                    "\(script) is not an executable script")
                let syntax = try CLIProcess.launch(URL(fileURLWithPath: "/bin/bash"), ["-n", script], in: root)
                #expect(syntax.status == 0, "\(script): \(syntax.stderr)")
                #expect(workflow.contains("run: \(script)\n"), "ci.yml does not run \(script)")
            } else if let test = words.firstIndex(of: "test"), test > 0, words[test - 1] == "swift" {
                let filter = try #require(words.firstIndex(of: "--filter").map { words[$0 + 1] }, "\(line): give --filter")
                #expect(
                    FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/\(filter)").path),
                    "\(line): no test target \(filter)")
                #expect(workflow.contains("run: scripts/test\n"), "CI runs every test through scripts/test")
            } else if line.hasPrefix("brew install ") {
                // The same formulae the Mac branch of ensure-system-packages installs, which the
                // macOS job runs through scripts/test.
                let listed = try #require(ensure.split(separator: "\n").first { $0.contains("formulae=(") })
                let formulae = Set(
                    listed.components(separatedBy: "formulae=(")[1].components(separatedBy: ")")[0].split(separator: " ").map(String.init))
                #expect(
                    Set(words.dropFirst(2)) == formulae,
                    "\(line) installs other formulae than scripts/ensure-system-packages (\(formulae.sorted()))")
                #expect(workflow.contains("runs-on: macos-15"))
            } else if line.hasPrefix("swift package") || line.hasPrefix("REFRESHSIM_DOCS=1 swift package") {
                #expect(workflow.contains("run: \(line)\n"), "ci.yml does not run `\(line)`")
            } else {
                Issue.record("\(block.testDescription): no check knows `\(line)`: move it to a block that runs")
            }
        }
    }

    /// A scratch folder like a checkout: bundled scenarios (`sampledScenarios`), the sweeps, the
    /// schema, the scripts, and the README's first scenario saved as its readers save it.
    static func sandbox() throws -> URL {
        let folder = try CLIProcess.temporaryDirectory()
        let root = CLIProcess.packageRoot
        for item in ["Sweeps", "scripts", "scenario.schema.json", "Traces"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let scenarios = folder.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: false)
        for name in try sampledScenarios() {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("Scenarios/\(name)"), to: scenarios.appendingPathComponent(name))
        }
        for (name, source) in userFiles {
            try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: folder.appendingPathComponent(name))
        }
        let first = try DocumentationBlocks.firstScenario()
        try Data(first.text.utf8).write(to: folder.appendingPathComponent(first.file))
        return folder
    }

    /// The bundled scenarios a block, a bundled sweep or a user file names, and one async run.
    /// A command over the folder (`plot Scenarios/`, `review Scenarios/`, `check Scenarios/
    /// --baseline`) then does on 10 scenarios what the other suites do on every one
    /// (BundledScenarioTests, ScenarioGoldenTests, ReviewBrowserTests, which reviews all of them
    /// with the README's command); over all 64 these blocks took 125 s of CPU, a third of the suite.
    static func sampledScenarios() throws -> [String] {
        let root = CLIProcess.packageRoot
        var texts = DocumentationBlocks.blocks(.shellRun).map(\.text) + userFiles.values.map { $0 }
        for sweep in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sweeps").path) {
            texts.append(try String(contentsOf: root.appendingPathComponent("Sweeps/\(sweep)"), encoding: .utf8))
        }
        let bundled = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenarios").path)
            .filter { $0.hasSuffix(".json") }
        return bundled.filter { name in
            name == "uirefreshcontrol-async.json" || texts.contains { $0.contains("Scenarios/\(name)") || $0.contains("/\(name)\"") }
        }.sorted()
    }
}
