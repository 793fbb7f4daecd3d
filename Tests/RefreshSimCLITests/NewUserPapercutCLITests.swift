import Foundation
import Testing

/// What a new user meets first (issue 20): the tool names itself, paths print as given, every
/// output folder is made, help lists every `expect` key, and a release has a version, a
/// changelog and a licence.
struct NewUserPapercutCLITests {
    /// A user's own executable (`RefreshSimCommand.main(strategies:)`) is started under its own
    /// name: a link named `feedsim` to the binary stands for it.
    @Test func helpAndVersionNameTheExecutableThatRuns() throws {
        let executable = try #require(CLIProcess.executable)
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let feedsim = dir.appendingPathComponent("feedsim")
        try FileManager.default.createSymbolicLink(at: feedsim, withDestinationURL: executable)
        let version = try CLIProcess.launch(feedsim, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "feedsim (refreshsim \(try Self.version()))\n")
        for arguments in [["--help"], ["run", "--help"], ["sweep", "grid", "--help"]] {
            let help = try CLIProcess.launch(feedsim, arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: feedsim"), "\(arguments): \(help.stdout)")
            #expect(!help.stdout.contains("\n  refreshsim ") && !help.stdout.contains("USAGE: refreshsim"), "\(arguments): \(help.stdout)")
        }
        #expect(try CLIProcess.launch(feedsim, ["run", "--help"]).stdout.contains("\n  feedsim run Scenarios/wkwebview-bad.json\n"))
        let own = try CLIProcess.run(["--version"])
        #expect(own.stdout == "refreshsim \(try Self.version())\n")
    }

    /// A mistyped command is named as one, with the nearest (it read as "2 unexpected arguments").
    @Test func aMistypedCommandGetsTheNearestOne() throws {
        for (typed, meant) in [("plt", "plot"), ("chek", "check"), ("reveiw", "review"), ("animte", "animate")] {
            let result = try CLIProcess.run([typed, "x.json"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("Error: Unknown command '\(typed)'. Did you mean '\(meant)'?\n"), "\(result.stderr)")
        }
        let far = try CLIProcess.run(["xyzzy"])
        #expect(far.status == 2)
        #expect(far.stderr.contains("The commands are: run, plot, compare"), "\(far.stderr)")
    }

    /// The one version string is `RefreshSimCommand.version`; CHANGELOG.md's newest entry is it.
    @Test func theChangelogStartsAtTheVersionAndTheLicenseIsThere() throws {
        let changelog = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(newest.hasPrefix("## [\(try Self.version())]"), "\(newest)")
        let license = try String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.hasPrefix("MIT License"))
    }

    @Test func plotPrintsEveryPathAsItWasGiven() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let two = [scenario("cj-header"), scenario("ego")]
        #expect(try CLIProcess.run(["plot"] + two, in: dir).stdout == "Output/cj-header.png\nOutput/ego.png\n")
        #expect(try CLIProcess.run(["plot"] + two + ["-o", "charts/"], in: dir).stdout == "charts/cj-header.png\ncharts/ego.png\n")
        #expect(try CLIProcess.run(["plot"] + two + ["-o", "more"], in: dir).stdout == "more/cj-header.png\nmore/ego.png\n")
        #expect(try CLIProcess.run(["plot", two[0], "-o", "one.png"], in: dir).stdout == "one.png\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("more/ego.png").path))
    }

    @Test func sweepWithoutOutputMapsIntoOutputAsPlotDoes() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(
            [
                "sweep", scenario("wkwebview-bad"), scenario("wkwebview-good"),
                "--vary", "loader.commitAfter=0.2,0.6",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Output/sweep-wkwebview-bad-vs-wkwebview-good.png\n"), "\(result.stdout)")
        let map = try Data(contentsOf: dir.appendingPathComponent("Output/sweep-wkwebview-bad-vs-wkwebview-good.png"))
        #expect(map.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A shard writes only its report, so no map.
        let shard = try CLIProcess.run(
            [
                "sweep", scenario("wkwebview-bad"), "--vary", "loader.commitAfter=0.2,0.6",
                "--shard", "1/2", "--report", "s1.json",
            ], in: dir)
        #expect(shard.status == 0, "\(shard.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output/sweep-wkwebview-bad.png").path))
        // A spec's map is named after the spec: the README's `sweep --spec` rewrites the bundled map
        // scripts/render made, rather than leaving a second one beside it.
        let spec = CLIProcess.packageRoot.appendingPathComponent("Sweeps/wkwebview-latency-pull.json").path
        let fromSpec = try CLIProcess.run(["sweep", "--spec", spec], in: dir)
        #expect(fromSpec.status == 0, "\(fromSpec.stderr)")
        #expect(fromSpec.stdout.hasSuffix("\nOutput/sweep-wkwebview-latency-pull.png\n"), "\(fromSpec.stdout)")
    }

    @Test func runMakesTheFoldersOfItsCSVAndReport() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["run", scenario("cj-header"), "--csv", "dir/missing/x.csv", "--report", "r/e/p.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let csv = try String(contentsOf: dir.appendingPathComponent("dir/missing/x.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("time,"), "\(csv.prefix(80))")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r/e/p.json").path))
    }

    /// Every key the schema allows in `expect` is named in `check --help`.
    @Test func checkHelpNamesEveryExpectKey() throws {
        let schema = try CLIProcess.run(["schema"])
        let root = try #require(JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])
        let properties = try #require(root["properties"] as? [String: Any])
        let expect = try #require((properties["expect"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(expect.keys.contains("refreshes") && expect.keys.contains("loadMores"))
        let help = try CLIProcess.run(["check", "--help"], environment: ["COLUMNS": "200"]).stdout
        for key in expect.keys.sorted() {
            #expect(help.contains("\"\(key)\""), "check --help does not name expect.\(key)")
        }
    }

    static func version() throws -> String {
        let line = try CLIProcess.run(["--version"]).stdout
        return try #require(line.split(separator: " ").last.map { $0.trimmingCharacters(in: .newlines) })
    }
}
