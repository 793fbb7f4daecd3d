import Foundation
import Testing

/// `refreshsim plot` and `compare` as a user runs them.
struct PlotCLITests {
    private func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: url)
        try #require(data.count > 24 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func word(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func plotWritesOutputNamePNGByDefault() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIProcess.run(["plot", scenario("cj-header")], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Output/cj-header.png\n")
        let size = try pngSize(directory.appendingPathComponent("Output/cj-header.png"))
        #expect(size.width == 1200 && size.height > 700)
    }

    /// `plot` writes what ScenarioGoldenTests keeps as a bundled scenario's golden, byte for byte:
    /// the goldens are the charts users get. (The goldens are Linux's pixels.)
    #if os(Linux)
        @Test(arguments: ["cj-header", "mj-feed", "uirefreshcontrol-async", "hitch-page-lands-during-fling"])
        func plotMakesTheBundledScenariosGolden(name: String) throws {
            let directory = try CLIProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try CLIProcess.run(["plot", scenario(name), "-o", "chart.png"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            let golden = CLIProcess.packageRoot.appendingPathComponent(
                "Tests/RefreshPlotTests/__Snapshots__/ScenarioGoldenTests/scenario.\(name).png")
            #expect(try Data(contentsOf: directory.appendingPathComponent("chart.png")) == Data(contentsOf: golden))
        }
    #endif

    /// Benchmarks/targets.sh reads these lines for the plot floor: each part's best of the
    /// repeats, and its first time beside it, which no later repeat can beat.
    @Test func benchPlotPrintsEachPartsBestAndFirstTime() throws {
        let result = try CLIProcess.run(["bench", "--plot", scenario("cj-header"), "--repeat", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        for part in ["run", "draw", "encode"] {
            let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("  \(part) ") }
            let match = try #require(line.flatMap { try? /\s+\w+\s+([\d.]+) ms \(first ([\d.]+) ms\).*/.wholeMatch(in: $0) })
            let best = try #require(Double(match.output.1))
            let first = try #require(Double(match.output.2))
            #expect(best > 0 && first >= best, "\(line ?? "")")
        }
    }

    /// `--timings`: each PNG's layout, and its drawing and encoding (done together), as that
    /// process paid them, on standard error, the chart itself unchanged and standard output as
    /// without the flag.
    @Test func plotTimingsPrintEachChartsLayoutAndDrawingOnStandardError() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIProcess.run(["plot", scenario("ego"), scenario("sb-kvo"), "-o", "charts/", "--timings"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "charts/ego.png\ncharts/sb-kvo.png\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        for (line, name) in zip(lines, ["ego", "sb-kvo"]) {
            let match = try #require(
                try /charts\/(\S+)\.png: layout ([\d.]+) ms, draw and encode ([\d.]+) ms/.wholeMatch(in: line), "\(line)")
            #expect(match.output.1 == name)
            #expect(try #require(Double(match.output.2)) > 0 && #require(Double(match.output.3)) > 0)
        }
        let plain = try CLIProcess.run(["plot", scenario("ego"), "-o", "plain.png"], in: directory)
        #expect(plain.stderr.isEmpty)
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("plain.png"))
                == Data(contentsOf: directory.appendingPathComponent("charts/ego.png")))
    }

    @Test func severalScenariosGoToADirectoryWithTheirNames() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("charts").path + "/"
        let result = try CLIProcess.run(["plot", scenario("ego"), scenario("sb-kvo"), "-o", out, "--width", "800", "--scale", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["ego", "sb-kvo"] {
            #expect(try pngSize(directory.appendingPathComponent("charts/\(name).png")).width == 400)
        }
    }

    @Test func vectorFormatsFollowTheExtension() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("chart.pdf")
        let result = try CLIProcess.run(["plot", scenario("cj-header"), "-o", pdf.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: pdf).prefix(5) == Data("%PDF-".utf8))
    }

    @Test func badInputExitsTwoAndWritesNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try CLIProcess.run(["plot", scenario("cj-header"), "/nonexistent/x.json", "-o", directory.path + "/"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/x.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

        let oneFileForTwo = try CLIProcess.run(["plot", scenario("ego"), scenario("sb-kvo"), "-o", "x.png"], in: directory)
        #expect(oneFileForTwo.status == 2)
        let badFormat = try CLIProcess.run(["plot", scenario("ego"), "-o", "x.jpeg"], in: directory)
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr.contains(".png, .svg or .pdf"))
        let badSize = try CLIProcess.run(["plot", scenario("ego"), "--width", "nan"], in: directory)
        #expect(badSize.status == 2)
        #expect(badSize.reason == .exit)
    }

    @Test func anUnwritableOutputExitsThree() throws {
        let result = try CLIProcess.run(["plot", scenario("ego"), "-o", "/proc/refreshsim-cannot-write/x.png"])
        #expect(result.status == 3)
        #expect(result.reason == .exit)
    }

    @Test func compareStacksBothRunsWithTheirVerdicts() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let single = try CLIProcess.run(["plot", scenario("wkwebview-good"), "-o", "one.png"], in: directory)
        let both = try CLIProcess.run(["compare", scenario("wkwebview-bad"), scenario("wkwebview-good")], in: directory)
        #expect(single.status == 0 && both.status == 0, "\(both.stderr)")
        #expect(both.stdout == "Output/wkwebview-bad-vs-wkwebview-good.png\n")
        let one = try pngSize(directory.appendingPathComponent("one.png"))
        let stacked = try pngSize(directory.appendingPathComponent("Output/wkwebview-bad-vs-wkwebview-good.png"))
        #expect(stacked.width == one.width)
        #expect(stacked.height > 2 * one.height - 100)
        let tooFew = try CLIProcess.run(["compare", scenario("ego")], in: directory)
        #expect(tooFew.status == 2)
    }

    @Test func plotAndCompareHaveHelpWithAnExample() throws {
        for command in ["plot", "compare"] {
            let help = try CLIProcess.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("refreshsim \(command) Scenarios/"))
        }
    }
}

/// A folder with one bad file: `plot`, `run` and `review` do the rest, name the bad file with its
/// errors and end with status 2 (plot wrote no chart at all before); `check` already did so.
struct OneBadFileInAFolderTests {
    static func folder() throws -> URL {
        let directory = try CLIProcess.temporaryDirectory()
        let folder = directory.appendingPathComponent("mix")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["cj-header", "ego"] {
            try FileManager.default.copyItem(
                at: CLIProcess.packageRoot.appendingPathComponent("Scenarios/\(name).json"),
                to: folder.appendingPathComponent("\(name).json"))
        }
        try Data(#"{"name": "bad", "duration": -1}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        return directory
    }

    @Test func everyGoodFileIsDoneAndTheBadOneNamed() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try CLIProcess.run(["plot", "mix/", "-o", "charts/"], in: directory)
        #expect(plot.status == 2)
        #expect(plot.stdout == "charts/cj-header.png\ncharts/ego.png\n", "\(plot.stdout)")
        for name in ["cj-header", "ego"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("charts/\(name).png").path))
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("charts/bad.png").path))
        #expect(plot.stderr.contains("mix/bad.json: duration: must be > 0 (seconds), got -1"), "\(plot.stderr)")
        #expect(plot.stderr.contains("1 of 3 files not used (bad input)"))

        let run = try CLIProcess.run(["run", "mix/"], in: directory)
        #expect(run.status == 2)
        #expect(run.stdout.contains("cj-header: 361 frames") && run.stdout.contains("\nego: "), "\(run.stdout)")
        #expect(run.stderr.contains("mix/bad.json: content: required key is missing"))

        let review = try CLIProcess.run(["review", "mix/", "-o", "page"], in: directory)
        #expect(review.status == 2)
        #expect(review.stdout == "page/index.html\n")
        #expect(review.stderr.contains("1 of 3 files not on the page (bad input)"), "\(review.stderr)")

        let check = try CLIProcess.run(["check", "mix/"], in: directory)
        #expect(check.status == 2)
        #expect(check.stdout.contains("PASS cj-header") && check.stdout.contains("1 not checked (bad input)"))
    }
}
