import Testing
@testable import RefreshSim

/// Cells in UIKit's order: `cellForRow` then `willDisplay` for each row entering, top to bottom;
/// `didEndDisplaying` for each leaving; a reload ends and shows again; prefetching ahead.
struct ListLifecycleTests {
    final class Recorder {
        var calls: [ListCallback] = []
        var token: KeyValueObservation?
    }

    private func make(
        style: ListStyle = .table, count: Int = 60, heights: RowHeights = .fixed(100), estimate: Double = 100,
        prefetching: Bool = false
    ) -> (ScrollViewHarness, ScenarioRows, Recorder) {
        var content = ListContent()
        content.count = count
        content.heights = heights
        content.estimate = .height(estimate)
        content.style = style
        let harness = ScrollViewHarness(viewport: 600, contentHeight: 0)
        let rows = ScenarioRows(content, scrollView: harness.scrollView)
        rows.list.isPrefetchingEnabled = prefetching
        let recorder = Recorder()
        recorder.token = rows.list.observe { recorder.calls.append($0) }
        rows.list.layoutIfNeeded()
        return (harness, rows, recorder)
    }

    private func scroll(_ harness: ScrollViewHarness, _ list: ListView, by points: Double, frames: Int = 30) {
        let start = harness.scrollView.contentOffset.y
        for frame in 1...frames {
            harness.scrollView.contentOffset = Point(y: start + points * Double(frame) / Double(frames))
            list.layoutIfNeeded()
        }
    }

    @Test func theFirstScreenThenEachRowAsItEnters() {
        let (harness, rows, recorder) = make()
        // 600 pt of 100 pt rows: rows 0–5, each configured then displayed, in order.
        #expect(recorder.calls == (0..<6).flatMap { [ListCallback.cellForRow(RowPath(row: $0)), .willDisplay(RowPath(row: $0))] })
        recorder.calls = []
        scroll(harness, rows.list, by: 250)
        // Row 6 enters as soon as the offset leaves 0; row 0 ends at 100, row 7 enters just after.
        #expect(
            recorder.calls == [
                .cellForRow(RowPath(row: 6)), .willDisplay(RowPath(row: 6)), .didEndDisplaying(RowPath(row: 0)),
                .cellForRow(RowPath(row: 7)), .willDisplay(RowPath(row: 7)), .didEndDisplaying(RowPath(row: 1)),
                .cellForRow(RowPath(row: 8)), .willDisplay(RowPath(row: 8)),
            ])
        #expect(rows.list.visibleRows == (2...8).map { RowPath(row: $0) })
    }

    @Test func everyRowOnScreenIsDisplayedOnceAndOnlyThose() {
        let (harness, rows, recorder) = make(heights: .random(min: 30, max: 220, seed: 4), estimate: 90)
        var shown: Set<RowPath> = []
        var consumed = 0
        harness.fling(velocity: 4000)
        for _ in 0..<200 {
            harness.step()
            rows.list.layoutIfNeeded()
            for call in recorder.calls[consumed...] {
                switch call {
                case let .willDisplay(path): #expect(shown.insert(path).inserted, "\(path) displayed twice")
                case let .didEndDisplaying(path): #expect(shown.remove(path) != nil, "\(path) ended without being displayed")
                default: break
                }
            }
            consumed = recorder.calls.count
            let layout = rows.list.layout
            let top = harness.scrollView.contentOffset.y
            let onScreen = Set(layout.elements(intersecting: top, top + 600).compactMap(layout.rowPath(ofElement:)))
            #expect(shown == onScreen)
        }
    }

    /// `reloadData` ends every displayed row and shows it again at the next pass: `willDisplay`
    /// runs again for rows the user already saw (why a `willDisplay` trigger fires on a reload).
    @Test func aReloadDisplaysTheVisibleRowsAgain() {
        let (harness, rows, recorder) = make()
        defer { withExtendedLifetime(harness) {} }
        recorder.calls = []
        rows.list.reloadData()
        #expect(recorder.calls == (0..<6).map { .didEndDisplaying(RowPath(row: $0)) })
        recorder.calls = []
        rows.list.layoutIfNeeded()
        #expect(recorder.calls == (0..<6).flatMap { [ListCallback.cellForRow(RowPath(row: $0)), .willDisplay(RowPath(row: $0))] })
    }

    /// One screen ahead in the direction of travel, nearest first, never a row on screen; a
    /// turn back cancels what was asked for and not shown.
    @Test func prefetchingLooksAScreenAhead() {
        let (harness, rows, recorder) = make(prefetching: true)
        // At launch: rows 6–11 (600–1200 pt), below the first screen.
        #expect(recorder.calls.contains(.prefetch((6...11).map { RowPath(row: $0) })))
        recorder.calls = []
        scroll(harness, rows.list, by: 120, frames: 1)
        // The screen now shows 120–720: rows 6 and 7 are on it; the window is 720–1320, so 12
        // and 13 are new in it.
        #expect(recorder.calls.contains(.prefetch([RowPath(row: 12), RowPath(row: 13)])))
        #expect(!recorder.calls.contains { if case let .prefetch(paths) = $0 { paths.contains(RowPath(row: 6)) } else { false } })
        recorder.calls = []
        scroll(harness, rows.list, by: -60, frames: 1)
        // Turning back: the window is now above the screen; rows 8–13, asked for and never shown, are cancelled.
        #expect(recorder.calls.contains(.cancelPrefetching((8...13).map { RowPath(row: $0) })))
    }

    /// SwiftUI's LazyVStack realises rows half a screen beyond each edge (the model's choice):
    /// `.onAppear` runs for rows below the screen before they show; List's only as they show.
    @Test func aLazyStackRealisesAheadOfTheScreen() {
        let (_, _, lazy) = make(style: .lazyVStack)
        let appeared = lazy.calls.compactMap { if case let .willDisplay(path) = $0 { path.row } else { nil } }
        #expect(appeared == Array(0...8))  // 0–900 pt: the screen and half a screen below it
        let (_, _, list) = make(style: .swiftUIList)
        #expect(list.calls.compactMap { if case let .willDisplay(path) = $0 { path.row } else { nil } } == Array(0...5))
    }
}
