import Testing
@testable import RefreshSim

/// A shown row that an update deletes ends (`didEndDisplaying`, its place before the update), as
/// UIKit tells the delegate of a cell removed from the table; the same item inserted again is
/// shown again (`willDisplay`). Rows only moved do not end.
struct ListDeletionLifecycleTests {
    final class Items: ListDataSource {
        var items: [Int]
        init(_ items: [Int]) { self.items = items }
        func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { items.count }
        func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double { 100 }
        func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? { items[path.row] }
    }

    final class Recorder {
        var calls: [ListCallback] = []
        var token: KeyValueObservation?
    }

    private func make(_ style: ListStyle) -> (ScrollViewHarness, ListView, Items, Recorder) {
        let harness = ScrollViewHarness(viewport: 600, contentHeight: 0)
        let list = ListView(scrollView: harness.scrollView, style: style, estimatedRowHeight: 100)
        let items = Items(Array(0..<20))
        list.dataSource = items
        let recorder = Recorder()
        recorder.token = list.observe { recorder.calls.append($0) }
        list.layoutIfNeeded()
        recorder.calls = []
        return (harness, list, items, recorder)
    }

    @Test(arguments: [(ListStyle.table, false), (.table, true), (.flow, false), (.flow, true)])
    func aDeletedRowOnScreenEndsAndItsItemInsertedAgainIsShownAgain(style: ListStyle, animated: Bool) {
        let (harness, list, items, recorder) = make(style)
        defer { withExtendedLifetime(harness) {} }
        items.items.remove(at: 2)
        list.deleteRows(at: [RowPath(row: 2)], animated: animated)
        #expect(recorder.calls == [.didEndDisplaying(RowPath(row: 2))])
        recorder.calls = []
        settle(harness, list)
        // Rows 3–5 moved up a place; item 6, now row 5, came on screen (a collection view's once
        // the animation ended).
        #expect(recorder.calls == [.cellForRow(RowPath(row: 5)), .willDisplay(RowPath(row: 5))])
        #expect(list.visibleRows == (0...5).map { RowPath(row: $0) })
        recorder.calls = []
        items.items.insert(2, at: 2)
        list.insertRows(at: [RowPath(row: 2)], animated: animated)
        settle(harness, list)
        // Item 2 is shown again: configured and displayed, and the row it pushed off ends.
        #expect(
            recorder.calls == [.cellForRow(RowPath(row: 2)), .willDisplay(RowPath(row: 2)), .didEndDisplaying(RowPath(row: 6))]
                || recorder.calls == [.didEndDisplaying(RowPath(row: 6)), .cellForRow(RowPath(row: 2)), .willDisplay(RowPath(row: 2))])
    }

    @Test func aDeletedSectionsShownRowsEndAndMovedRowsDoNot() {
        let (harness, list, items, recorder) = make(.table)
        defer { withExtendedLifetime(harness) {} }
        items.items.swapAt(1, 3)
        list.performBatchUpdates { list.moveRow(at: RowPath(row: 1), to: RowPath(row: 3)) }
        #expect(!recorder.calls.contains { if case .didEndDisplaying = $0 { true } else { false } })
        items.items.removeAll()
        list.deleteSections([0], animated: false)
        #expect(recorder.calls == (0..<6).map { ListCallback.didEndDisplaying(RowPath(row: $0)) })
    }

    /// Half a second of frames, past any row animation.
    private func settle(_ harness: ScrollViewHarness, _ list: ListView) {
        for _ in 0..<30 {
            harness.step()
            list.layoutIfNeeded()
        }
    }
}
