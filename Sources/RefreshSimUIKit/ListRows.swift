import Foundation
import RefreshSim

/// What a `UITableView` or `UICollectionView` answers the engine's list with: its data source's
/// counts and cells, its delegate's heights and display callbacks, its prefetching data source.
@preconcurrency @MainActor
protocol ListRowsOwner: AnyObject {
    func sourceSectionCount() -> Int
    func sourceRowCount(inSection section: Int) -> Int
    /// The delegate's height, or nil for a self-sizing row (UIKit's `automaticDimension`).
    func fixedHeight(at indexPath: IndexPath) -> Double?
    /// The delegate's estimate, or the view's; nil when there is none (estimation off).
    func estimatedHeight(at indexPath: IndexPath) -> Double?
    /// A diffable data source's item, as a number that follows it across updates.
    func identity(at indexPath: IndexPath) -> Int?
    func cell(at indexPath: IndexPath) -> UIView
    func willDisplay(_ cell: UIView, at indexPath: IndexPath)
    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
    func prefetch(_ indexPaths: [IndexPath])
    func cancelPrefetching(_ indexPaths: [IndexPath])
    /// A cell no longer shown, back in the reuse pool.
    func enqueue(_ cell: UIView)
    /// Space the layout keeps between successive rows of a section (a flow layout's line spacing).
    func lineSpacing(inSection section: Int) -> Double
    /// The space above a section's first row (its header, a flow layout's top inset); nil: none.
    func headerHeight(inSection section: Int) -> Double?
    /// The space below a section's last row (its footer, a flow layout's bottom inset); nil: none.
    func footerHeight(inSection section: Int) -> Double?
    /// A header's or footer's estimate, believed until it is laid out; nil: none.
    func estimatedHeaderHeight(inSection section: Int) -> Double?
    func estimatedFooterHeight(inSection section: Int) -> Double?
}

extension ListRowsOwner {
    func estimatedHeaderHeight(inSection section: Int) -> Double? { nil }
    func estimatedFooterHeight(inSection section: Int) -> Double? { nil }
}

/// The engine's list (`ListView`) behind a table or collection view, when the scenario's content
/// is rows (`content.rows`): the view's data source supplies the rows, and the list lays them out,
/// corrects estimates, keeps or moves the offset and calls back in UIKit's order, which this
/// relays to the view's data source and delegate with its cells.
///
/// A self-sizing row (no fixed height from the delegate or the view) measures what the scenario's
/// rows say the row with that identity measures (`content.rows.heights`): what an Auto Layout cell
/// would measure on a phone is the scenario's to say, not the stand-in's.
final class ListRows: ListDataSource {
    unowned let owner: any ListRowsOwner
    let list: ListView
    /// What self-sizing rows measure, by identity.
    let heights: RowHeights
    /// What a self-sizing section header or footer measures (`content.rows.sectionHeaderHeight`,
    /// `sectionFooterHeight`; 0: not said).
    let sectionHeaderHeight: Double
    let sectionFooterHeight: Double
    /// The cells on screen, by the row's identity.
    private var cells: [Int: UIView] = [:]
    private var observation: KeyValueObservation?

    /// Takes over `scrollView`'s list, if the scenario's content is rows. A list whose style is
    /// not the view's (a table's rows given `style: flow`) keeps the scenario's style, which
    /// decides what a correction above the viewport does: the run reports it.
    init?(owner: any ListRowsOwner, scrollView: ScrollView, collectionView: Bool = false) {
        guard let list = scrollView.list, let scenario = list.dataSource as? ScenarioRows else { return nil }
        if list.style.isSwiftUI || list.style.isCollectionView != collectionView {
            let view = collectionView ? "a UICollectionView (flow or compositionalList)" : "a UITableView (table)"
            UIKitEnvironment.current?.notSimulatedOnce(
                .layoutNotSimulated(
                    "content.rows.style \(list.style.rawValue) is laid out by \(view) in this code: its corrections follow the scenario's style"
                ))
        }
        self.owner = owner
        self.list = list
        heights = scenario.content.heights
        sectionHeaderHeight = scenario.content.sectionHeaderHeight
        sectionFooterHeight = scenario.content.sectionFooterHeight
        scenario.handOver(to: self)
        observation = list.observe { [unowned self] callback in onMainActor((self, callback)) { $0.heard($1) } }
    }

    @MainActor private func heard(_ callback: ListCallback) {
        switch callback {
        case let .cellForRow(path):
            guard let identity = identity(of: path) else { return }
            cells[identity] = owner.cell(at: IndexPath(path))
        case let .willDisplay(path):
            guard let identity = identity(of: path), let cell = cells[identity] else { return }
            // Laid out and measured: UIKit sets the cell's frame before `willDisplay`.
            if let frame = rect(ofRowAt: IndexPath(path)) { cell.frame = frame }
            owner.willDisplay(cell, at: IndexPath(path))
        case let .didEndDisplaying(path):
            guard let identity = identity(of: path), let cell = cells.removeValue(forKey: identity) else { return }
            owner.didEndDisplaying(cell, at: IndexPath(path))
            owner.enqueue(cell)
        case let .prefetch(paths):
            owner.prefetch(paths.map(IndexPath.init))
        case let .cancelPrefetching(paths):
            owner.cancelPrefetching(paths.map(IndexPath.init))
        }
    }

    private func identity(of path: RowPath) -> Int? {
        let layout = list.layout  // one copy of it at -Onone, not two (ListRows+Geometry says why)
        guard let element = layout.element(at: path) else { return nil }
        return layout.identity(ofElement: element)
    }

    /// The cell shown for the row at `path`, if it is on screen, its frame where the row now is.
    @MainActor func cell(at path: RowPath) -> UIView? {
        guard let cell = identity(of: path).flatMap({ cells[$0] }) else { return nil }
        if let frame = rect(ofRowAt: IndexPath(path)), cell.frame != frame { cell.frame = frame }
        return cell
    }

    // MARK: ListDataSource

    func numberOfSections(in list: ListView) -> Int { onMainActor(owner) { $0.sourceSectionCount() } }

    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        onMainActor((owner, section)) { $0.sourceRowCount(inSection: $1) }
    }

    func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double {
        if let fixed = onMainActor((owner, path)) { $0.fixedHeight(at: IndexPath($1)) } { return fixed }
        let item = onMainActor((owner, path)) { $0.identity(at: IndexPath($1)) } ?? identity(of: path) ?? path.row
        return heights.height(ofItem: item)
    }

    func listView(_ list: ListView, estimatedHeightForRowAt path: RowPath) -> Double? {
        onMainActor((owner, path)) { $0.estimatedHeight(at: IndexPath($1)) }
    }

    func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? {
        onMainActor((owner, path)) { $0.identity(at: IndexPath($1)) }
    }

    func listView(_ list: ListView, heightForHeaderInSection section: Int) -> Double? {
        onMainActor((owner, section)) { $0.headerHeight(inSection: $1) }
    }

    func listView(_ list: ListView, heightForFooterInSection section: Int) -> Double? {
        onMainActor((owner, section)) { $0.footerHeight(inSection: $1) }
    }

    func listView(_ list: ListView, estimatedHeightForHeaderInSection section: Int) -> Double? {
        onMainActor((owner, section)) { $0.estimatedHeaderHeight(inSection: $1) }
    }

    func listView(_ list: ListView, estimatedHeightForFooterInSection section: Int) -> Double? {
        onMainActor((owner, section)) { $0.estimatedFooterHeight(inSection: $1) }
    }

    func listView(_ list: ListView, lineSpacingInSection section: Int) -> Double {
        onMainActor((owner, section)) { $0.lineSpacing(inSection: $1) }
    }
}

extension ListRows {
    /// `performBatchUpdates(_:completion:)` of a table or collection view on `list`: the completion
    /// runs on the main queue when the animations end. Without a list (content of one height) the
    /// updates run and the completion follows at once.
    @MainActor static func performBatchUpdates(on list: ListView?, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard let list else {
            updates?()
            completion?(true)
            return
        }
        let done = completion.map { completion in { (finished: Bool) in onMainActor(finished) { completion($0) } } }
        list.performBatchUpdates({ updates?() }, animated: UIView.animatesListUpdates, completion: done)
    }
}

extension UIView {
    /// Whether a list update made now animates: false inside `UIView.performWithoutAnimation`.
    static var animatesListUpdates: Bool {
        UIKitEnvironment.current.map { $0.viewAnimations.last.map { $0 != nil } ?? true } ?? true
    }
}

extension IndexPath {
    init(_ path: RowPath) { self.init(indexes: [path.section, path.row]) }

    var rowPath: RowPath { RowPath(section: count > 0 ? self[0] : 0, row: count > 1 ? self[1] : 0) }
}

/// UIKit's sentinel for "measure the row" (`rowHeight`, `heightForRowAt`) and "the table picks
/// one" (`estimatedRowHeight`). Negative, so no real height is mistaken for it.
let automaticDimensionValue: CGFloat = -1

/// What the table estimates a row at when the app leaves `estimatedRowHeight` automatic: UIKit's
/// figure is not documented; 44 pt, the default row's height, as the engine's scenarios assume.
let automaticEstimate = 44.0
