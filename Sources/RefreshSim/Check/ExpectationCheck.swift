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
                result.append(
                    "noFindingsBefore \(Format.duration(before)): "
                        + early.map { "\($0.glitch.rawValue) at \(Format.duration($0.time))" }.joined(separator: ", "))
            }
        }
        let activity = analysis.activity
        for (key, range, times) in [
            ("refreshes", expect.refreshes, activity.refreshStartTimes),
            ("loadMores", expect.loadMores, activity.loadMoreStartTimes),
        ] {
            let count = key == "refreshes" ? activity.refreshes.started : activity.loadMores.started
            guard let range, !range.contains(count) else { continue }
            result.append("\(key): expected \(range.text), got \(count)" + startedAt(times))
        }
        result += expect.gestures.flatMap { gestureDifferences($0, activity) }
        for (role, component) in [(RefreshComponent.header, expect.header), (.footer, expect.footer)] {
            guard let component else { continue }
            result += componentDifferences(component, role, analysis)
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

    /// `, started at 0.62 s, 3.15 s`, or nothing when none started.
    private static func startedAt(_ times: [Double]) -> String {
        times.isEmpty ? "" : ", started at " + times.map(Format.duration).joined(separator: ", ")
    }

    /// `gestures.pull (touch-down at 0.30 s): expected a refresh from 0.30 s to 3.00 s, none started`.
    private static func gestureDifferences(_ gesture: GestureExpectation, _ activity: RefreshActivity) -> [String] {
        let span =
            gesture.until.isFinite
            ? "from \(Format.duration(gesture.from)) to \(Format.duration(gesture.until))"
            : "from \(Format.duration(gesture.from))"
        var result: [String] = []
        for (expected, noun, times) in [
            (gesture.refreshes, "refresh", activity.refreshStartTimes),
            (gesture.loadsMore, "load-more", activity.loadMoreStartTimes),
        ] {
            guard let expected else { continue }
            let inside = times.filter(gesture.covers)
            guard expected == inside.isEmpty else { continue }
            let subject = "gestures.\(gesture.id) (touch-down at \(Format.duration(gesture.from)))"
            result.append(
                expected
                    ? "\(subject): expected a \(noun) \(span), none started"
                    : "\(subject): expected no \(noun), \(inside.count == 1 ? "one" : "\(inside.count)") started at "
                        + inside.map(Format.duration).joined(separator: ", "))
        }
        return result
    }

    /// `footer.started: expected 3, got 4, started at …`; `footer.finalPhase: expected noMoreData, got idle`.
    private static func componentDifferences(_ expect: ComponentExpectation, _ role: RefreshComponent, _ analysis: Analysis) -> [String] {
        let activity = analysis.activity
        let count = role == .header ? activity.refreshes : activity.loadMores
        let times = role == .header ? activity.refreshStartTimes : activity.loadMoreStartTimes
        let findings = analysis.findings.filter { ($0.component ?? (activity.indicator == .footer ? .footer : .header)) == role }
        var result: [String] = []
        let key = role.rawValue
        if let range = expect.started, !range.contains(count.started) {
            result.append("\(key).started: expected \(range.text), got \(count.started)" + startedAt(times))
        }
        if let range = expect.ended, !range.contains(count.ended) {
            result.append("\(key).ended: expected \(range.text), got \(count.ended)" + startedAt(times))
        }
        if let range = expect.findings, !range.contains(findings.count) {
            let listed = findings.map { "\($0.glitch.rawValue) at \(Format.duration($0.time))" }
            result.append(
                "\(key).findings: expected \(range.text), got \(findings.count)"
                    + (listed.isEmpty ? "" : ": " + listed.joined(separator: ", ")))
        }
        if let phase = expect.finalPhase {
            let final = role == .header ? activity.finalHeaderPhase : activity.finalFooterPhase
            if final != phase {
                result.append("\(key).finalPhase: expected \(phase.rawValue), got \(final?.rawValue ?? "no \(key)") at the run's end")
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
        let counted = analysis.findings.filter { finding in
            let role = finding.component ?? (analysis.activity.indicator == .footer ? .footer : .header)
            let range = role == .header ? expect.header?.findings : expect.footer?.findings
            guard let range else { return false }
            return !range.contains(analysis.findings.filter { ($0.component ?? role) == role }.count)
        }
        if !counted.isEmpty { return counted }
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
