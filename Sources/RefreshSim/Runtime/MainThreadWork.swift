/// The app's own main-thread work (`Scenario.mainThread`), charged to the simulated main thread
/// when it happens: a reload when the app calls `reloadData` or a load completes, parsing in a
/// load's completion, configuring each row a frame brings into view, and each frame's layout.
final class MainThreadWork {
    private let costs: MainThreadCosts
    private let rowHeight: Double
    private let viewportHeight: Double
    private unowned let runtime: Runtime
    private unowned let scrollView: ScrollView
    /// Rows the table had at its last reload: an `insertRows` reload lays out only the rest.
    @exclusivity(unchecked) private var rowsAtLastReload: Int
    /// Rows on screen at the last commit.
    @exclusivity(unchecked) private var visibleRows: Range<Int> = 0..<0
    @exclusivity(unchecked) private var isFirstCommit = true
    /// False when a list (`ListView`) charges the cells, reloads and updates itself.
    private let countsRows: Bool

    init(
        costs: MainThreadCosts, rowHeight: Double, viewportHeight: Double, runtime: Runtime, scrollView: ScrollView,
        countsRows: Bool = true
    ) {
        self.countsRows = countsRows
        self.costs = costs
        self.rowHeight = rowHeight
        self.viewportHeight = viewportHeight
        self.runtime = runtime
        self.scrollView = scrollView
        rowsAtLastReload = 0
        rowsAtLastReload = rows
    }

    /// Rows in the table: its content height over the row height, a last partial row counted.
    private var rows: Int {
        let count = (scrollView.contentSize.height / rowHeight).rounded(.up)
        return count.isFinite ? Int(max(0, count)) : 0
    }

    /// The app's `reloadData()` call: every row laid out again.
    func reloadData() {
        let rows = self.rows
        runtime.spendMainThread(milliseconds: costs.reloadDataMs + costs.reloadDataRowMs * Double(rows))
        rowsAtLastReload = rows
    }

    /// A load's result reached the app: its completion handler parses on the main thread, then
    /// (on the queue's next turn, once the loader has added its rows) the table reloads.
    func loadReturned() {
        runtime.spendMainThread(milliseconds: costs.loadMs)
        guard countsRows else { return }
        runtime.main.async { [self] in
            let rows = self.rows
            let laidOut = costs.reload == .allRows ? rows : max(0, rows - rowsAtLastReload)
            runtime.spendMainThread(milliseconds: costs.reloadDataMs + costs.reloadDataRowMs * Double(laidOut))
            rowsAtLastReload = rows
        }
    }

    /// A frame's commit at content offset `offset`: its layout, and a cell for each row that came
    /// into view since the last commit.
    func commit(offset: Double) {
        guard countsRows else {
            runtime.spendMainThread(milliseconds: costs.frameMs)
            return
        }
        let shown = rowsVisible(at: offset)
        // The first screen's cells are made before it first appears (viewDidLoad's layout).
        let revealed = isFirstCommit ? 0 : shown.count - shown.clamped(to: visibleRows).count
        isFirstCommit = false
        visibleRows = shown
        runtime.spendMainThread(milliseconds: costs.frameMs + costs.cellMs * Double(revealed))
    }

    /// The rows that intersect the viewport when its top is at `offset` in content coordinates.
    private func rowsVisible(at offset: Double) -> Range<Int> {
        let top = max(0, offset)
        let bottom = min(scrollView.contentSize.height, offset + viewportHeight)
        guard bottom > top else { return 0..<0 }
        let first = Int((top / rowHeight).rounded(.down))
        let last = Int((bottom / rowHeight).rounded(.up))
        return first..<max(first, last)
    }
}
