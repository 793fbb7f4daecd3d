import Foundation
import Testing
import RefreshSim
import RefreshSimStrategies

struct ScenarioCLITests {
    @Test func helpExitsZeroAndDocumentsExitStatuses() throws {
        let result = try CLIProcess.run(["--help"])
        #expect(result.reason == .exit)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Exit status:"))
        #expect(result.stdout.contains("3  an output could not be written"))
        #expect(result.stdout.contains("130  interrupted"))
        for subcommand in ["schema", "list", "validate"] {
            let help = try CLIProcess.run([subcommand, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Example:\n  refreshsim \(subcommand)"), "\(subcommand) --help shows an example")
        }
    }

    @Test func usageErrorsExitTwoNotSixtyFour() throws {
        for arguments in [["--bogus"], ["schema", "extra"], ["nosuchcommand"], ["list", "--output"]] {
            let result = try CLIProcess.run(arguments)
            #expect(result.reason == .exit)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("Error:"), "\(arguments)")
        }
    }

    @Test func schemaPrintsTheSchema() throws {
        let result = try CLIProcess.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stdout == ScenarioSchema.json)
    }

    /// A law over the vocabulary: every strategy kind, loader, app call, threshold and glitch
    /// class is listed with its summary.
    @Test func listNamesEveryStrategyLoaderCallThresholdAndGlitchClass() throws {
        let result = try CLIProcess.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let vocabulary = Vocabulary.bundled
        var entries: [(String, String)] = vocabulary.strategies.map { ($0.name, $0.summary) }
        entries += vocabulary.loaders.map { ($0.name, $0.summary) }
        entries += vocabulary.appCalls.map { ($0.name, $0.summary) }
        entries += GlitchThresholds.fields.fields.map { ($0.key, $0.summary) }
        entries += GlitchClass.allCases.map { ($0.rawValue, $0.summary) }
        for (name, summary) in entries {
            #expect(lines.contains { $0.hasPrefix(name + " ") && $0.hasSuffix(" " + summary) }, "\(name) is listed")
        }
        #expect(lines.contains("offsetJump           content teleports a visible distance in one frame with no finger and no animation"))
        // The kinds are public names scenario files use: written out here, not read from the table
        // that declares them, so dropping or renaming one fails.
        #expect(
            Vocabulary.bundled.strategies.map(\.name) == [
                "none", "uirefreshcontrol", "wkwebview-bad", "wkwebview-good", "ego", "sb-kvo", "cj-header",
                "cj-footer-delay", "cj-footer-inset", "threshold", "mj-header", "mj-auto-footer", "mj-back-footer",
                "es-header", "es-footer", "sv-header", "sv-infinite", "swiftui-refreshable", "uirefreshcontrol-async",
                "combine-load-more", "will-display-last", "prefetch-last", "scroll-threshold", "on-appear-last",
            ])
        #expect(Vocabulary.bundled.loaders.map(\.name) == ["delay", "append", "webview"])
        #expect(lines.contains("stuckSpinnerSeconds        stuckSpinner: longest acceptable refresh (s)."))
    }

    @Test func schemaOutputIsWrittenAtomically() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("scenario.schema.json")
        let result = try CLIProcess.run(["schema", "--output", target.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == ScenarioSchema.json)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scenario.schema.json"])
    }

    @Test func anUnwritableOutputExitsThreeAndLeavesTheEarlierFile() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let target = directory.appendingPathComponent("schema.json")
        try Data("earlier".utf8).write(to: target)

        // A missing folder is made, as `plot` makes one; a file where a folder must be is status 3.
        let missing = try CLIProcess.run(["schema", "-o", directory.appendingPathComponent("no/such/dir/schema.json").path])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("no/such/dir/schema.json").path))
        let underAFile = try CLIProcess.run(["schema", "-o", target.appendingPathComponent("x/schema.json").path])
        #expect(underAFile.status == 3)
        #expect(underAFile.stderr.contains("schema.json/x: cannot create the directory"), "\(underAFile.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier")

        let intoDirectory = try CLIProcess.run(["schema", "-o", directory.path])
        #expect(intoDirectory.status == 3)
        #expect(intoDirectory.stderr.contains("it is a directory"))

        // A read-only directory; root ignores permissions, so only check what can be checked.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let readOnly = try CLIProcess.run(["schema", "-o", target.path])
        if getuid() != 0 {
            #expect(readOnly.status == 3)
            #expect(readOnly.stderr.contains("schema.json: cannot write in"))
            #expect(try String(contentsOf: target, encoding: .utf8) == "earlier")
        }
        #expect(readOnly.reason == .exit)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers == [])
    }

    @Test func aFileSizeLimitGivesExitThreeNotASignal() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("schema.json")
        try Data("earlier".utf8).write(to: target)
        guard let executable = CLIProcess.executable else { throw CLIProcessError.executableNotFound }
        // The schema is larger than 1 block: the write fails with EFBIG (and SIGXFSZ, ignored).
        let script = "ulimit -f 1; exec '\(executable.path)' schema --output '\(target.path)'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(message.contains("schema.json: cannot write: "))
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["schema.json"])
    }

    @Test func validateAcceptsTheFixtures() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Scenarios")
        let result = try CLIProcess.run(["validate", "minimal.json", "ego-touches.json"], in: fixtures)
        #expect(result.status == 0)
        #expect(result.stdout == "minimal.json: ok: minimal, 2 s, 0 gestures\nego-touches.json: ok: ego-touches, 3 s, 1 gesture\n")
    }

    @Test func badScenariosExitTwoNamingFileAndField() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(
            #"{"name": "t", "duration": 5, "content": {"height": 100}, "gestures": [{"at": 0, "distance": 5, "duration": -1}], "framerate": 60}"#
                .utf8
        )
        .write(to: directory.appendingPathComponent("bad.json"))
        try Data("{\n  \"name\": \"t\",\n  oops\n}".utf8).write(to: directory.appendingPathComponent("broken.json"))
        try Data(repeating: 32, count: ScenarioLimits.maxFileBytes + 1).write(to: directory.appendingPathComponent("huge.json"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.json"), withIntermediateDirectories: false)

        let result = try CLIProcess.run(["validate", "bad.json", "broken.json", "missing.json", "huge.json", "folder.json"], in: directory)
        #expect(result.reason == .exit)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                bad.json: framerate: unknown key; did you mean `frameRate`?
                bad.json: gestures[0].duration: must be > 0 (seconds), got -1
                broken.json: line 3, column 3: invalid JSON: expected a key in double quotes, found 'o'
                missing.json: no such file
                huge.json: the file is larger than the limit of 1048576 bytes (1 MiB)
                folder.json: is a directory with no scenario files (.json) in it

                """)
    }
}
