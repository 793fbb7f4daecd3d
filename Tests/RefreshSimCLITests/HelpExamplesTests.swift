import Foundation
import Testing

/// Every example a subcommand's `--help` shows, pasted into bash as a user pastes it: from the
/// help as printed through a pipe (80 columns, where swift-argument-parser wraps), run in a folder
/// holding the bundled files the examples name, with `refreshsim` installed on PATH. A line the
/// help wrapped, or an example that no longer runs, fails here (issue 38: `review`, `sweep grid
/// --shard`, `sweep merge` and `bench` examples broke when wrapped or pasted).
struct HelpExamplesTests {
    static let commands = [
        "run", "plot", "compare", "animate", "filmstrip", "review", "sweep grid", "sweep merge", "check", "validate", "list", "schema",
        "bench", "port",
    ]

    /// The example lines of a help text: the indented lines under `Example:` or `Examples:` (or
    /// `Example (…):`), up to the next blank line, as printed.
    static func examples(_ help: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.range(of: #"^Examples?( \(.*\))?:$"#, options: .regularExpression) != nil {
                inside = true
            } else if line.isEmpty {
                inside = false
            } else if inside {
                lines.append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : line)
            }
        }
        return lines
    }

    @Test(arguments: commands)
    func everyExampleRunsAsPasted(command: String) throws {
        let help = try CLIProcess.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(help.status == 0)
        let examples = Self.examples(help.stdout)
        #expect(!examples.isEmpty, "\(command) --help shows no example")
        let folder = try Self.sandbox(naming: help.stdout)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try #require(CLIProcess.executable)
        let prefix = folder.appendingPathComponent(".local")
        var environment = [
            "REFRESHSIM_BINARY": executable.path, "REFRESHSIM_PORT_BINARY": "none", "PREFIX": prefix.path,
            "PATH": prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ]
        if command == "port" {
            // The tool is a package of its own, built where PortToolPackageTests builds it (SwiftPM's
            // lock on the folder makes one build wait for the other).
            let build = try PortToolPackageTests.tool.swift(
                ["build", "--product", "refreshsim-port"] + PortToolPackageTests.tool.arguments)
            try #require(build.status == 0, "\(build.output.suffix(4000))")
            let tool = URL(fileURLWithPath: PortToolPackageTests.scratch).appendingPathComponent("debug/refreshsim-port")
            environment["REFRESHSIM_PORT"] = tool.path
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Vendor"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: CLIProcess.packageRoot.appendingPathComponent("Examples/PullKit/Original/PullKit"),
                to: folder.appendingPathComponent("Vendor/ESPullToRefresh"))
        }
        let script = "set -euo pipefail\nscripts/install >/dev/null\n" + examples.joined(separator: "\n") + "\n"
        try Data(script.utf8).write(to: folder.appendingPathComponent("examples.sh"))
        let result = try CLIProcess.launch(URL(fileURLWithPath: "/bin/bash"), ["examples.sh"], in: folder, environment: environment)
        #expect(result.status == 0, "\(command)'s examples failed (status \(result.status)):\n\(script)\n\(result.stderr.suffix(2000))")
    }

    /// A folder like a checkout: the scripts, the sweeps, and the bundled scenarios the help
    /// names (its `Scenarios/` stands for the folder, so it holds those alone).
    static func sandbox(naming help: String) throws -> URL {
        let folder = try CLIProcess.temporaryDirectory()
        let root = CLIProcess.packageRoot
        for item in ["Sweeps", "scripts", "Benchmarks"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let scenarios = folder.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        var names = Set(help.matches(of: /Scenarios\/([a-z0-9.-]+\.json)/).map { String($0.output.1) })
        names.formUnion(["wkwebview-bad.json", "wkwebview-good.json", "cj-header.json"])
        for name in names where FileManager.default.fileExists(atPath: root.appendingPathComponent("Scenarios/\(name)").path) {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("Scenarios/\(name)"), to: scenarios.appendingPathComponent(name))
        }
        return folder
    }
}
