import Foundation
import RefreshPlot
import RefreshSim

/// Gathers runs, sweeps and comparisons into a `ReviewPage`, drawing each run's media (chart and
/// phone frames) on every core: `review` and `check --review` both build their page here.
struct ReviewBuilder {
    private(set) var page: ReviewPage
    private var keys: Set<String> = []
    /// Runs waiting for their media, drawn together by `finish()`.
    private var pending: [(id: String, charts: [ChartSubject], phones: [ChartSubject], baseline: Data?)] = []

    init(title: String, mode: String = "review") {
        page = ReviewPage(title: title, mode: mode)
    }

    /// Adds a run to the page; `listed: false` for a sweep cell's run, opened from its map only.
    /// Returns the run's key.
    @discardableResult
    mutating func add(
        _ run: ScenarioRun, file: String, listed: Bool = true, check: ScenarioCheckResult? = nil,
        baselinePNG: Data? = nil
    ) -> String {
        let key = uniqueKey(run.scenario.name)
        let id = "m\(pending.count)"
        let entry = ReviewRun(key: key, file: file, run: run)
        var summary = entry.summary(media: id)
        if case var .object(members) = summary {
            if !listed { members.append(("sweepCell", .bool(true))) }
            if let check {
                // A check's column: its own verdict on the run, expectation and baselines together.
                members = members.map { member in
                    switch member.0 {
                    case "expect": ("expect", .string(check.passed ? "pass" : "fail"))
                    case "expectDifferences": ("expectDifferences", .array(check.differences.map(JSONValue.string)))
                    default: member
                    }
                }
            }
            summary = .object(members)
        }
        page.runs.append(summary)
        pending.append((id, [entry.subject], [entry.subject], baselinePNG))
        return key
    }

    /// Lists the event differences of two runs already added (`first` and `second` are their keys).
    mutating func compare(_ first: (key: String, run: ScenarioRun), _ second: (key: String, run: ScenarioRun)) {
        let events = EventsBaseline()
        var differences = events.differences(
            recorded: events.artifact(for: first.run), current: events.artifact(for: second.run),
            scenarioName: second.run.scenario.name)
        differences = differences.map { $0.hasPrefix("events: ") ? String($0.dropFirst(8)) : $0 }
        page.compares.append(
            .object([
                ("first", .string(first.key)), ("second", .string(second.key)),
                ("differences", .array(differences.map(JSONValue.string))),
            ]))
    }

    /// Adds a sweep's map, with a run for each of its boundary cells.
    mutating func add(_ results: SweepResults, specFile: String?, scenarioFile: String, baseText: String) {
        let key = uniqueKey("sweep:" + results.sweep.scenarioName)
        let sweep = ReviewSweep(key: key, specFile: specFile, scenarioFile: scenarioFile, results: results, baseText: baseText)
        var runs: [Int: String] = [:]
        for cell in sweep.boundaryCells() {
            guard case let .success(scenario) = results.sweep.scenario(forCell: cell) else { continue }
            var named = scenario
            named.name = "\(results.sweep.scenarioName) cell \(cell)"
            runs[cell] = add(ScenarioRun(named), file: "\(scenarioFile) (cell \(cell))", listed: false)
        }
        page.sweeps.append(sweep.json(runs: runs))
    }

    /// Draws every run's chart and phone, in parallel, and returns the page.
    func finish() throws(CLIFailure) -> ReviewPage {
        let work = pending
        let results = Results(count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let item = work[index]
            results.set(
                index,
                Result { () throws(CLIFailure) -> JSONValue in
                    try ReviewMedia.json(chart: item.charts, phones: item.phones, baselinePNG: item.baseline)
                })
        }
        var page = self.page
        for (index, item) in work.enumerated() {
            switch results.get(index) {
            case let .success(json): page.media.append((item.id, json))
            case let .failure(error): throw error
            case nil: throw .outputFailed("the media of \(item.id) were not drawn")
            }
        }
        return page
    }

    private mutating func uniqueKey(_ name: String) -> String {
        var key = name
        var count = 1
        while keys.contains(key) { count += 1; key = "\(name)~\(count)" }
        keys.insert(key)
        return key
    }
}

/// Results written by parallel workers, each into its own slot.
private final class Results: @unchecked Sendable {
    private var slots: [Result<JSONValue, CLIFailure>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<JSONValue, CLIFailure>) { lock.withLock { slots[index] = result } }
    func get(_ index: Int) -> Result<JSONValue, CLIFailure>? { lock.withLock { slots[index] } }
}
