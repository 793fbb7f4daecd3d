import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Bad traces are refused as bad scenarios are: every problem at once, each with the file and the
/// field (`frames[1].offset: …`).
struct TraceDecodingTests {
    static func fixture(_ name: String) -> [UInt8] {
        ScenarioFixtures.bytes(ScenarioFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Traces/\(name).trace.json"))
    }

    static let minimal = """
        {"format": "refreshsim-trace", "version": 1, "name": "t",
         "recordedOn": {"kind": "device", "screenScale": 3, "maximumFramesPerSecond": 60},
         "frames": [
          {"time": 0, "offset": -91, "adjustedContentInset": {"top": 91, "bottom": 34}, "contentHeight": 2000,
           "bounds": {"width": 393, "height": 852}},
          {"time": 0.0166, "offset": -95, "adjustedContentInset": {"top": 91, "bottom": 34}, "contentHeight": 2000,
           "bounds": {"width": 393, "height": 852}, "isTracking": true, "touchY": 300, "panVelocity": 240}
         ]}
        """

    func issues(_ text: String) -> [String] {
        do {
            _ = try TraceDecoder.decode(Array(text.utf8), fileName: "pull.json", vocabulary: .bundled)
            return []
        } catch {
            return error.lines
        }
    }

    @Test func aMinimalTraceDecodes() throws {
        let trace = try TraceDecoder.decode(Array(Self.minimal.utf8), fileName: "pull.json", vocabulary: .bundled)
        #expect(trace.frames.count == 2)
        #expect(trace.frames[1].touchY == 300)
        #expect(trace.recordedOn.kind == .device)
    }

    @Test func everyProblemIsNamedWithItsFileAndField() {
        let broken = Self.minimal
            .replacingOccurrences(of: #""offset": -95"#, with: #""offset": "-95""#)
            .replacingOccurrences(of: #""kind": "device""#, with: #""kind": "phone""#)
            .replacingOccurrences(of: #""screenScale": 3,"#, with: #""screenScale": 3, "bounce": true,"#)
        #expect(
            issues(broken) == [
                #"pull.json: recordedOn.bounce: unknown key; did you mean `bounces`?"#,
                #"pull.json: recordedOn.kind: must be "stand-in", "simulator" or "device", got "phone""#,
                "pull.json: frames[1].offset: expected a number, got a string",
            ])
    }

    @Test func theFormatAndItsVersionAreChecked() {
        #expect(
            issues(Self.minimal.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)) == [
                "pull.json: version: this refreshsim reads version 1 of the trace format, got 2; record it again or update refreshsim"
            ])
        #expect(
            issues(Self.minimal.replacingOccurrences(of: "refreshsim-trace", with: "trace")) == [
                #"pull.json: format: must be "refreshsim-trace", got "trace""#
            ])
    }

    @Test func framesAndEventsMustBeInTimeOrderAndEventsKnown() {
        let late = Self.minimal.replacingOccurrences(of: #""time": 0.0166"#, with: #""time": -0"#)
            .replacingOccurrences(of: #""time": 0,"#, with: #""time": 0.5,"#)
        #expect(issues(late) == ["pull.json: frames[1].time: frames must be in time order: 0 comes after 0.5"])
        let events =
            Self.minimal.dropLast(1)
            + #", "events": [{"time": 0, "frame": 0, "name": "touchDwn"}, {"time": 0, "frame": 0, "name": "touchUp", "fingerY": 1}]}"#
        let found = issues(String(events))
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix(#"pull.json: events[0].name: must be "appCall", "#) == true)
        #expect(found.first?.hasSuffix(#", got "touchDwn"; did you mean `touchDown`?"#) == true, "\(found)")
        #expect(found.last == "pull.json: events[1].offset: required key is missing")
    }

    @Test(arguments: ["cj-header", "hitch-page-lands-during-fling", "uirefreshcontrol"])
    func aFixtureReadAndWrittenIsTheSameFile(name: String) throws {
        let bytes = Self.fixture(name)
        let trace = try TraceDecoder.decode(bytes, fileName: name, vocabulary: .bundled)
        #expect(TraceWriter.string(trace) == String(decoding: bytes, as: UTF8.self))
    }

    @Test func anExpectationsFileTakesAScenariosAnalysisAndExpect() throws {
        let read = try TraceExpectations.decode(
            Array(#"{"analysis": {"offsetJumpPoints": 12}, "expect": {"verdict": "smooth", "refreshes": 1}}"#.utf8),
            fileName: "x.expect.json")
        #expect(read.analysis.offsetJumpPoints == 12)
        #expect(read.expect?.verdict == .smooth)
        #expect(throws: ScenarioError.self) {
            try TraceExpectations.decode(Array(#"{"expect": {"gestures": {"pull": {"refreshes": true}}}}"#.utf8), fileName: "x.expect.json")
        }
        #expect(TraceExpectations.path(besideTrace: "a/pull.trace.json") == "a/pull.expect.json")
        #expect(TraceExpectations.path(besideTrace: "pull.json") == "pull.expect.json")
    }
}
