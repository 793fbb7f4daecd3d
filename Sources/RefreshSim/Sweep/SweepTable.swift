/// The cells of one or more sweeps as text: CSV with one row per cell, and the `--report` JSON.
/// Times are rounded to 0.1 ms and distances to 0.01 pt, as in a run's report.
public enum SweepTable {
    public static func csv(_ sweeps: [SweepResults]) -> String {
        let axes = sweeps.first?.sweep.axes ?? []
        var header = ["scenario"] + axes.map(\.path.description)
        header += ["verdict", "glitches", "errors", "findings", "refreshes", "loads", "maxPull", "firstRefreshTime", "problem"]
        var out = header.map(field).joined(separator: ",") + "\n"
        for results in sweeps {
            for cell in results.cells {
                var fields = [field(results.sweep.scenarioName)]
                fields += results.sweep.values(ofCell: cell.index).map { field($0.description) }
                switch cell.outcome {
                case let .ran(summary):
                    let measures = summary.measures
                    fields += [summary.verdict.rawValue, summary.glitches.classes.map(\.rawValue).joined(separator: " "),
                               String(summary.errorCount), String(summary.findingCount),
                               String(measures.refreshCount), String(measures.loadCount), Format.points(measures.maxPull),
                               measures.firstRefreshTime.map { Format.fixed($0, 4) } ?? "", ""]
                case let .invalid(problems):
                    fields += ["invalid", "", "", "", "", "", "", "", field(problems.joined(separator: "; "))]
                }
                out += fields.joined(separator: ",") + "\n"
            }
        }
        return out
    }

    public static func report(_ sweeps: [SweepResults]) -> JSONValue {
        let axes = sweeps.first?.sweep.axes ?? []
        return .object([
            ("axes", .array(axes.map { axis in
                .object([("path", .string(axis.path.description)), ("unit", axis.path.unit.map(JSONValue.string) ?? .null),
                         ("values", .array(axis.values.map(\.json)))])
            })),
            ("sweeps", .array(sweeps.map(sweepReport))),
        ])
    }

    public static func renderReport(_ sweeps: [SweepResults]) -> String {
        JSONWriter.string(report(sweeps))
    }

    private static func sweepReport(_ results: SweepResults) -> JSONValue {
        let base = results.sweep.baseCoordinates
        return .object([
            ("scenario", .string(results.sweep.scenarioName)),
            ("file", .string(results.sweep.fileName)),
            ("strategy", .string(results.strategyKind)),
            ("base", .array(zip(results.sweep.axes, base).map { axis, index in index.map { axis.values[$0].json } ?? .null })),
            ("cellCount", .number(Double(results.cells.count))),
            ("smooth", .number(Double(results.smoothCount))),
            ("janky", .number(Double(results.jankyCount))),
            ("invalid", .number(Double(results.invalidCount))),
            ("glitchCells", .object(results.glitchCounts.map { ($0.0.rawValue, .number(Double($0.1))) })),
            ("cells", .array(results.cells.map { cellReport($0, results.sweep) })),
        ])
    }

    private static func cellReport(_ cell: SweepCell, _ sweep: Sweep) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("values", .object(zip(sweep.axes, sweep.values(ofCell: cell.index)).map { ($0.path.description, $1.json) })),
        ]
        switch cell.outcome {
        case let .ran(summary):
            let measures = summary.measures
            members += [
                ("verdict", .string(summary.verdict.rawValue)),
                ("glitches", .array(summary.glitches.classes.map { .string($0.rawValue) })),
                ("errors", .number(Double(summary.errorCount))),
                ("findings", .number(Double(summary.findingCount))),
                ("refreshes", .number(Double(measures.refreshCount))),
                ("loads", .number(Double(measures.loadCount))),
                ("maxPull", .number(rounded(measures.maxPull, 100))),
                ("firstRefreshTime", measures.firstRefreshTime.map { .number(rounded($0, 10_000)) } ?? .null),
            ]
        case let .invalid(problems):
            members += [("verdict", .string("invalid")), ("problems", .array(problems.map(JSONValue.string)))]
        }
        return .object(members)
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale + 0
    }

    /// RFC 4180 quoting for free text.
    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var quoted = "\""
        for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
        return quoted + "\""
    }
}
