import Foundation
import Testing
import RefreshSim

/// A recorded trace is read wherever a scenario is: `run`, `plot`, `compare`, `animate`,
/// `filmstrip`, `review`, `check` and `validate` (the fixtures are recordings of bundled scenarios,
/// `TraceFixtureTests`).
struct TraceCLITests {
    static func trace(_ name: String) -> String {
        CLIProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Traces/\(name).trace.json").path
    }

    /// The fixture with its events and the app's reports left out: what a phone recorder writes
    /// with no help from the app.
    static func bareTrace(in directory: URL) throws -> String {
        var trace = try TraceDecoder.decode(
            [UInt8](Data(contentsOf: URL(fileURLWithPath: trace("cj-header")))), fileName: "cj-header", vocabulary: .core)
        trace.events = []
        trace.eventSources = []
        for index in trace.frames.indices { trace.frames[index].app = nil }
        let path = directory.appendingPathComponent("bare.json").path
        try TraceWriter.string(trace).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func runJudgesATraceAsItsScenarioRuns() throws {
        let recorded = try CLIProcess.run(["run", Self.trace("cj-header")])
        let simulated = try CLIProcess.run(["run", scenario("cj-header")])
        #expect(recorded.status == 0 && simulated.status == 0)
        let lines = recorded.stdout.split(separator: "\n").map(String.init)
        // The same findings; the trace also has the display's timing, so its hitch figures.
        #expect(lines[1] == simulated.stdout.split(separator: "\n").map(String.init)[1])
        #expect(lines[0].contains("refreshes 1 (1 ended)") && lines[0].contains("0 hitches"))
        #expect(
            lines.last
                == "  note: recorded in refreshsim's UIKit stand-in; 14 of 18 detectors ran; not run: contentShift, positionLost, stalledFeed, blankRows (the recording has no rows)"
        )
    }

    @Test func aTraceWithoutEventsSaysWhichDetectorsDidNotRun() throws {
        let directory = try CLIProcess.temporaryDirectory()
        let result = try CLIProcess.run(["run", try Self.bareTrace(in: directory)])
        #expect(result.stdout.contains("detectors ran; not run: reloadWhileDragging, offsetJump"), "\(result.stdout)")
        // The offset jump of cj-header is not reported: offsetJump needs the scroll view's events.
        #expect(!result.stdout.contains("offsetJump:"))
    }

    @Test func chartsAnimationsAndFilmstripsDrawATrace() throws {
        let directory = try CLIProcess.temporaryDirectory()
        let trace = Self.trace("uirefreshcontrol")
        for arguments in [
            ["plot", trace, "-o", "chart.png"], ["compare", trace, scenario("uirefreshcontrol"), "-o", "vs.png", "--overlay"],
            ["animate", trace, "-o", "phone.gif", "--fps", "10", "--gif-scale", "0.5"], ["filmstrip", trace, "-o", "strip.png"],
        ] {
            let result = try CLIProcess.run(arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        for file in ["chart.png", "vs.png", "phone.gif", "strip.png"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func reviewBadgesRecordings() throws {
        let directory = try CLIProcess.temporaryDirectory()
        let result = try CLIProcess.run(
            ["review", Self.trace("cj-header"), scenario("threshold"), "-o", "r", "--single-file"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: directory.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(
            page.contains(#""recorded":"recorded in refreshsim's UIKit stand-in""#)
                || page.contains(#""recorded": "recorded in refreshsim's UIKit stand-in""#))
        #expect(page.contains("badge recorded"))
    }

    @Test func checkReadsTheExpectationsFileBesideTheTrace() throws {
        let directory = try CLIProcess.temporaryDirectory()
        let copy = directory.appendingPathComponent("pull.trace.json")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.trace("cj-header")), to: copy)
        let expectations = directory.appendingPathComponent("pull.expect.json")
        try #"{"expect": {"verdict": "janky", "glitches": ["offsetJump"], "refreshes": 1}}"#.write(
            to: expectations, atomically: true, encoding: .utf8)
        let passing = try CLIProcess.run(["check", "pull.trace.json"], in: directory)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        try #"{"expect": {"verdict": "smooth"}}"#.write(to: expectations, atomically: true, encoding: .utf8)
        let failing = try CLIProcess.run(["check", "pull.trace.json"], in: directory)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("verdict"), "\(failing.stdout)")
        // The expectations file is an input: no output may replace it.
        let onto = try CLIProcess.run(["run", "pull.trace.json", "--report", "pull.expect.json"], in: directory)
        #expect(onto.status == 2)
        #expect(onto.stderr.contains("which is the input pull.expect.json"), "\(onto.stderr)")
        // Found in a folder, it is not taken for a scenario.
        let folder = try CLIProcess.run(["validate", "."], in: directory)
        #expect(folder.stderr.contains("pull.expect.json: skipped: the expectations of the trace beside it"), "\(folder.stderr)")
        let bad = try CLIProcess.run(["check", "pull.trace.json"], in: directory, environment: [:])
        #expect(bad.status == 1)
        try #"{"expect": {"verdict": "smoth"}}"#.write(to: expectations, atomically: true, encoding: .utf8)
        let typo = try CLIProcess.run(["check", "pull.trace.json"], in: directory)
        #expect(
            typo.stdout.contains("pull.expect.json: expect.verdict: must be \"smooth\" or \"janky\", got \"smoth\""),
            "\(typo.stdout)\(typo.stderr)")
    }

    @Test func aBadTraceIsRefusedWithItsFileAndFieldAndNoOutput() throws {
        let directory = try CLIProcess.temporaryDirectory()
        var text = try String(contentsOfFile: Self.trace("cj-header"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""isTracking": false"#, with: #""isTracking": "no""#)
        try text.write(to: directory.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let result = try CLIProcess.run(["plot", "broken.json", "-o", "chart.png"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.json: frames[0].isTracking: expected true or false, got a string"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("chart.png").path))
    }
}
