import Foundation
import Testing

/// `refreshsim review Scenarios/` opened in Debian's chromium from file://, driven by selenium
/// (Tests/Browser/review_browser.py): no console errors, scrubbing, findings, the fragment, the
/// keyboard, a sweep cell's run, scenario text kept as text. Screenshots of the overview and a
/// scenario view go to $SNAPSHOT_ARTIFACTS/refreshsim-review (or .build/test-artifacts/review).
///
/// Without chromium, chromedriver or selenium the browser part is not run and the test records a
/// warning saying so (scripts/ensure-system-packages installs them): never a silent pass.
struct ReviewBrowserTests {
    /// "under N kB a scenario", as the article "A review page" states it.
    static func statedKilobytesAScenario() throws -> Int {
        let article = try String(
            contentsOf: CLIProcess.packageRoot.appendingPathComponent("Sources/RefreshSimCLI/RefreshSimCLI.docc/ReviewPage.md"),
            encoding: .utf8)
        let match = try #require(article.firstMatch(of: /under (\d+) kB a scenario/), "ReviewPage.md no longer states its size a scenario")
        return try #require(Int(match.output.1))
    }

    @Test func theReviewOfTheBundledScenariosPassesInChromiumWithinTheStatedSize() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = CLIProcess.packageRoot
        // The README's command line, as written there.
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(
            readme.split(separator: "\n").first { $0.hasPrefix("refreshsim review ") }?.components(separatedBy: "#").first,
            "the README lost its `refreshsim review` line")
        let words = line.split(separator: " ").map(String.init)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("Scenarios"),
            withDestinationURL: root.appendingPathComponent("Scenarios"))
        let review = try CLIProcess.run(Array(words.dropFirst()), in: directory)
        try #require(review.status == 0, "\(review.stderr)")
        #expect(review.stdout == "review/index.html\n")
        let folder = directory.appendingPathComponent("review")
        let bytes = try folderSize(folder)
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenarios").path)
            .filter { $0.hasSuffix(".json") }.count
        // The article "A review page" states the size a scenario; the bundled ones' average is held to it.
        let kilobytes = try Self.statedKilobytesAScenario()
        #expect(
            bytes / scenarios < kilobytes * 1000, "the review of \(scenarios) scenarios is \(bytes) bytes, \(bytes / scenarios) a scenario")
        print("review of \(scenarios) scenarios: \(bytes) bytes, \(bytes / scenarios) a scenario")

        let sweep = try CLIProcess.run(
            ["review", fixture("wkwebview-small-sweep.json"), fixture("absent-parent-sweep.json"), "-o", "sweep-review"], in: directory)
        try #require(sweep.status == 0, "\(sweep.stderr)")

        let hostile = try CLIProcess.run(["review", fixture("markup-in-text.json"), "-o", "hostile", "--single-file"], in: directory)
        try #require(hostile.status == 0, "\(hostile.stderr)")

        // A check whose first scenario no longer matches its recorded baselines.
        let checked = directory.appendingPathComponent("checked")
        try FileManager.default.createDirectory(at: checked, withIntermediateDirectories: true)
        let changed = checked.appendingPathComponent("wkwebview-good.json")
        try FileManager.default.copyItem(atPath: scenario("wkwebview-good"), toPath: changed.path)
        let record = try CLIProcess.run(["check", changed.path, "--baseline", "B", "--record"], in: directory)
        try #require(record.status == 0, "\(record.stderr)")
        let text = try String(contentsOf: changed, encoding: .utf8)
        try text.replacingOccurrences(of: "\"commitAfter\": 0.6", with: "\"commitAfter\": 0.9").write(
            to: changed, atomically: true, encoding: .utf8)
        let check = try CLIProcess.run(
            ["check", changed.path, scenario("threshold"), "--baseline", "B", "--review", "check-review"], in: directory)
        #expect(check.status == 1, "the changed scenario fails its baseline: \(check.stdout)")
        #expect(check.stdout.hasSuffix("check-review/index.html\n"))

        let artifacts =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map {
                URL(fileURLWithPath: $0).appendingPathComponent("refreshsim-review")
            }
            ?? root.appendingPathComponent(".build/test-artifacts/review")
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "/usr/bin/env"
        let script = root.appendingPathComponent("Tests/Browser/review_browser.py").path
        let arguments =
            (python == "/usr/bin/env" ? ["python3"] : []) + [
                script, folder.appendingPathComponent("index.html").path,
                directory.appendingPathComponent("sweep-review/index.html").path,
                directory.appendingPathComponent("hostile/index.html").path,
                directory.appendingPathComponent("check-review/index.html").path, artifacts.path,
            ]
        let browser = try CLIProcess.launch(URL(fileURLWithPath: python), arguments)
        if browser.status == 77 {
            let message =
                "BROWSER TESTS NOT RUN: \(browser.stdout.trimmingCharacters(in: .whitespacesAndNewlines)); "
                + "install chromium, chromium-driver and python3-selenium (scripts/ensure-system-packages)"
            FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
            Issue.record(Comment(rawValue: message), severity: .warning)
            return
        }
        #expect(browser.status == 0, "\(browser.stdout)\n\(browser.stderr)")
        for name in ["review-overview.png", "review-scenario.png", "check-review.png"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "screenshot \(name)")
        }
    }

    private func fixture(_ name: String) -> String {
        CLIProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Review/\(name)").path
    }

    private func folderSize(_ folder: URL) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let url = enumerator?.nextObject() as? URL {
            total += try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        }
        return total
    }
}
