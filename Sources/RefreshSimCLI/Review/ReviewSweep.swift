import Foundation
import RefreshSim

/// A sweep's map as the page draws it: per cell its verdict, whether it refreshed or loaded more,
/// and its glitch classes, packed as numbers (a 10,000-cell sweep is a few tens of kB). What the
/// page needs to rebuild any cell's scenario file is the base file and the axes' paths and values;
/// only the cells along the smooth/janky boundary carry a run (`boundaryRuns` at most).
struct ReviewSweep {
    static let maximumBoundaryRuns = 12

    var key: String
    var specFile: String?
    var scenarioFile: String
    var results: SweepResults
    /// The base scenario file's text, parsed by the page to rebuild a cell.
    var baseText: String

    /// Cell code: 0 invalid, 1 smooth, 2 janky; +4 refreshed; +8 loaded more.
    static func code(_ cell: SweepCell) -> Int {
        guard let summary = cell.summary else { return 0 }
        return (summary.verdict == .smooth ? 1 : 2) + (summary.measures.refreshes > 0 ? 4 : 0)
            + (summary.measures.loadMores > 0 ? 8 : 0)
    }

    /// Cells with a neighbour (one step along one axis) of the other verdict, spread evenly down
    /// to `maximumBoundaryRuns`.
    func boundaryCells() -> [Int] {
        let sweep = results.sweep
        let codes = Dictionary(uniqueKeysWithValues: results.cells.map { ($0.index, Self.code($0) & 3) })
        var strides = Array(repeating: 1, count: sweep.axes.count)
        for axis in sweep.axes.indices.dropLast().reversed() { strides[axis] = strides[axis + 1] * sweep.axes[axis + 1].values.count }
        var boundary: [Int] = []
        for cell in results.cells {
            let verdict = Self.code(cell) & 3
            guard verdict != 0 else { continue }
            let coordinates = sweep.coordinates(ofCell: cell.index)
            let differs = sweep.axes.indices.contains { axis in
                [-1, 1].contains { step in
                    let value = coordinates[axis] + step
                    guard value >= 0, value < sweep.axes[axis].values.count,
                        let other = codes[cell.index + step * strides[axis]], other != 0
                    else { return false }
                    return other != verdict
                }
            }
            if differs { boundary.append(cell.index) }
        }
        guard boundary.count > Self.maximumBoundaryRuns else { return boundary }
        let step = Double(boundary.count) / Double(Self.maximumBoundaryRuns)
        return (0..<Self.maximumBoundaryRuns).map { boundary[Int(Double($0) * step)] }
    }

    /// `runs`: boundary cell → the page's key of its precomputed run.
    func json(runs: [Int: String]) -> JSONValue {
        let sweep = results.sweep
        let classes = GlitchClass.allCases
        var messages: [String] = []
        var invalid: [(String, JSONValue)] = []
        for cell in results.cells {
            guard case let .invalid(problems) = cell.outcome else { continue }
            let text = problems.joined(separator: "\n")
            let index =
                messages.firstIndex(of: text)
                ?? {
                    messages.append(text); return messages.count - 1
                }()
            invalid.append((String(cell.index), .number(Double(index))))
        }
        let command = "refreshsim sweep " + Shell.quoted(scenarioFile)
        return .object([
            ("key", .string(key)),
            ("name", .string(sweep.scenarioName)),
            ("spec", specFile.map(JSONValue.string) ?? .null),
            ("file", .string(scenarioFile)),
            (
                "axes",
                .array(
                    sweep.axes.map { axis in
                        .object([
                            ("title", .string(axis.title)),
                            (
                                "path",
                                .array(
                                    axis.path.components.map { component in
                                        switch component {
                                        case let .key(key): .string(key)
                                        case let .index(index): .number(Double(index))
                                        }
                                    })
                            ),
                            ("values", .array(axis.values.map(\.json))),
                            ("labels", .array(axis.values.map { .string($0.description) })),
                            ("vary", .array(axis.values.map { .string("--vary " + Shell.quoted("\(axis.path)=\($0)")) })),
                        ])
                    })
            ),
            ("cells", .array(results.cells.map { .number(Double(Self.code($0))) })),
            ("classes", .array(classes.map { .string($0.rawValue) })),
            (
                "glitches",
                .array(
                    results.cells.map { cell in
                        .number(
                            Double(
                                classes.enumerated().reduce(0) { mask, item in
                                    cell.summary?.glitches.contains(item.element) == true ? mask | (1 << item.offset) : mask
                                }))
                    })
            ),
            ("invalid", .object(invalid)),
            ("messages", .array(messages.map(JSONValue.string))),
            ("base", .string(baseText)),
            ("baseCoordinates", .array(sweep.baseCoordinates.map { $0.map { .number(Double($0)) } ?? .null })),
            ("command", .string(command)),
            ("runs", .object(runs.sorted { $0.key < $1.key }.map { (String($0.key), .string($0.value)) })),
        ])
    }
}

/// Words for a POSIX shell, as a command the page prints for copying.
enum Shell {
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_./=,:@%+".unicodeScalars.contains(scalar))
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
