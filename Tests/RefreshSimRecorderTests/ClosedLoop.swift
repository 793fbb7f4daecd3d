import RefreshSim

/// What must agree between a simulated run and its trace, judged.
enum ClosedLoop {
    static let tolerance = 0.01

    static func differences(simulated: (Timeline, Analysis), recorded: (Timeline, Analysis)) -> [String] {
        var problems: [String] = []
        let (a, aa) = simulated
        let (b, ba) = recorded
        if aa.findings.count != ba.findings.count || !zip(aa.findings, ba.findings).allSatisfy(sameFinding) {
            problems.append(
                "findings\n    sim: \(aa.findings.map { $0.text(.reportLine) })\n    rec: \(ba.findings.map { $0.text(.reportLine) })")
        }
        if aa.activity.refreshes != ba.activity.refreshes || aa.activity.loadMores != ba.activity.loadMores {
            problems.append(
                "counts sim \(aa.activity.refreshes) \(aa.activity.loadMores) rec \(ba.activity.refreshes) \(ba.activity.loadMores)")
        }
        if !sameHitches(aa.hitches, ba.hitches) {
            problems.append("hitches sim \(String(describing: aa.hitches?.run)) rec \(String(describing: ba.hitches?.run))")
        }
        if a.samples.count != b.samples.count { problems.append("frames sim \(a.samples.count) rec \(b.samples.count)") }
        for (x, y) in zip(a.samples, b.samples) {
            let curves: [(String, Double, Double)] = [
                ("offset", x.offset, y.offset), ("insetTop", x.insetTop, y.insetTop), ("insetBottom", x.insetBottom, y.insetBottom),
                ("minOffset", x.minOffset, y.minOffset), ("maxOffset", x.maxOffset, y.maxOffset),
                ("contentHeight", x.contentHeight, y.contentHeight), ("fingerY", x.fingerY, y.fingerY),
                ("indicator", x.indicatorVisibleHeight, y.indicatorVisibleHeight),
                ("footerTop", x.footerTop ?? -1, y.footerTop ?? -1), ("time", x.time, y.time),
            ]
            for (name, p, q) in curves where abs(p - q) > tolerance {
                problems.append("frame \(x.frame) \(name) sim \(p) rec \(q)")
            }
            if x.phase != y.phase || x.headerPhase != y.headerPhase || x.footerPhase != y.footerPhase || x.state != y.state
                || x.loaderPhase != y.loaderPhase || x.fingerDown != y.fingerDown
            {
                problems.append("frame \(x.frame) lanes sim \(x.phase) \(x.state) rec \(y.phase) \(y.state)")
            }
            if problems.count > 20 { break }
        }
        return problems
    }

    /// The same finding, message and all, with one allowance: the speed a `flingKilled` quotes is
    /// the deceleration's own velocity in a simulated run, which UIKit does not expose, and the
    /// frame-to-frame speed in a trace; they may differ by `speedShare`.
    static func sameFinding(_ a: Finding, _ b: Finding) -> Bool {
        guard a.glitch == b.glitch, a.time == b.time, a.frame == b.frame, a.severity == b.severity, a.component == b.component
        else { return false }
        if case let .flingStopped(edgeA, timeA, speedA, afterA) = a.evidence,
            case let .flingStopped(edgeB, timeB, speedB, afterB) = b.evidence
        {
            return edgeA == edgeB && timeA == timeB && close(speedA, speedB) && (afterA == nil) == (afterB == nil)
                && close(afterA ?? 0, afterB ?? 0)
        }
        return a.text(.reportLine) == b.text(.reportLine)
    }

    static let speedShare = 0.05

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= speedShare * max(abs(a), abs(b)) }

    /// A run with no main-thread work has no pacing; a trace always has, all on time.
    static func sameHitches(_ a: HitchSummary?, _ b: HitchSummary?) -> Bool {
        switch (a, b) {
        case let (a?, b?): a == b
        case (nil, let b?): b.run.hitchCount == 0 && b.run.framesDropped == 0
        case (nil, nil): true
        case (.some, nil): false
        }
    }
}
