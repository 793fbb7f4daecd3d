/// The `--report` JSON of one run: what the strategy did (refreshes, load-mores, the deepest pull),
/// findings, the verdict, and every event with its UIKit name and its facts as JSON values.
/// Numbers are written at full precision; the file is stable because the simulation is.
public enum RunReport {
    /// A run's report; `frames` and the final offset and state count the frames a streamed run
    /// sampled and did not keep.
    public static func json(_ timeline: Timeline, _ analysis: Analysis) -> JSONValue {
        let activity = analysis.activity
        let last = timeline.finalSample
        var members: [(String, JSONValue)] = [
            ("name", .string(timeline.scenarioName)),
            ("strategy", .string(timeline.identity.strategyName)),
            ("loader", .string(timeline.identity.loaderName)),
            ("frameRate", .number(timeline.frameRate)),
            ("frames", .number(Double(timeline.frameCount))),
            ("finalOffset", .number(last?.offset ?? 0)),
            ("finalState", .string(last?.state.text ?? "idle")),
            ("refreshes", count(activity.refreshes)),
            ("loadMores", count(activity.loadMores)),
            ("maxPull", .number(activity.maxPull)),
            ("trigger", activity.trigger.map(JSONValue.number) ?? .null),
        ]
        if let nearMiss = activity.nearMiss { members.append(("note", .string(nearMiss))) }
        if let hitches = analysis.hitches { members.append(("hitches", hitches.json)) }
        members += [
            ("verdict", .string(analysis.verdict.rawValue)),
            ("glitches", .array(analysis.findings.map(finding))),
            ("events", .array(timeline.events.map(event))),
        ]
        return .object(members)
    }

    public static func render(_ timeline: Timeline, _ analysis: Analysis) -> String {
        JSONWriter.string(json(timeline, analysis))
    }

    public static func render(_ run: ScenarioRun) -> String {
        render(run.timeline, run.analysis)
    }

    static func count(_ count: RefreshActivity.Count) -> JSONValue {
        .object([("started", .number(Double(count.started))), ("ended", .number(Double(count.ended)))])
    }

    static func finding(_ f: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("glitch", .string(f.glitch.rawValue)),
            ("time", .number(f.time)),
            ("frame", .number(Double(f.frame))),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.text())),
        ]
        if let component = f.component { members.append(("component", .string(component.rawValue))) }
        return .object(members)
    }

    static func event(_ e: TimelineEvent) -> JSONValue {
        .object(
            [
                ("time", .number(e.time)),
                ("frame", .number(Double(e.frame))),
                ("name", .string(e.name)),
                ("source", .string(e.source.rawValue)),
            ] + e.kind.facts.map { ($0.key, $0.json) })
    }
}
