import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimFiles

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

    /// Lines the overview shows first (files a check could not read).
    mutating func note(_ lines: [String]) { page.notes += lines }

    /// Prints the phone films' planned size on standard error and refuses it past the budget:
    /// frames × pixels summed over the whole page (`WorkBudget.reviewPixels`), and no one film past
    /// `animate`'s budget; `--max-pixels N` lifts both to N.
    func checkBudget(limit: Int?) throws(CLIFailure) {
        var films = 0
        var frames = 0
        var total = 0
        var largest = 0
        for item in pending {
            for subject in item.phones {
                guard let shape = try? PhoneFilm.shape(of: subject) else { continue }
                films += 1
                frames += shape.frameCount
                let (sum, overflow) = total.addingReportingOverflow(shape.pixels)
                total = overflow ? Int.max : sum
                largest = max(largest, shape.pixels)
            }
        }
        try WorkBudget.check(
            "review", planned: total, budget: WorkBudget.reviewPixels, limit: limit, flag: "--max-pixels",
            detail: "\(films) phone film\(films == 1 ? "" : "s"), \(frames.formatted3) frames (\(total.formatted3) pixels)")
        let filmLimit = limit ?? WorkBudget.animationPixels
        guard largest <= filmLimit else {
            throw .badInput(
                "review: one phone film is \(largest.formatted3) pixels (frames × pixels), over the budget of "
                    + "\(filmLimit.formatted3) a film; give --max-pixels \(max(largest, total)) to draw it anyway")
        }
    }

    /// Draws every run's chart and phone, in parallel, each straight into `assets/<id>.js` of
    /// `folder` (`ReviewMedia.write`), and returns the page.
    func finish(into folder: OwnedFolder) throws(CLIFailure) -> ReviewPage {
        do { try folder.makeFolder("assets") } catch { throw CLIFailure(error) }
        let work = pending
        let failures = Failures(count: work.count)
        // Drawing the films is most of a review's time (about 10 s for the bundled scenarios on two
        // cores): a terminal sees the count and the time left; a pipe or a log sees nothing.
        let progress = WorkProgress(total: work.count, unit: "runs drawn", label: "review", logsWhenPiped: false)
        defer { progress.finish() }
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            defer { progress.advance() }
            let item = work[index]
            do throws(StreamedWriteError<CLIFailure>) {
                try folder.write(to: "assets/\(item.id).js") { (put) throws(CLIFailure) in
                    try ReviewMedia.write(id: item.id, chart: item.charts, phones: item.phones, baselinePNG: item.baseline, put: put)
                }
            } catch {
                switch error {
                case .file(let failure): failures.set(index, CLIFailure(failure))
                case .producer(let failure): failures.set(index, failure)
                }
            }
        }
        if let failure = failures.first { throw failure }
        var page = self.page
        page.mediaIDs = work.map(\.id)
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

/// Failures of parallel workers, each in its own slot.
private final class Failures: @unchecked Sendable {
    private var slots: [CLIFailure?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ failure: CLIFailure) { lock.withLock { slots[index] = failure } }
    var first: CLIFailure? { lock.withLock { slots.compactMap { $0 }.first } }
}
