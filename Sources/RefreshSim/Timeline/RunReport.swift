/// The `--report` JSON of one run: events with UIKit names, findings and the verdict.
public enum RunReport {
    public static func json(_ timeline: Timeline, _ analysis: Analysis) -> JSONText {
        let last = timeline.samples.last
        return .object([
            ("name", .string(timeline.scenarioName)),
            ("strategy", .string(timeline.strategyKind)),
            ("loader", .string(timeline.loaderKind)),
            ("frameRate", .number(timeline.frameRate, digits: 2)),
            ("frames", .integer(timeline.samples.count)),
            ("finalOffset", .number(last?.offset ?? 0, digits: 2)),
            ("finalState", .string(last?.state ?? "idle")),
            ("verdict", .string(analysis.verdict.rawValue)),
            ("glitches", .array(analysis.findings.map(finding))),
            ("events", .array(timeline.events.map(event))),
        ])
    }

    public static func render(_ timeline: Timeline, _ analysis: Analysis) -> String {
        json(timeline, analysis).rendered() + "\n"
    }

    static func finding(_ f: Finding) -> JSONText {
        .object([
            ("glitch", .string(f.glitch)),
            ("time", .number(f.time, digits: 4)),
            ("frame", .integer(f.frame)),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
        ])
    }

    static func event(_ e: TimelineEvent) -> JSONText {
        var members: [(String, JSONText)] = [
            ("time", .number(e.time, digits: 4)),
            ("frame", .integer(e.frame)),
            ("name", .string(e.name)),
            ("source", .string(e.source.rawValue)),
        ]
        for key in e.attributes.keys.sorted() {
            members.append((key, .string(e.attributes[key] ?? "")))
        }
        return .object(members)
    }
}
