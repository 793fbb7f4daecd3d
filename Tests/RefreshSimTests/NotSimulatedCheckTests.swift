import Testing

@testable import RefreshSim

/// A run that leaves something out says so: `run` lists it, the summary counts it, and `check`
/// fails unless the scenario's `expect.notSimulated` names it, and fails a stale entry too.
struct NotSimulatedCheckTests {
    /// A strategy whose code, at `at` seconds, does what the stand-in would report.
    final class Leaky: RefreshStrategy {
        init(host: RefreshHost, at times: [Double], what: NotSimulated) {
            for time in times {
                host.main.asyncAfter(seconds: time) { host.runtime.record(.notSimulated(what)) }
            }
        }
        var stateName: String { "idle" }
        var headerPhase: RefreshPhase? { nil }
        var footerPhase: RefreshPhase? { nil }
        var indicator: IndicatorPlacement { .none }
        var indicatorVisibleHeight: Double { 0 }
    }

    static let paging = NotSimulated.api("UIScrollView.isPagingEnabled", why: "set to true: the scroll view does not page")

    func run(_ expect: String? = nil, what: NotSimulated = paging, at times: [Double] = [0.5, 1.5]) throws -> ScenarioRun {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(#""duration": 2"# + (expect.map { #", "expect": "# + $0 } ?? "")).replacingOccurrences(
                of: #""duration": 10, "#, with: ""),
            fileName: "scenario.json")
        return ScenarioRun(scenario) { host in Leaky(host: host, at: times, what: what) }
    }

    @Test func runListsEachThingOnceAtItsFirstTime() throws {
        let run = try run()
        #expect(run.timeline.notSimulated.count == 2)
        #expect(
            run.notSimulatedLines == [
                "  0.50 s  not simulated  api UIScrollView.isPagingEnabled: `UIScrollView.isPagingEnabled`: set to true: the scroll view does not page"
            ])
        #expect(run.summaryLine.hasSuffix(", smooth, 1 not simulated"), "\(run.summaryLine)")
    }

    @Test func checkFailsAnUnexpectedOneEvenWithoutAnExpectBlock() throws {
        for expect in [nil, #"{"verdict": "smooth"}"#] {
            let result = Checker().check(try run(expect))
            #expect(
                result.differences == [
                    "notSimulated: api UIScrollView.isPagingEnabled at 0.50 s (`UIScrollView.isPagingEnabled`: set to true: the scroll view does not page); not in expect.notSimulated"
                ])
        }
    }

    @Test func anExpectedOnePassesByKindOrByName() throws {
        #expect(Checker().check(try run(#"{"notSimulated": ["api"]}"#)).passed)
        #expect(Checker().check(try run(#"{"notSimulated": ["api UIScrollView.isPagingEnabled"]}"#)).passed)
        let other = Checker().check(try run(#"{"notSimulated": ["api UIScrollView.bounces"]}"#))
        #expect(other.differences.count == 2)
        #expect(other.differences.last == "notSimulated: expected api UIScrollView.bounces, not reported by this run")
    }

    @Test func aStaleEntryFails() throws {
        let result = Checker().check(try run(#"{"notSimulated": ["wallClockWait"]}"#, at: []))
        #expect(result.differences == ["notSimulated: expected wallClockWait, not reported by this run"])
        #expect(Checker().check(try run(nil, at: [])).passed)
    }

    @Test func anObservationIsLabelledByTypeAndKeyPath() {
        let what = NotSimulated.observation(keyPath: "text", type: "UILabel")
        #expect(what.label == "observation UILabel.text")
        #expect(
            NotSimulatedExpectation.parse("observation UILabel.text") == .success(NotSimulatedExpectation(.observation, "UILabel.text")))
        #expect(NotSimulatedExpectation(.observation, "UILabel.text").matches(what))
        #expect(!NotSimulatedExpectation(.observation, "UILabel.font").matches(what))
        #expect(NotSimulatedExpectation(.observation).matches(what))
    }

    @Test func badEntriesNameTheirField() {
        expectIssues([
            scenarioJSON(#""expect": {"notSimulated": ["apis", "api", "api", "api a b", 3]}"#): [
                "scenario.json: expect.notSimulated[0]: starts with the kind of notSimulated event; must be "
                    + NotSimulated.Kind.allCases.dropLast().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    + " or \"\(NotSimulated.Kind.allCases.last!.rawValue)\", got \"apis\"; did you mean `api`?",
                #"scenario.json: expect.notSimulated[2]: "api" is listed twice"#,
                #"scenario.json: expect.notSimulated[3]: after the kind, one name without spaces (as `run` prints it), got "api a b""#,
                #"scenario.json: expect.notSimulated[4]: expected a string: a kind ("wallClockWait") or a kind and a name ("api UIScrollView.isPagingEnabled"), got a number"#,
            ],
            scenarioJSON(#""expect": {"notSimulated": "api"}"#): ["scenario.json: expect.notSimulated: expected an array, got a string"],
        ])
    }
}
