/// The `--report` JSON of one run: events with UIKit names, findings and the verdict.
/// Times are rounded to 0.1 ms and offsets to 0.01 pt so the text is stable.
public enum RunReport {
    public static func json(_ timeline: Timeline, _ analysis: Analysis) -> JSONValue {
        let last = timeline.samples.last
        return .object([
            ("name", .string(timeline.scenarioName)),
            ("strategy", .string(timeline.strategyKind)),
            ("loader", .string(timeline.loaderKind)),
            ("frameRate", .number(timeline.frameRate)),
            ("frames", .number(Double(timeline.samples.count))),
            ("finalOffset", .number(rounded(last?.offset ?? 0, 100))),
            ("finalState", .string(last?.state ?? "idle")),
            ("verdict", .string(analysis.verdict.rawValue)),
            ("glitches", .array(analysis.findings.map(finding))),
            ("events", .array(timeline.events.map(event))),
        ])
    }

    public static func render(_ timeline: Timeline, _ analysis: Analysis) -> String {
        JSONWriter.string(json(timeline, analysis))
    }

    static func finding(_ f: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("glitch", .string(f.glitch)),
            ("time", .number(rounded(f.time, 10_000))),
            ("frame", .number(Double(f.frame))),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
        ]
        if let component = f.component { members.append(("component", .string(component.rawValue))) }
        return .object(members)
    }

    static func event(_ e: TimelineEvent) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("time", .number(rounded(e.time, 10_000))),
            ("frame", .number(Double(e.frame))),
            ("name", .string(e.name)),
            ("source", .string(e.source.rawValue)),
        ]
        for key in e.attributes.keys.sorted() {
            members.append((key, .string(e.attributes[key] ?? "")))
        }
        return .object(members)
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale + 0
    }
}
