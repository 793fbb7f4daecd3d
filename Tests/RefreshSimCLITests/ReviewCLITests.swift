import Foundation
import Testing

/// `refreshsim review` as a user runs it: what it writes, what it refuses, and scenario text kept
/// as text in the page's bytes. (The page in a browser: ReviewBrowserTests.)
struct ReviewCLITests {
    @Test func aFolderPageIsTheSameBytesEveryTimeAndOneFileHoldsEverything() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for output in ["a", "b"] {
            let result = try CLIProcess.run(["review", scenario("threshold"), "-o", output], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "\(output)/index.html\n")
            #expect(result.stderr.contains("(1 run, "), "the size is stated: \(result.stderr)")
        }
        for file in ["index.html", "review.js", "review.css", "assets/m0.js"] {
            let a = try Data(contentsOf: directory.appendingPathComponent("a/\(file)"))
            #expect(a == (try Data(contentsOf: directory.appendingPathComponent("b/\(file)"))), "\(file): same input, same bytes")
        }
        let single = try CLIProcess.run(["review", scenario("threshold"), "-o", "one", "--single-file"], in: directory)
        #expect(single.status == 0, "\(single.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("one").path) == ["index.html"])
        let page = try String(contentsOf: directory.appendingPathComponent("one/index.html"), encoding: .utf8)
        #expect(page.contains("<script type=\"application/json\" id=\"media-m0\">"))
        #expect(
            !page.contains("fetch(") && !page.contains("type=\"module\"") && !page.contains("http://") && !page.contains("https://"),
            "no fetch, no modules, nothing from the network")
    }

    @Test func aRunsMediaAreTheSameBytesWhateverWasDrawnBeforeIt() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let both = try CLIProcess.run(["review", scenario("cj-header"), scenario("threshold"), "-o", "both"], in: directory)
        let alone = try CLIProcess.run(["review", scenario("threshold"), "-o", "alone"], in: directory)
        #expect(both.status == 0 && alone.status == 0, "\(both.stderr)\(alone.stderr)")
        // Cairo numbers SVG glyphs per process; the review renames them per chart.
        func media(_ path: String) throws -> Substring {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            return text[text.firstIndex(of: "{")!...]
        }
        #expect(try media("both/assets/m1.js") == media("alone/assets/m0.js"))
    }

    /// A map's cells are numbers; only cells on the smooth/janky boundary carry a run, at most 12 a map.
    @Test func aSweepEmbedsItsCellsButRunsOnlyForBoundaryCells() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = CLIProcess.packageRoot.appendingPathComponent("Sweeps/wkwebview-latency-pull.json").path
        let result = try CLIProcess.run(["review", spec, "-o", "r"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: directory.appendingPathComponent("r/index.html"), encoding: .utf8)
        let json = try #require(
            page.components(separatedBy: "id=\"review-index\">").dropFirst().first?.components(separatedBy: "</script>").first)
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sweeps = try #require(index["sweeps"] as? [[String: Any]])
        #expect(sweeps.count == 2, "one map per scenario of the sweep file")
        var runs = 0
        for sweep in sweeps {
            let cells = try #require(sweep["cells"] as? [Int])
            #expect(cells.count == 15 * 19)
            let boundary = try #require(sweep["runs"] as? [String: String])
            #expect(boundary.count <= 12)
            runs += boundary.count
            for key in boundary.keys {
                let cell = try #require(Int(key))
                #expect(cells[cell] & 3 != 0, "a boundary cell ran")
            }
        }
        #expect(runs > 0, "the bad implementation has a boundary")
        let assets = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("r/assets").path)
        #expect(assets.count == runs, "a run's media for each boundary cell and nothing else: \(assets.count)")
    }

    @Test func textFromAScenarioNeverBecomesMarkup() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = CLIProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Review/markup-in-text.json").path
        let result = try CLIProcess.run(["review", fixture, "-o", "r", "--single-file"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: directory.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(
            !page.contains("<script>window.pwned") && !page.contains("</script><script>"),
            "the description's script is not in the page as written")
        #expect(!page.contains("<b>bold</b>") && !page.contains("<img src=x"))
        #expect(
            page.contains(
                #"\u003c/script\u003e\u003cscript\u003ewindow.pwned = 1\u003c/script\u003e \"double\" 'single' \u003cb\u003ebold\u003c/b\u003e \u0026"#
            ),
            "it is there as JSON text with <, > and & escaped")
        #expect(
            page.components(separatedBy: "</script>").count - 1 == page.components(separatedBy: "<script").count - 1,
            "every script element the page opens is its own")
    }

    @Test func itRefusesToWriteOverAFileOrAnInputAndReplacesALinkAtItsOwnNames() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("s.json")
        try FileManager.default.copyItem(atPath: scenario("threshold"), toPath: input.path)
        let onFile = try CLIProcess.run(["review", "s.json", "-o", "s.json"], in: directory)
        #expect(onFile.status == 2)
        #expect(onFile.stderr.contains("s.json is a file: a review is a folder"))
        #expect(
            try Data(contentsOf: input) == (try Data(contentsOf: URL(fileURLWithPath: scenario("threshold")))), "the input is untouched")

        // The input inside the review folder under the page's own name.
        let folder = directory.appendingPathComponent("r")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: scenario("threshold"), toPath: folder.appendingPathComponent("index.html").path)
        let onInput = try CLIProcess.run(["review", "r/index.html", "-o", "r"], in: directory)
        #expect(onInput.status == 2)
        #expect(onInput.stderr.contains("which holds the input r/index.html"), "\(onInput.stderr)")

        // A link planted at the page's name is replaced, never written through.
        let elsewhere = directory.appendingPathComponent("elsewhere.txt")
        try Data("keep".utf8).write(to: elsewhere)
        let linked = directory.appendingPathComponent("l")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: linked.appendingPathComponent("index.html").path, withDestinationPath: elsewhere.path)
        let result = try CLIProcess.run(["review", "s.json", "-o", "l"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "keep")
        let type =
            try FileManager.default.attributesOfItem(atPath: linked.appendingPathComponent("index.html").path)[.type] as? FileAttributeType
        #expect(type == .typeRegular, "the page replaced the link")
    }

    @Test func aBadInputWritesNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name": "x", "duration": -1}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let result = try CLIProcess.run(["review", scenario("threshold"), "bad.json", "-o", "r"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r").path))
    }
}

/// `review` (and `check --review`) show the films' progress on a terminal, with the time left,
/// and nothing on a pipe (they were silent for 10–12 s).
struct ReviewProgressTests {
    @Test func aTerminalSeesTheCountAndAPipeNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try #require(CLIProcess.executable)
        let piped = try CLIProcess.run(
            ["review", scenario("ego"), scenario("threshold"), "-o", "piped"], in: directory,
            environment: ["REFRESHSIM_TEST_PROGRESS_AT_ONCE": "1"])
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("runs drawn"), "\(piped.stderr)")
        // A terminal: util-linux's script(1) gives the command a pseudo-terminal.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("script(1) is missing: the terminal's progress bar was not checked", severity: .warning)
            return
        }
        let command = "'\(executable.path)' review '\(scenario("ego"))' '\(scenario("threshold"))' -o shown"
        let terminal = try CLIProcess.launch(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: directory,
            environment: ["REFRESHSIM_TEST_PROGRESS_AT_ONCE": "1"])
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("2/2 runs drawn"), "\(terminal.stdout)")
    }
}
