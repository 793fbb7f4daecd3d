import Testing
@testable import RefreshSim

/// The list's laws (issue 37), checked over every style, every form of heights and the update
/// forms: the bookkeeping may be wrong about a row's height, but never about what it does with it.
struct ListLawTests {
    static let cases: [(ListStyle, String)] = ListFixtures.styles.flatMap { style in ListFixtures.heights.map { (style, $0) } }

    /// With every row's estimate equal to its height, laying rows out never corrects one, so no
    /// row ever moves by itself: scrolling both ways, from the top and from the bottom, and after
    /// a reload.
    @Test(arguments: cases)
    func exactEstimatesNeverMoveARow(style: ListStyle, heights: String) throws {
        for start in ["", #", "initialOffset": "bottom""#] {
            let run = try ListFixtures.run(
                rows: #"{"count": 80, "height": \#(heights), "estimate": "exact", "style": "\#(style.rawValue)"}"#,
                initialOffset: start, actions: #"[{"at": 1.0, "call": "reloadData"}, {"at": 3.1, "call": "reloadData"}]"#)
            let track = try #require(run.timeline.list)
            #expect(track.frames.allSatisfy { $0.rowsCorrected == 0 })
            for frame in track.frames.indices { #expect(abs(track.shift(atFrame: frame)?.points ?? 0) == 0) }
            #expect(!run.analysis.findings.contains { $0.glitch == .contentShift || $0.glitch == .positionLost })
        }
    }

    /// The same list with estimates off by 40 % does correct rows (the law above is not vacuous),
    /// and where the style keeps the offset still, the rows move.
    @Test func wrongEstimatesDoCorrectRows() throws {
        let run = try ListFixtures.run(
            rows: #"{"count": 80, "height": {"min": 40, "max": 160, "seed": 11}, "estimate": 140, "style": "flow"}"#,
            initialOffset: #", "initialOffset": "bottom""#)
        let track = try #require(run.timeline.list)
        #expect(track.frames.contains { $0.rowsCorrected > 0 })
        #expect(run.analysis.findings.contains { $0.glitch == .contentShift })
    }

    /// Rows inserted after the last row never move the rows on screen: every form of update,
    /// animated or not, at rest and during a fling.
    @Test(arguments: cases)
    func insertingAtTheEndNeverMovesVisibleRows(style: ListStyle, heights: String) throws {
        let times = [0.26, 0.5, 1.5, 2.3, 2.6, 5.0]
        for (batch, animated) in [("none", true), ("none", false), ("performBatchUpdates", true), ("beginEndUpdates", false)] {
            let actions = times.map { #"{"at": \#($0), "call": "insertRows", "rows": 7, "batch": "\#(batch)", "animated": \#(animated)}"# }
            let snapshot = #"{"at": 3.0, "call": "applySnapshot", "rows": 5, "animatingDifferences": \#(animated)}"#
            let run = try ListFixtures.run(
                rows: #"{"count": 30, "height": \#(heights), "estimate": 90, "style": "\#(style.rawValue)"}"#,
                actions: "[" + (actions + [snapshot]).joined(separator: ", ") + "]")
            let track = try #require(run.timeline.list)
            let updateFrames = Set(run.timeline.events.filter(\.isRowUpdate).map(\.frame))
            #expect(updateFrames.count == times.count + 1)
            for (position, sample) in run.timeline.samples.enumerated() where updateFrames.contains(sample.frame) {
                #expect(track.frames[position].causes.isDisjoint(with: [.rowsAbove]))
                #expect(abs(track.shift(atFrame: position)?.points ?? 0) == 0, "frame \(sample.frame), \(batch)")
            }
        }
    }

    /// A prepend compensated by its height (the app adds the content's growth to the offset
    /// after `layoutIfNeeded`) keeps the row being read within 0.5 pt, at rest and mid-fling;
    /// without the compensation it moves by the rows' height.
    @Test(arguments: cases)
    func compensatedPrependKeepsTheReadingRow(style: ListStyle, heights: String) throws {
        let times = [0.1, 0.3, 1.2, 3.5]
        for keeps in [true, false] {
            let actions = times.map {
                #"{"at": \#($0), "call": "insertRows", "place": "start", "rows": 6, "keepsPosition": \#(keeps), "animated": false}"#
            }
            let run = try ListFixtures.run(
                rows: #"{"count": 40, "height": \#(heights), "estimate": 70, "style": "\#(style.rawValue)"}"#,
                gestures: #"[{"at": 0.15, "distance": -400, "duration": 0.1}, {"at": 2.0, "distance": -300, "duration": 0.1}]"#,
                actions: "[" + actions.joined(separator: ", ") + "]")
            let track = try #require(run.timeline.list)
            let updates = run.timeline.events.filter(\.isRowUpdate)
            #expect(updates.count == times.count)
            for event in updates {
                let position = try #require(run.timeline.samples.firstIndex { $0.frame == event.frame })
                // The row being read before the update, followed to where it went.
                let moved = track.frames[position].readingShift?.points ?? 0
                if keeps {
                    #expect(abs(moved) <= 0.5, "\(style) at \(event.time): \(moved)")
                } else {
                    #expect(moved > 100, "\(style) at \(event.time): \(moved)")
                }
            }
            #expect(run.analysis.findings.contains { $0.glitch == .positionLost } == !keeps)
        }
    }

    /// Any sequence of updates keeps `contentSize.height` equal to the sum of the heights the
    /// layout believes, at every frame the screen shows and after every batch: 200 seeded random
    /// sequences of inserts, deletes, reloads, moves, section changes, snapshots and reloadData,
    /// each followed by some scrolling.
    @Test(arguments: 0..<200)
    func contentSizeIsTheSumOfBelievedHeights(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let style = ListStyle.allCases[seed % ListStyle.allCases.count]
        var content = ListContent()
        content.count = Int.random(in: 0...40, using: &random)
        content.heights = .random(min: 20, max: 200, seed: seed)
        content.estimate = .height(Double(Int.random(in: 0...150, using: &random)))
        content.style = style
        content.sections = max(1, min(content.count, Int.random(in: 1...3, using: &random)))
        content.sectionHeaderHeight = seed % 3 == 0 ? 28 : 0
        content.heightCache = style.isSwiftUI ? .none : [.none, .indexPath, .item][seed % 3]
        let harness = ScrollViewHarness(topInset: 91, contentHeight: 0)
        let rows = ScenarioRows(content, scrollView: harness.scrollView)
        let list = rows.list
        func checkLaw(_ when: String) {
            let believed = list.layout.believedHeights.reduce(0, +)
            #expect(abs(harness.scrollView.contentSize.height - believed) < 1e-9, "seed \(seed) \(when)")
        }
        list.layoutIfNeeded()
        checkLaw("at the first layout")
        let calls: [AppCallKind] = AppCallKind.rowUpdates + [.reloadData, .appendContent]
        for step in 0..<25 {
            let kind = calls.randomElement(using: &random)!
            var options: [String: OptionField.Value] = [
                "rows": .integer(Int.random(in: 1...8, using: &random)),
                "place": .choice(Bool.random(using: &random) ? "end" : "start"),
                "animated": .bool(Bool.random(using: &random)),
                "keepsPosition": .bool(Bool.random(using: &random)),
                "batch": .choice(UpdateForm.allCases.randomElement(using: &random)!.rawValue),
                "from": .integer(Int.random(in: 0...10, using: &random)), "to": .integer(Int.random(in: 0...10, using: &random)),
                "row": .integer(Int.random(in: 0...10, using: &random)),
                "animatingDifferences": .bool(Bool.random(using: &random)),
                "system": .choice(Bool.random(using: &random) ? "ios15" : "ios14"),
            ]
            if kind == .reloadData || kind == .appendContent { options["rows"] = .integer(Int.random(in: 0...5, using: &random)) }
            if kind == .appendContent { options["rows"] = .integer(Int.random(in: 1...5, using: &random)) }
            let call = AppCall(kind, options: options.filter { key, _ in kind.options.contains { $0.key == key } })
            kind.perform(
                AppCallKind.Context(scrollView: harness.scrollView, strategy: nil, footer: nil, rowHeight: 44, rows: rows), call.options)
            checkLaw("after \(kind.name) (step \(step))")
            harness.fling(velocity: Double.random(in: -3000...3000, using: &random))
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                harness.step()
                list.layoutIfNeeded()
                checkLaw("at a frame after \(kind.name) (step \(step))")
            }
        }
    }
}

extension TimelineEvent {
    /// A batch of row updates or a snapshot (not a reload).
    var isRowUpdate: Bool {
        if case let .listUpdate(update) = kind { return update.kind != .reloadData }
        return false
    }
}
