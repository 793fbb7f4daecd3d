import Foundation

/// The cells of one or more sweeps as text: CSV with one row per cell, and the `--report` JSON
/// with one cell per line. Both come in pieces (a head, one piece per cell, a tail), so a caller
/// can stream a table of any length to disk. Times are rounded to 0.1 ms and distances to
/// 0.01 pt, as in a run's report.
public enum SweepTable {
    // MARK: CSV

    public static func csvHeader(_ axes: [SweepAxis]) -> String {
        let columns =
            ["scenario"] + axes.map(\.path.description)
            + ["verdict", "glitches", "errors", "findings", "refreshes", "loadMores", "maxPull", "firstRefreshTime", "problem"]
        return columns.map(CSVField.text).joined(separator: ",") + "\n"
    }

    public static func csvRow(_ cell: SweepCell, of sweep: Sweep) -> String {
        // Its bytes appended field by field into room for a usual row: an array of the fields
        // joined by `joined(separator:)` was four fifths of a row's 25 k instructions, on the
        // thread that writes the table, and appending to a String 340 a field (callgrind).
        var row: [UInt8] = []
        row.reserveCapacity(160)
        row += CSVField.text(sweep.scenarioName).utf8
        func add(_ field: String) {
            row.append(UInt8(ascii: ","))
            row += field.utf8
        }
        for value in sweep.values(ofCell: cell.index) {
            if case .string(let text) = value { add(CSVField.text(text)) } else { add(value.description) }
        }
        switch cell.outcome {
        case let .ran(summary):
            let measures = summary.measures
            add(summary.verdict.rawValue)
            add(summary.glitches.classes.map(\.rawValue).joined(separator: " "))
            add(String(summary.errorCount))
            add(String(summary.findingCount))
            add(String(measures.refreshes))
            add(String(measures.loadMores))
            add(Format.points(measures.maxPull))
            add(measures.firstRefreshTime.map { Format.fixed($0, 4) } ?? "")
            add("")
        case let .invalid(problems):
            add("invalid")
            for _ in 0..<7 { add("") }
            add(CSVField.text(problems.joined(separator: "; ")))
        }
        row.append(UInt8(ascii: "\n"))
        return String(decoding: row, as: UTF8.self)
    }

    /// The whole CSV in one string: for small sweeps and tests.
    public static func csv(_ sweeps: [SweepResults]) -> String {
        var out = csvHeader(sweeps.first?.sweep.axes ?? [])
        for results in sweeps {
            for cell in results.cells { out += csvRow(cell, of: results.sweep) }
        }
        return out
    }

    // MARK: Report

    /// The report's text before and after its cells: the axes, and each sweep's counts.
    /// A shard's report says which shard it is and which cells it holds, for `sweep merge`.
    /// `inputs` (a shard's): each scenario file swept and the SHA-256 of its bytes.
    public static func reportFrame(
        _ sweeps: [SweepResults], shard: SweepShard? = nil, inputs: [(file: String, sha256: String)] = []
    ) -> (head: String, tail: String) {
        let axes = sweeps.first?.sweep.axes ?? []
        let marker = "\u{0}cells"
        var members: [(String, JSONValue)] = [
            (
                "axes",
                .array(
                    axes.map { axis in
                        .object([
                            ("path", .string(axis.path.description)), ("unit", axis.unit.map(JSONValue.string) ?? .null),
                            ("values", .array(axis.values.map(\.json))),
                        ])
                    })
            )
        ]
        if let shard, let total = sweeps.first?.sweep.cellCount {
            let cells = shard.cells(of: total)
            members.append(
                (
                    "shard",
                    .object([
                        ("index", .number(Double(shard.index))), ("count", .number(Double(shard.count))),
                        ("firstCell", .number(Double(cells.lowerBound))),
                        ("endCell", .number(Double(cells.upperBound))),
                        (
                            "inputs",
                            .array(inputs.map { .object([("file", .string($0.file)), ("sha256", .string($0.sha256))]) })
                        ),
                    ])
                ))
        }
        members += [("sweeps", .array(sweeps.map(sweepSummary))), ("cells", .string(marker))]
        let text = JSONWriter.string(.object(members))
        let quotedMarker = JSONWriter.quoted(marker)
        let parts = text.components(separatedBy: quotedMarker)
        return (parts[0] + "[\n", "\n  ]" + (parts.count > 1 ? parts[1] : "}\n"))
    }

    /// One cell on one line, indented for the report's `cells` array; `first` leaves out the comma.
    public static func reportCell(_ cell: SweepCell, of sweep: Sweep, first: Bool) -> String {
        (first ? "    " : ",\n    ") + JSONWriter.compact(cellJSON(cell, sweep))
    }

    public static func renderReport(_ sweeps: [SweepResults]) -> String {
        let frame = reportFrame(sweeps)
        var out = frame.head
        var first = true
        for results in sweeps {
            for cell in results.cells {
                out += reportCell(cell, of: results.sweep, first: first)
                first = false
            }
        }
        return out + frame.tail
    }

    private static func sweepSummary(_ results: SweepResults) -> JSONValue {
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
        ])
    }

    private static func cellJSON(_ cell: SweepCell, _ sweep: Sweep) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("scenario", .string(sweep.scenarioName)),
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
                ("refreshes", .number(Double(measures.refreshes))),
                ("loadMores", .number(Double(measures.loadMores))),
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

}
