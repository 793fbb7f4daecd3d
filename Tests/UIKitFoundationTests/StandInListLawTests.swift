import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// The list's laws (issue 37) through the stand-in: the same four laws `ListLawTests` checks on
/// the engine, run over every case of view (`UITableView`, `UICollectionView` with a flow or a
/// list layout), heights (self-sizing rows of one height, a spread, a repeating list; the app's
/// own `heightForRowAt`/`sizeForItemAt`) and update API (`reloadData`, the row and section calls
/// animated or inside `performWithoutAnimation`, `performBatchUpdates` with its completion,
/// `beginUpdates`/`endUpdates`, a diffable `apply` with and without animation and
/// `applySnapshotUsingReloadData`), as app code calls them. What is checked is what the app can
/// read back (`rectForRow(at:)`, `layoutAttributesForItem(at:)`, `contentSize`, the visible cells)
/// and the run's list track, so a bridge that relays a call wrongly breaks a law here even when
/// the engine's own laws hold.
///
/// Not `@MainActor`: each case runs on its test's thread, which the run takes for the main thread
/// (`runOnMain`), as the stand-in's other tests do, so the cases run side by side on the pool's
/// threads. On the main actor they ran one after another, the whole run's longest serial lane
/// (9 s of CPU), which finished last.
struct StandInListLawTests {
    nonisolated static let flicks =
        #"[{"at": 0.2, "distance": -600, "duration": 0.12}, {"at": 2.2, "distance": 600, "duration": 0.12}, {"at": 4.2, "distance": 300, "duration": 0.3}]"#

    /// Every (view, heights, form) the APIs allow: a list layout sizes its own items (no
    /// `appCode`), a collection view has no `beginUpdates`.
    nonisolated static func cases(heights: [LawHeights] = LawHeights.allCases, forms: [LawForm] = LawForm.allCases) -> [(
        LawView, LawHeights, LawForm
    )] {
        LawView.allCases.flatMap { view in
            heights.filter { $0 != .appCode || view != .compositionalList }.flatMap { height in
                forms.filter { $0.runs(on: view) }.map { (view, height, $0) }
            }
        }
    }

    @MainActor static func feed(_ view: LawView, _ heights: LawHeights, _ form: LawForm, estimate: CGFloat, count: Int = 30) -> () ->
        LawFeed
    {
        { LawFeed(kind: view, heights: heights, form: form, estimate: estimate, sections: [Array(0..<count)]) }
    }

    // MARK: Law 1

    /// With every row's estimate equal to its height, no correction ever moves a row, whatever
    /// the update form: rows of one height under an estimate of that height (a list layout's is
    /// 44 pt), and the app's own heights returned as their estimates too.
    @Test(arguments: cases(heights: [.uniform, .appCode]))
    func exactEstimatesNeverMoveARow(view: LawView, heights: LawHeights, form: LawForm) throws {
        try runOnMain {
            var problems: [String] = []
            let times = [0.5, 1.5, 2.6, 4.0]
            let (feed, timeline) = try runLawFeed(
                view: view, heights: heights, gestures: Self.flicks, Self.feed(view, heights, form, estimate: 44),
                script: times.map { time in
                    (
                        time,
                        { feed in
                            feed.append(7)
                            problems += ListLawChecks.problems(feed, "after the update at \(time) s")
                        }
                    )
                },
                everyFrame: { feed, frame in problems += ListLawChecks.problems(feed, "at frame \(frame)") })
            let track = try #require(timeline.list)
            #expect(track.frames.allSatisfy { $0.rowsCorrected == 0 }, "\(view) \(heights) \(form)")
            #expect(track.frames.indices.allSatisfy { track.shift(atFrame: $0)?.points ?? 0 == 0 }, "\(view) \(heights) \(form)")
            #expect(feed.numberOfRows(inSection: 0) == 30 + 7 * times.count)
            ListLawChecks.expectCleanRun(timeline, problems, "\(view) \(heights) \(form)")
        }
    }

    /// The law is not vacuous: the same feeds under an estimate 40 % off do correct rows.
    @Test(arguments: LawView.allCases)
    func wrongEstimatesDoCorrectRows(view: LawView) throws {
        try runOnMain {
            let (_, timeline) = try runLawFeed(
                view: view, heights: .spread, gestures: Self.flicks, Self.feed(view, .spread, .animated, estimate: 140), script: [])
            let track = try #require(timeline.list)
            #expect(track.frames.contains { $0.rowsCorrected > 0 })
        }
    }

    // MARK: Law 2

    /// Rows inserted after the last row never move the rows on screen, through every update API,
    /// at rest and during a fling; a batch's completion runs once its animation (0.3 s) is over.
    /// `reloadData` forgets every measured height, so only exact estimates keep it still.
    @Test(arguments: cases().filter { $0.2 != .reloadData && $0.2 != .applyUsingReloadData || $0.1 == .appCode })
    func insertingAtTheEndNeverMovesVisibleRows(view: LawView, heights: LawHeights, form: LawForm) throws {
        try runOnMain {
            var problems: [String] = []
            let times = [0.26, 0.5, 1.5, 2.3, 2.6, 5.0]
            var called: [Double] = []
            let (feed, timeline) = try runLawFeed(
                view: view, heights: heights, gestures: Self.flicks, Self.feed(view, heights, form, estimate: 90),
                script: times.map { time in
                    (
                        time,
                        { feed in
                            feed.scrollView.layoutIfNeeded()
                            let before = feed.screenTops()
                            called.append(feed.now())
                            feed.append(7)
                            feed.scrollView.layoutIfNeeded()
                            let after = feed.screenTops()
                            for (item, top) in before {
                                guard let now = after[item] else { continue }
                                if now != top { problems.append("at \(time) s item \(item) moved on screen from \(top) to \(now)") }
                            }
                            problems += ListLawChecks.problems(feed, "after the update at \(time) s")
                        }
                    )
                },
                everyFrame: { feed, frame in problems += ListLawChecks.problems(feed, "at frame \(frame)") })
            let track = try #require(timeline.list)
            let updateFrames = Set(timeline.events.filter { $0.isListUpdate && $0.time >= times[0] }.map(\.frame))
            #expect(updateFrames.count == times.count, "\(view) \(heights) \(form)")
            for (position, sample) in timeline.samples.enumerated() where updateFrames.contains(sample.frame) {
                #expect(!track.frames[position].causes.contains(.rowsAbove), "\(view) \(heights) \(form) frame \(sample.frame)")
                #expect(track.shift(atFrame: position)?.points ?? 0 == 0, "\(view) \(heights) \(form) frame \(sample.frame)")
            }
            #expect(feed.numberOfRows(inSection: 0) == 30 + 7 * times.count)
            // Animated exactly when UIKit animates: not inside performWithoutAnimation, nor a reload.
            let animated = timeline.events.compactMap { event -> Bool? in
                guard case let .listUpdate(update) = event.kind, event.time >= times[0] else { return nil }
                return update.animated
            }
            #expect(animated == Array(repeating: form.animates, count: times.count), "\(view) \(heights) \(form)")
            if form == .performBatchUpdates {
                #expect(feed.completions.count == times.count)
                for (call, done) in zip(called, feed.completions) { #expect(done - call >= ListView.rowAnimationDuration - 1e-9) }
            }
            ListLawChecks.expectCleanRun(timeline, problems, "\(view) \(heights) \(form)")
        }
    }

    // MARK: Law 3

    /// A prepend the app compensates (`layoutIfNeeded()`, then the offset moved by the content's
    /// growth, inside `performWithoutAnimation` as chat screens do it) keeps the row being read
    /// within 0.5 pt, through every update API, at rest and mid-fling; uncompensated it moves by
    /// the rows' height. `reloadData` forgets measured heights: only exact estimates survive it.
    @Test(arguments: cases().filter { $0.2 != .reloadData && $0.2 != .applyUsingReloadData || $0.1 == .appCode })
    func compensatedPrependKeepsTheReadingRow(view: LawView, heights: LawHeights, form: LawForm) throws {
        try runOnMain {
            let times = [0.1, 0.3, 1.2, 3.5]
            for keeps in [true, false] {
                var problems: [String] = []
                var moves: [CGFloat] = []
                let (_, timeline) = try runLawFeed(
                    view: view, heights: heights,
                    gestures: #"[{"at": 0.15, "distance": -400, "duration": 0.1}, {"at": 2.0, "distance": -300, "duration": 0.1}]"#,
                    Self.feed(view, heights, form, estimate: 70, count: 40),
                    script: times.map { time in
                        (
                            time,
                            { feed in
                                feed.scrollView.layoutIfNeeded()
                                let before = feed.screenTops()
                                // The row being read: the first whose top is on screen below the bars.
                                let top = feed.scrollView.adjustedContentInset.top
                                guard let reading = before.filter({ $0.value >= top }).min(by: { $0.value < $1.value }) else {
                                    problems.append("at \(time) s no row on screen")
                                    return
                                }
                                let height = feed.scrollView.contentSize.height
                                UIView.performWithoutAnimation { feed.append(6, prepended: true) }
                                feed.scrollView.layoutIfNeeded()
                                if keeps { feed.scrollView.contentOffset.y += feed.scrollView.contentSize.height - height }
                                guard let path = feed.indexPath(of: reading.key), let rect = feed.rect(at: path) else {
                                    problems.append("at \(time) s item \(reading.key) is gone")
                                    return
                                }
                                moves.append(rect.minY - feed.scrollView.contentOffset.y - reading.value)
                                problems += ListLawChecks.problems(feed, "after the prepend at \(time) s")
                            }
                        )
                    },
                    everyFrame: { feed, frame in problems += ListLawChecks.problems(feed, "at frame \(frame)") })
                let label = "\(view) \(heights) \(form) keeps: \(keeps)"
                #expect(moves.count == times.count, "\(label)")
                let track = try #require(timeline.list)
                // A classic data source's rows have no identity across `reloadData()`: the track
                // follows places then, not items, and the view's own geometry above is the check.
                for event in timeline.events.filter({ $0.isListUpdate && $0.time >= times[0] && form != .reloadData }) {
                    let position = try #require(timeline.samples.firstIndex { $0.frame == event.frame })
                    let moved = track.frames[position].readingShift?.points ?? 0
                    #expect(keeps ? abs(moved) <= 0.5 : moved > 100, "\(label) track at \(event.time) s: \(moved)")
                }
                let animated = timeline.events.filter { event in
                    if case let .listUpdate(update) = event.kind { return update.animated && event.time >= times[0] }
                    return false
                }
                #expect(animated.isEmpty, "\(label): inside performWithoutAnimation, \(animated.count) updates animated")
                for move in moves { #expect(keeps ? abs(move) <= 0.5 : move > 100, "\(label): \(moves)") }
                ListLawChecks.expectCleanRun(timeline, problems, label)
            }
        }
    }

    // MARK: Law 4

    /// Any sequence of updates keeps `contentSize.height` equal to the sum of what the view says
    /// it laid out (rows, headers, footers) and to the heights its list believes, at every frame
    /// and after every call, and the cells on screen show the data source's items at their index
    /// paths: seeded random sequences of inserts, deletes, reloads, moves, section inserts,
    /// deletes and reloads and mixed batches, through each API, each view, while the list scrolls.
    @Test(arguments: LawView.allCases.flatMap { view in LawForm.allCases.filter { $0.runs(on: view) }.map { (view, $0) } })
    func contentSizeIsTheSumOfWhatIsLaidOut(view: LawView, form: LawForm) throws {
        try runOnMain {
            for seed in 0..<4 {
                var random = LawRandom(seed: UInt64(seed * 31 + LawForm.allCases.firstIndex(of: form)!))
                let heights: LawHeights =
                    view == .compositionalList ? [.spread, .repeating][seed % 2] : [.spread, .repeating, .appCode][seed % 3]
                var problems: [String] = []
                let steps = (0..<24).map { step in (0.15 + 0.23 * Double(step), UInt64.random(in: 0...UInt64.max, using: &random)) }
                let (_, timeline) = try runLawFeed(
                    view: view, heights: heights, count: 24,
                    gestures:
                        #"[{"at": 0.3, "distance": -500, "duration": 0.1}, {"at": 2.0, "distance": 700, "duration": 0.1}, {"at": 3.4, "distance": -900, "duration": 0.1}, {"at": 5.0, "distance": 400, "duration": 0.2}]"#,
                    {
                        LawFeed(
                            kind: view, heights: heights, form: form, estimate: 60,
                            sections: [Array(0..<10), Array(10..<18), Array(18..<24)])
                    },
                    script: steps.map { time, seed in
                        (
                            time,
                            { feed in
                                var random = LawRandom(seed: seed)
                                let change = feed.randomChange(using: &random)
                                feed.tell(change)
                                problems += ListLawChecks.problems(feed, "after \(change) at \(time) s")
                                feed.scrollView.layoutIfNeeded()
                                problems += ListLawChecks.problems(feed, "after \(change) at \(time) s and a layout pass")
                            }
                        )
                    },
                    everyFrame: { feed, frame in problems += ListLawChecks.problems(feed, "at frame \(frame)") })
                ListLawChecks.expectCleanRun(timeline, problems, "\(view) \(form) seed \(seed)")
            }
        }
    }
}

/// The law checkers: what the app can read back from the view, held to the model it keeps and
/// to the engine's list behind the view.
@MainActor enum ListLawChecks {
    /// Everything wrong with the view now, each in words.
    static func problems(_ feed: LawFeed, _ when: String) -> [String] {
        var problems: [String] = []
        // The counts are the model's.
        if feed.numberOfSections != feed.sections.count {
            problems.append("\(when): \(feed.numberOfSections) sections, the model has \(feed.sections.count)")
            return problems
        }
        for (section, items) in feed.sections.enumerated() where feed.numberOfRows(inSection: section) != items.count {
            problems.append("\(when): section \(section) has \(feed.numberOfRows(inSection: section)) rows, the model \(items.count)")
        }
        // Rows follow one another, top to bottom, and the last ends where the content does.
        let spacing = feed.lineSpacing
        var bottom: CGFloat = 0
        for (section, items) in feed.sections.enumerated() {
            if let table = feed.table {
                let header = table.rectForHeader(inSection: section)
                if header != .zero {
                    if abs(header.minY - bottom) > 1e-9 { problems.append("\(when): header \(section) at \(header.minY), after \(bottom)") }
                    bottom = header.maxY
                }
            }
            for row in items.indices {
                guard let rect = feed.rect(at: IndexPath(row: row, section: section)) else {
                    problems.append("\(when): no rect for [\(section), \(row)]")
                    continue
                }
                let expected = bottom + (row > 0 ? spacing : 0)
                if abs(rect.minY - expected) > 1e-9 {
                    problems.append("\(when): [\(section), \(row)] at \(rect.minY), expected \(expected)")
                }
                bottom = rect.maxY
            }
            if let table = feed.table {
                let footer = table.rectForFooter(inSection: section)
                if footer != .zero { bottom = footer.maxY }
                let whole = table.rect(forSection: section)
                if abs(whole.maxY - bottom) > 1e-9 {
                    problems.append("\(when): section \(section) ends at \(whole.maxY), its last element at \(bottom)")
                }
            }
        }
        let contentHeight = feed.scrollView.contentSize.height
        if abs(contentHeight - bottom) > 1e-9 { problems.append("\(when): contentSize.height \(contentHeight), the rows end at \(bottom)") }
        if let list = feed.scrollView.simulated.list, abs(list.layout.contentHeight - contentHeight) > 1e-9 {
            problems.append("\(when): contentSize.height \(contentHeight), the list believes \(list.layout.contentHeight)")
        }
        // The cells on screen show the items the data source has at their index paths.
        for indexPath in feed.visibleIndexPaths() {
            guard let cell = feed.cell(at: indexPath) else {
                problems.append("\(when): no cell for visible \(indexPath)")
                continue
            }
            if cell.tag != feed.item(at: indexPath) {
                problems.append("\(when): the cell at \(indexPath) shows \(cell.tag), the model \(feed.item(at: indexPath) ?? -1)")
            }
        }
        return problems
    }

    /// No law broken, no update UIKit would have raised on, and nothing reported as not simulated.
    static func expectCleanRun(
        _ timeline: Timeline, _ problems: [String], _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(problems.isEmpty, "\(label): \(problems.prefix(5).joined(separator: "; "))", sourceLocation: sourceLocation)
        let invalid = timeline.events.filter { if case let .listUpdate(update) = $0.kind { update.kind == .invalidUpdate } else { false } }
        #expect(invalid.isEmpty, "\(label): \(invalid.count) invalid updates", sourceLocation: sourceLocation)
        #expect(timeline.notSimulated.isEmpty, "\(label): \(timeline.notSimulated.map(\.what.label))", sourceLocation: sourceLocation)
    }
}

extension TimelineEvent {
    /// A list update of any kind (reload, batch, snapshot).
    var isListUpdate: Bool {
        if case .listUpdate = kind { return true }
        return false
    }
}
