/// Compares a scenario's `expect` block with what the analysis found.
public enum ExpectationCheck {
    /// One line per difference; empty when the expectation holds. Fields the expectation leaves
    /// out are not checked.
    public static func differences(_ expect: Expectation, _ analysis: Analysis) -> [String] {
        var result: [String] = []
        if let verdict = expect.verdict, verdict != analysis.verdict {
            result.append("verdict: expected \(verdict.rawValue), got \(analysis.verdict.rawValue)")
        }
        if let glitches = expect.glitches {
            let found = analysis.glitchClasses
            let missing = glitches.subtracting(found).sorted().map(\.rawValue)
            let unexpected = found.subtracting(glitches).sorted().map(\.rawValue)
            if !missing.isEmpty { result.append("glitches: expected but not found: \(missing.joined(separator: ", "))") }
            if !unexpected.isEmpty { result.append("glitches: found but not expected: \(unexpected.joined(separator: ", "))") }
        }
        if let includes = expect.includes {
            let missing = includes.subtracting(analysis.glitchClasses).sorted().map(\.rawValue)
            if !missing.isEmpty { result.append("includes: expected but not found: \(missing.joined(separator: ", "))") }
        }
        if let excludes = expect.excludes {
            for glitch in excludes.intersection(analysis.glitchClasses).sorted() {
                let times = analysis.findings(glitch).map { Format.duration($0.time) }
                result.append("excludes: \(glitch.rawValue) found at \(times.joined(separator: ", "))")
            }
        }
        if let before = expect.noFindingsBefore {
            let early = analysis.findings.filter { $0.time < before }
            if !early.isEmpty {
                result.append("noFindingsBefore \(Format.duration(before)): "
                              + early.map { "\($0.glitch.rawValue) at \(Format.duration($0.time))" }.joined(separator: ", "))
            }
        }
        for (key, range, count) in [("refreshes", expect.refreshes, analysis.activity.refreshes.started),
                                    ("loadMores", expect.loadMores, analysis.activity.loadMores.started)] {
            guard let range, !range.contains(count) else { continue }
            result.append("\(key): expected \(range.text), got \(count)")
        }
        if let bounds = expect.hitchTimeRatio {
            let ratio = analysis.hitches?.run.hitchTimeRatio ?? 0
            if !bounds.contains(ratio) {
                let detail = analysis.hitches.map { " (\($0.summaryText))" } ?? " (no mainThread costs: every frame on time)"
                result.append("hitchTimeRatio: expected \(bounds.text), got \(Format.fixed(ratio, 1)) ms/s" + detail)
            }
        }
        return result
    }

    /// The findings that make the expectation fail: those of classes found but not expected, or,
    /// when only the verdict is off, every finding of error severity.
    public static func explainingFindings(_ expect: Expectation, _ analysis: Analysis) -> [Finding] {
        let excluded = analysis.findings.filter { finding in
            expect.excludes?.contains(finding.glitch) == true || expect.noFindingsBefore.map { finding.time < $0 } == true
        }
        if !excluded.isEmpty { return excluded }
        if let glitches = expect.glitches {
            let unexpected = analysis.glitchClasses.subtracting(glitches)
            if !unexpected.isEmpty { return analysis.findings.filter { unexpected.contains($0.glitch) } }
        }
        if let verdict = expect.verdict, verdict != analysis.verdict {
            return analysis.findings.filter { $0.severity == .error }
        }
        return []
    }

}
