/// What one cell of a sweep came to: a compact summary of its run (the timeline itself is not
/// kept, so memory does not grow with timelines), or why its scenario is invalid.
public struct SweepCell: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case ran(SweepRunSummary)
        /// The decoder's messages for this variant, e.g. `loader.finishAfter: must be ≥ commitAfter …`.
        case invalid([String])
    }

    public var index: Int
    public var outcome: Outcome

    public init(index: Int, outcome: Outcome) {
        self.index = index
        self.outcome = outcome
    }

    public var summary: SweepRunSummary? {
        if case let .ran(summary) = outcome { return summary }
        return nil
    }
}

/// The numbers of one run a sweep reports.
public struct SweepRunSummary: Sendable, Equatable {
    public var verdict: Verdict
    public var glitches: GlitchSet
    /// Findings of severity error.
    public var errorCount: Int
    public var findingCount: Int
    public var measures: RunMeasures

    public init(verdict: Verdict, glitches: GlitchSet, errorCount: Int, findingCount: Int, measures: RunMeasures) {
        self.verdict = verdict
        self.glitches = glitches
        self.errorCount = errorCount
        self.findingCount = findingCount
        self.measures = measures
    }

    public init(_ timeline: Timeline, _ analysis: Analysis) {
        self.init(
            verdict: analysis.verdict, glitches: GlitchSet(analysis.findings.map(\.glitch)),
            errorCount: analysis.findings.count { $0.severity == .error },
            findingCount: analysis.findings.count, measures: RunMeasures(timeline, analysis))
    }
}

/// A set of glitch classes in one machine word, in `GlitchClass` order.
public struct GlitchSet: Sendable, Equatable, Hashable {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public init(_ classes: some Sequence<GlitchClass>) {
        rawValue = 0
        for glitch in classes { insert(glitch) }
    }

    private static func bit(_ glitch: GlitchClass) -> UInt32 {
        1 << UInt32(GlitchClass.allCases.firstIndex(of: glitch) ?? 0)
    }

    public mutating func insert(_ glitch: GlitchClass) { rawValue |= Self.bit(glitch) }
    public func contains(_ glitch: GlitchClass) -> Bool { rawValue & Self.bit(glitch) != 0 }
    public var isEmpty: Bool { rawValue == 0 }

    /// The classes in `GlitchClass` order.
    public var classes: [GlitchClass] { GlitchClass.allCases.filter(contains) }
}
