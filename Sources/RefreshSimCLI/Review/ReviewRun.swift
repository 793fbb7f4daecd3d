import Foundation
import RefreshPlot
import RefreshSim

/// One run as the review page shows it: a row of the overview (small, always in the page) and its
/// media (the chart and the phone's frames, loaded when the run is opened).
struct ReviewRun {
    /// The page's name for the run, unique in the page: the scenario's name, with `~2`, `~3` for
    /// a second and third run of that name. It is what the URL fragment holds.
    var key: String
    var file: String
    var run: ScenarioRun

    var scenario: Scenario { run.scenario }
    var subject: ChartSubject { ChartSubject(run) }

    /// The overview's row: verdict, counts, findings and the `expect` result.
    func summary(media: String?) -> JSONValue {
        let analysis = run.analysis
        let expectation = Checker().check(run)
        let expect: JSONValue = scenario.expect == nil ? .string("none") : .string(expectation.passed ? "pass" : "fail")
        var members: [(String, JSONValue)] = [
            ("key", .string(key)),
            ("name", .string(scenario.name)),
            ("file", .string(file)),
            ("description", .string(subject.description)),
            ("kind", .string(run.recording == nil ? scenario.strategyKind : run.timeline.identity.strategyName)),
            ("verdict", .string(analysis.verdict.rawValue)),
            ("refreshes", .number(Double(analysis.activity.refreshes.started))),
            ("loadMores", .number(Double(analysis.activity.loadMores.started))),
            ("duration", .number(scenario.duration)),
            ("frameRate", .number(scenario.frameRate)),
            // The simulation's frames, numbered from 0 as findings number them: the page's clock counts these.
            ("frames", .number(Double(subject.timeline.samples.count))),
            ("findings", .array(Self.findings(of: subject).map(\.json))),
            ("expect", expect),
            ("expectDifferences", .array(expectation.differences.map(JSONValue.string))),
        ]
        if let hitches = analysis.hitches { members.append(("hitches", .number(Double(hitches.run.hitchCount)))) }
        // A recording: where it was made, for the "recorded" badge.
        if let recording = run.recording { members.append(("recorded", .string(recording.origin))) }
        members.append(("media", media.map(JSONValue.string) ?? .null))
        return .object(members)
    }

    /// Findings in the order the chart and the phone number them.
    static func findings(of subject: ChartSubject) -> [ReviewFinding] {
        (subject.analysis?.findings ?? []).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .enumerated()
            .map { number, item in ReviewFinding(number: number + 1, finding: item.element) }
    }
}

/// A finding as a row of the page's list: its number on the chart and phone, class, time, text.
struct ReviewFinding {
    var number: Int
    var finding: Finding

    var json: JSONValue {
        .object([
            ("number", .number(Double(number))),
            ("glitch", .string(finding.glitch.rawValue)),
            // The page speaks a designer's words, as its pictures do; the class name stays beside
            // them, the word CI reports use.
            ("name", .string(finding.glitch.plainName)),
            ("plainText", .string(finding.text(.plain))),
            ("time", .number(finding.time)),
            ("frame", .number(Double(finding.frame))),
            ("severity", .string(finding.severity.rawValue)),
            ("text", .string(finding.text())),
        ])
    }
}
