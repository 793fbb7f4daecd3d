import Testing
@testable import RefreshSim

/// `rowsAbove` (and so `positionLost`) is an update that moved the reading row, the first row at
/// or below the top of the screen: rows that come or go below it leave it still, and the rows
/// after such an update's change move with it, which is not a shift (`contentShift` judges what
/// else moved them).
struct ListReadingPositionTests {
    final class Items: ListDataSource {
        var items: [Int]
        var heights: [Int: Double] = [:]
        init(_ items: [Int]) { self.items = items }
        func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int { items.count }
        func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double { heights[items[path.row]] ?? 100 }
        func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? { items[path.row] }
    }

    private struct Fixture {
        let harness = ScrollViewHarness(viewport: 600, contentHeight: 0)
        let list: ListView
        let items = Items(Array(0..<20))
        var track = ListTrack(style: .lazyVStack, correction: .none)

        init(offset: Double) {
            list = ListView(scrollView: harness.scrollView, style: .lazyVStack, estimatedRowHeight: 100)
            list.dataSource = items
            list.layoutIfNeeded()
            harness.scrollView.contentOffset = Point(y: offset)
            list.layoutIfNeeded()
            list.record(into: &track)
        }

        /// Inserts items at `row`, lays out and records a frame: that frame.
        mutating func insert(_ new: [Int], at row: Int) -> ListFrame {
            items.items.insert(contentsOf: new, at: row)
            list.insertRows(at: (row..<row + new.count).map { RowPath(row: $0) }, animated: false)
            list.layoutIfNeeded()
            list.record(into: &track)
            return track.frames[track.frames.count - 1]
        }
    }

    /// At the top, rows 0–5 on screen; two rows inserted at row 3 push rows 3–5 down 200 pt, not
    /// an update above the reading row (row 0), and no shift.
    @Test func anInsertBelowTheReadingRowIsNotAboveAndNotAShift() {
        var fixture = Fixture(offset: 0)
        let frame = fixture.insert([100, 101], at: 3)
        #expect(!frame.causes.contains(.rowsAbove))
        #expect(frame.shift == nil)
    }

    /// Inserted rows measured in the same frame (estimated at 100, 130 tall) move the rows after
    /// them again: still the update showing.
    @Test func insertedRowsMeasuredInTheSameFrameAreStillTheUpdate() {
        var fixture = Fixture(offset: 0)
        fixture.items.heights = [100: 130, 101: 130]
        let frame = fixture.insert([100, 101], at: 3)
        #expect(frame.rowsCorrected == 2)
        #expect(!frame.causes.contains(.rowsAbove))
        #expect(frame.shift == nil)
    }

    /// Scrolled to 250: row 2 is partly under the top edge, row 3 (at 300) is the reading row.
    /// A row inserted between them moves it: above, and a 100 pt shift for `positionLost`.
    @Test func anInsertJustAboveTheReadingRowIsAbove() {
        var fixture = Fixture(offset: 250)
        let frame = fixture.insert([100], at: 3)
        #expect(frame.causes.contains(.rowsAbove))
        #expect(frame.readingShift?.identity == 3)
        #expect(frame.readingShift?.points == 100)
    }

    /// Scrolled to 250, a row inserted at row 5 (below the reading row 3) is not above.
    @Test func anInsertBelowTheReadingRowWhenScrolledIsNotAbove() {
        var fixture = Fixture(offset: 250)
        let frame = fixture.insert([100], at: 5)
        #expect(!frame.causes.contains(.rowsAbove))
        #expect(frame.shift == nil)
    }

    /// A prepend above the screen is above, as before.
    @Test func aPrependIsAbove() {
        var fixture = Fixture(offset: 250)
        let frame = fixture.insert([100, 101], at: 0)
        #expect(frame.causes.contains(.rowsAbove))
        #expect(frame.shift?.points == 200)
    }
}
