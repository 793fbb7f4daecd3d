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

    /// The base scenario's strategy kind, for titles (`none` when it names none).
    public var strategyKind: String {
        let path = try? SweepPath("strategy.kind")
        if let node = path?.value(in: sweep.base), case let .string(kind) = node.value { return kind }
        return "none"
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
