/// Every cell of one sweep, in cell order: what the map, the CSV and the report are made from.
public struct SweepResults: Sendable {
    public let sweep: Sweep
    public private(set) var cells: [SweepCell] = []

    public init(sweep: Sweep) {
        self.sweep = sweep
        cells.reserveCapacity(sweep.cellCount)
    }

    /// Adds the next cells; they must come in cell order (as `SweepRunner` delivers them).
    public mutating func append(_ batch: [SweepCell]) {
        cells.append(contentsOf: batch)
    }

    public var isComplete: Bool { cells.count == sweep.cellCount }

    /// The base scenario's strategy kinds as its runs name them (`mj-header+mj-auto-footer` for a
    /// header and a footer), for titles and reports; `none` when it names none or does not decode.
    public var strategyKind: String {
        guard let base = try? ScenarioDecoder.decode(sweep.base, fileName: sweep.fileName, vocabulary: sweep.vocabulary) else {
            return "none"
        }
        return base.strategyKind
    }

    public var smoothCount: Int { cells.count { $0.summary?.verdict == .smooth } }
    public var jankyCount: Int { cells.count { $0.summary?.verdict == .janky } }
    public var invalidCount: Int { cells.count { $0.summary == nil } }

    /// How many cells show each glitch class.
    public var glitchCounts: [(GlitchClass, Int)] {
        GlitchClass.allCases.compactMap { glitch in
            let count = cells.count { $0.summary?.glitches.contains(glitch) == true }
            return count > 0 ? (glitch, count) : nil
        }
    }
}
