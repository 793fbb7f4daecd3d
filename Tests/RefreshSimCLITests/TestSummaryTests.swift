import Foundation
import Testing

/// scripts/test prints what `scripts/test-summary` makes of `swift test`'s log: a few lines on
/// success, every failure in full, and a count of Swift Testing's and XCTest's tests together.
/// The logs below are cut from real runs of this package (`swift test` on Linux, Swift 6.3).
struct TestSummaryTests {
    static let xctestPassing = """
        Test Suite 'All tests' started at 2026-11-27 02:15:57.977
        Test Suite 'PastedSeedTests' started at 2026-11-27 02:15:57.986
        Test Case 'PastedSeedTests.testPrintGoesToTheRunsConsoleNotStandardOutput' started at 2026-11-27 02:15:57.986
        Test Case 'PastedSeedTests.testPrintGoesToTheRunsConsoleNotStandardOutput' passed (0.003 seconds)
        Test Case 'PastedSeedTests.testSeed003HeaderFlickKeepsItsGap' started at 2026-11-27 02:15:58.013
        Test Case 'PastedSeedTests.testSeed003HeaderFlickKeepsItsGap' passed (0.003 seconds)
        Test Case 'ZZ.testSkip' started at 2026-11-27 02:20:46.373
        /work/Tests/ZZ.swift:4: ZZ.testSkip : Test skipped - not on this machine
        Test Case 'ZZ.testSkip' skipped (0.0 seconds)
        \t Executed 3 tests, with 1 test skipped and 0 failures (0 unexpected) in 0.006 (0.006) seconds

        """

    static let xctestFailing = """
        Test Case 'ZZ.testFails' started at 2026-11-27 02:20:46.373
        /work/Tests/ZZ.swift:3: error: ZZ.testFails : XCTAssertEqual failed: ("1") is not equal to ("2") - xc line one
        xc line two
        Test Case 'ZZ.testFails' failed (0.0 seconds)
        \t Executed 1 test, with 1 failure (0 unexpected) in 0.0 (0.0) seconds

        """

    static let swiftTestingPassing = """
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ◇ Test run started.
        ◇ Test everyExampleRunsAsPasted(command:) started.
        ➜ Test publishedLibrariesPortWithNoHandEdit() skipped: "published libraries not run: run scripts/fetch-libraries"
        a line a test printed
        ✔ Test everyExampleRunsAsPasted(command:) with 14 test cases passed after 22.096 seconds.
        ✔ Suite HelpExamplesTests passed after 22.096 seconds.
        ✔ Test run with 3 tests in 2 suites passed after 22.097 seconds.

        """

    static let swiftTestingFailing = """
        ◇ Test zzFails() started.
        ✘ Test zzFails() recorded an issue at ZZTmpFailTests.swift:3:28: Expectation failed: 1 == 2
        ↳ line one
          line two
        ✘ Test zzFails() failed after 19.873 seconds with 1 issue.
        ✘ Suite ZZTmpFailTests failed after 19.877 seconds with 1 issue.
        ✔ Test other() passed after 0.1 seconds.
        ✘ Test run with 2 tests in 2 suites failed after 22.097 seconds with 1 issue.

        """

    func summary(of log: String) throws -> CLIResult {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("test.log")
        try Data(log.utf8).write(to: file)
        return try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"), [CLIProcess.packageRoot.appendingPathComponent("scripts/test-summary").path, file.path])
    }

    @Test func aPassingRunIsAFewLinesCountingBothFrameworks() throws {
        let result = try summary(of: Self.xctestPassing + Self.swiftTestingPassing)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "ran 6 tests: 3 Swift Testing, 3 XCTest",
                "skipped: ZZ.testSkip: not on this machine",
                "skipped: publishedLibrariesPortWithNoHandEdit(): \"published libraries not run: run scripts/fetch-libraries\"",
                lines.dropLast().last ?? "",
                "4 passed, 0 failed",
            ])
        #expect(lines.dropLast().last?.hasPrefix("full log: /") == true && lines.dropLast().last?.hasSuffix("/test.log") == true)
    }

    /// A test that expects its issues (`withKnownIssue`) passes, and so does the run.
    @Test func aRunWithKnownIssuesPasses() throws {
        let known = """
            ◇ Test expectIssuesChecksEveryCase() started.
            ━ Test expectIssuesChecksEveryCase() recorded a known issue at ScenarioErrorTests.swift:60:25: Expectation failed: 1 == 2
            ↳ { "name": "t" }
            ━ Test expectIssuesChecksEveryCase() passed after 0.001 seconds with 1 known issue.
            ━ Suite ScenarioErrorTests passed after 0.002 seconds with 1 known issue.
            ━ Test run with 3 tests in 2 suites passed after 0.002 seconds with 1 known issue.

            """
        let result = try summary(of: Self.xctestPassing + known)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("ran 6 tests: 3 Swift Testing, 3 XCTest\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\n5 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test func anXCTestFailureIsCountedAndShownInFull() throws {
        let result = try summary(of: Self.xctestFailing + Self.swiftTestingPassing)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("ran 4 tests: 3 Swift Testing, 1 XCTest\n"))
        #expect(
            result.stdout.contains(
                """
                /work/Tests/ZZ.swift:3: error: ZZ.testFails : XCTAssertEqual failed: ("1") is not equal to ("2") - xc line one
                xc line two
                failed: ZZ.testFails

                """))
        #expect(result.stdout.hasSuffix("\n2 passed, 1 failed\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("a line a test printed"))
    }

    @Test func aSwiftTestingIssueIsShownWithItsContinuedLines() throws {
        let result = try summary(of: Self.xctestPassing + Self.swiftTestingFailing)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                """
                ✘ Test zzFails() recorded an issue at ZZTmpFailTests.swift:3:28: Expectation failed: 1 == 2
                ↳ line one
                  line two
                full log:
                """))
        #expect(result.stdout.hasSuffix("\n3 passed, 1 failed\n"), "\(result.stdout)")
    }

    @Test func aCrashBeforeSwiftTestingsResultFailsAndShowsTheLogsEnd() throws {
        let crash = "◇ Test zzCrashes() started.\nRefreshSim/Simulator.swift:40: Fatal error: Index out of range\n"
        let result = try summary(of: Self.xctestPassing + crash)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Swift Testing printed no result (a crash?); the log ends:\n"))
        #expect(result.stdout.contains("Fatal error: Index out of range"))
        #expect(!result.stdout.contains("◇"))
        #expect(result.stdout.hasSuffix("\n2 passed, 1 failed (Swift Testing did not finish)\n"), "\(result.stdout)")
    }
}
