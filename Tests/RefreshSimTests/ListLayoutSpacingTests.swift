import Testing

@testable import RefreshSim

/// Line spacing between rows (a flow layout's `minimumLineSpacing`): between successive rows of a
/// section, never above its first or below its last, whatever updates move which row is first or
/// last. Apple: the spacing "is not applied to the space between the header and the first line or
/// between the last line and the footer" (UICollectionViewFlowLayout.minimumLineSpacing).
struct ListLayoutSpacingTests {
    static func rows(_ heights: [Double], from identity: Int = 0) -> [(identity: Int, height: Double, measured: Bool)] {
        heights.enumerated().map { (identity + $0, $1, false) }
    }

    /// UIKit's one-column flow, section by section: header + Σ heights + (n − 1) × spacing + footer.
    static func flowHeight(_ layout: ListLayout, spacing: Double) -> Double {
        (0..<layout.numberOfSections).reduce(0.0) { sum, section in
            let elements = layout.elements(inSection: section)!
            let heights = elements.reduce(0.0) { $0 + layout.height(ofElement: $1) }
            return sum + heights + spacing * Double(max(0, layout.numberOfRows(inSection: section) - 1))
        }
    }

    /// Every element starts where the one before it ends, plus the spacing between two rows.
    static func expectContiguous(_ layout: ListLayout, spacing: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        var bottom = 0.0
        for index in 0..<layout.elementCount {
            let between: Bool =
                if case let .row(path) = layout.kind(ofElement: index) { path.row > 0 } else { false }
            #expect(layout.top(ofElement: index) == bottom + (between ? spacing : 0), "element \(index)", sourceLocation: sourceLocation)
            bottom = layout.top(ofElement: index) + layout.height(ofElement: index)
        }
        #expect(layout.contentHeight == bottom, sourceLocation: sourceLocation)
        #expect(layout.contentHeight == flowHeight(layout, spacing: spacing), sourceLocation: sourceLocation)
        #expect(layout.believedHeights.reduce(0, +) == layout.contentHeight, sourceLocation: sourceLocation)
    }

    @Test func spacingGoesBetweenRowsNotAfterTheLast() {
        var layout = ListLayout(scale: 3)
        layout.reload([.init(rows: Self.rows([100, 50, 80]), header: 30, footer: 20, spacing: 10)])
        #expect(layout.contentHeight == 300)  // 30 + 100 + 10 + 50 + 10 + 80 + 20
        #expect(layout.top(ofElement: 1) == 30 && layout.top(ofElement: 2) == 140 && layout.height(ofElement: 2) == 50)
        #expect(layout.spacing(above: 1) == 0 && layout.spacing(above: 2) == 10 && layout.spacing(above: 4) == 0)
        Self.expectContiguous(layout, spacing: 10)
    }

    /// Rows inserted before the first, the first deleted, a row measured, a section inserted or
    /// deleted: the spacing stays between rows.
    @Test func updatesKeepTheSpacingBetweenRows() {
        var layout = ListLayout(scale: 3)
        layout.reload([.init(rows: Self.rows([100, 50, 80]), spacing: 10), .init(rows: [], header: 24, spacing: 10)])
        layout.insertRows(Self.rows([40, 60], from: 10), section: 0, at: 0)
        Self.expectContiguous(layout, spacing: 10)
        #expect(layout.contentHeight == 394)  // 40 + 60 + 100 + 50 + 80, 4 spacings, the header
        layout.deleteRows(section: 0, at: 0, count: 3)
        Self.expectContiguous(layout, spacing: 10)
        #expect(layout.contentHeight == 164)  // 50 + 10 + 80, the header
        layout.insertRows(Self.rows([70], from: 20), section: 1, at: 0)
        layout.insertRows(Self.rows([30], from: 21), section: 1, at: 1)
        Self.expectContiguous(layout, spacing: 10)
        let delta = layout.measure(layout.element(at: RowPath(section: 0, row: 1))!, height: 90)
        #expect(delta == 10)
        layout.invalidate(layout.element(at: RowPath(section: 1, row: 1))!, estimate: 44)
        Self.expectContiguous(layout, spacing: 10)
        layout.insertSections([.init(rows: Self.rows([10, 20], from: 30), spacing: 10)], at: 0)
        layout.deleteSections(2..<3)
        Self.expectContiguous(layout, spacing: 10)
        layout.deleteRows(section: 1, at: 0, count: 2)
        Self.expectContiguous(layout, spacing: 10)
        #expect(layout.contentHeight == 40)  // 10 + 10 + 20
    }
}
