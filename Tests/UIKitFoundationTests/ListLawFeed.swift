import Foundation
import RefreshSimStrategies
@testable import RefreshSim
@testable import UIKit

/// Which of UIKit's lists a law case runs through, with the scenario's `content.rows.style`.
enum LawView: String, CaseIterable, Sendable {
    case table
    case flow
    case compositionalList
}

/// Where a law case's row heights come from: the scenario's rows measured by self-sizing cells (a
/// number, a seeded spread, a repeating list), or the app's own code (`heightForRowAt`, the
/// flow layout delegate's `sizeForItemAt`).
enum LawHeights: String, CaseIterable, Sendable {
    case uniform
    case spread
    case repeating
    case appCode

    var json: String {
        switch self {
        case .uniform, .appCode: "44"
        case .spread: #"{"min": 40, "max": 160, "seed": 11}"#
        case .repeating: "[60, 120, 44, 200]"
        }
    }

    /// The app's own height for an item (`appCode`).
    static func appHeight(ofItem item: Int) -> CGFloat { CGFloat(40 + ((item * 37) % 121 + 121) % 121) }
}

/// How the app tells the list what changed: UIKit's update APIs.
enum LawForm: String, CaseIterable, Sendable {
    case reloadData
    /// One call per change (`insertRows(at:with:)`, `insertItems(at:)`…), animated.
    case animated
    /// The same inside `UIView.performWithoutAnimation`.
    case withoutAnimation
    /// `performBatchUpdates(_:completion:)`.
    case performBatchUpdates
    /// `beginUpdates()`/`endUpdates()` (tables only).
    case beginEndUpdates
    /// A diffable data source's `apply(_:animatingDifferences: true)`.
    case applyAnimated
    case applyWithoutAnimation
    case applyUsingReloadData

    var isDiffable: Bool { rawValue.hasPrefix("apply") }
    var animates: Bool { self == .animated || self == .performBatchUpdates || self == .beginEndUpdates || self == .applyAnimated }

    func runs(on view: LawView) -> Bool { self != .beginEndUpdates || view == .table }
}

/// A list feed as apps write them, over a table or a collection view (flow or list layout), with
/// a classic or a diffable data source: its model is `sections` of item numbers, and `change`
/// changes the model and tells the view through the form under test. Each cell's `tag` is the
/// item it shows, so a law checker can hold what the view shows to the model.
final class LawFeed: UIViewController, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    let kind: LawView
    let heights: LawHeights
    let form: LawForm
    /// The estimate the app gives (`estimatedRowHeight`, `estimatedItemSize`).
    let estimate: CGFloat
    var sections: [[Int]]
    private var nextItem: Int
    private var nextPrepended = -1
    private(set) var table: UITableView?
    private(set) var collection: UICollectionView?
    private var tableSource: UITableViewDiffableDataSource<Int, Int>?
    private var collectionSource: UICollectionViewDiffableDataSource<Int, Int>?
    /// Batches whose completion ran, with the time each ran.
    private(set) var completions: [Double] = []
    var now: () -> Double = { 0 }

    init(kind: LawView, heights: LawHeights, form: LawForm, estimate: CGFloat, sections: [[Int]]) {
        self.kind = kind
        self.heights = heights
        self.form = form
        self.estimate = estimate
        self.sections = sections
        nextItem = (sections.flatMap { $0 }.max() ?? -1) + 1
        sectionNames = Array(sections.indices)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    var scrollView: UIScrollView { table ?? collection! }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch kind {
        case .table:
            let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
            table.estimatedRowHeight = estimate
            // Several sections have 28 pt headers, believed at 20 until laid out.
            if sections.count > 1 { table.estimatedSectionHeaderHeight = 20 }
            table.sectionHeaderTopPadding = 0
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            table.delegate = self
            view.addSubview(table)
            self.table = table
            if form.isDiffable {
                tableSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
                    let cell = table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                    cell.tag = item
                    return cell
                }
            } else {
                table.dataSource = self
            }
        case .flow, .compositionalList:
            let layout: UICollectionViewLayout
            if kind == .flow {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: UIScreen.main.bounds.width, height: 50)
                if heights != .appCode { flow.estimatedItemSize = CGSize(width: UIScreen.main.bounds.width, height: estimate) }
                layout = flow
            } else {
                layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            }
            let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
            collection.delegate = self
            view.addSubview(collection)
            self.collection = collection
            if form.isDiffable {
                collectionSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, item in
                    let cell = collection.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
                    cell.tag = item
                    return cell
                }
            } else {
                collection.dataSource = self
            }
        }
        if form.isDiffable { applySnapshot(animated: false) }
    }

    // MARK: Data source and delegate

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard heights == .appCode, let item = item(at: indexPath) else { return UITableView.automaticDimension }
        return LawHeights.appHeight(ofItem: item)
    }

    /// With the app's own heights, the estimate is the height: every estimate is exact.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard heights == .appCode, let item = item(at: indexPath) else { return estimate }
        return LawHeights.appHeight(ofItem: item)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { sections.count > 1 ? 28 : 0 }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: item(at: indexPath).map(LawHeights.appHeight(ofItem:)) ?? 50)
    }

    /// The item the app's model (diffable: its snapshot) has at `indexPath`.
    func item(at indexPath: IndexPath) -> Int? {
        if let tableSource { return tableSource.itemIdentifier(for: indexPath) }
        if let collectionSource { return collectionSource.itemIdentifier(for: indexPath) }
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section][indexPath.row]
    }

    // MARK: Changes

    /// One change to the model, in UIKit's batch terms: rows deleted and reloaded at their old
    /// places, rows inserted at their new ones, sections likewise.
    struct Change {
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        var reloaded: [IndexPath] = []
        var moved: (from: IndexPath, to: IndexPath)?
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var reloadedSections: [Int] = []

        var parts: Int {
            [
                !deleted.isEmpty, !inserted.isEmpty, !reloaded.isEmpty, moved != nil, !deletedSections.isEmpty, !insertedSections.isEmpty,
                !reloadedSections.isEmpty,
            ].filter { $0 }.count
        }
    }

    /// New item numbers: after every item so far, or (a prepend) before every one.
    func newItems(_ count: Int, prepended: Bool = false) -> [Int] {
        if prepended {
            defer { nextPrepended -= count }
            return (0..<count).map { nextPrepended - (count - 1) + $0 }
        }
        defer { nextItem += count }
        return (0..<count).map { nextItem + $0 }
    }

    /// `count` new rows after the last (or, `prepended`, before the first).
    func append(_ count: Int, prepended: Bool = false) {
        let section = prepended ? 0 : sections.count - 1
        let first = prepended ? 0 : sections[section].count
        sections[section].insert(contentsOf: newItems(count, prepended: prepended), at: first)
        tell(Change(inserted: (first..<(first + count)).map { IndexPath(row: $0, section: section) }))
    }

    /// Tells the view what changed in the model (already changed) through the feed's form.
    func tell(_ change: Change) {
        switch form {
        case .reloadData:
            table?.reloadData()
            collection?.reloadData()
        case .animated: calls(change)
        case .withoutAnimation: UIView.performWithoutAnimation { self.calls(change) }
        case .performBatchUpdates:
            let completed: (Bool) -> Void = { [unowned self] finished in if finished { completions.append(now()) } }
            if let table {
                table.performBatchUpdates({ self.calls(change) }, completion: completed)
            } else {
                collection?.performBatchUpdates({ self.calls(change) }, completion: completed)
            }
        case .beginEndUpdates:
            table?.beginUpdates()
            calls(change)
            table?.endUpdates()
        case .applyAnimated: applySnapshot(animated: true)
        case .applyWithoutAnimation: applySnapshot(animated: false)
        case .applyUsingReloadData: applySnapshot(animated: false, usingReloadData: true)
        }
    }

    /// The change as UIKit's row and section calls, in the order apps make them: a change of
    /// several parts in one batch, as UIKit requires (each call alone would find the data source
    /// already holding the other parts' rows, and raise).
    private func calls(_ change: Change) {
        if change.parts > 1, !(table?.rows?.list.isInBatch ?? collection?.rows?.list.isInBatch ?? true) {
            if let table {
                table.performBatchUpdates { self.calls(change) }
            } else {
                collection?.performBatchUpdates { self.calls(change) }
            }
            return
        }
        if let table {
            if !change.deletedSections.isEmpty { table.deleteSections(IndexSet(change.deletedSections), with: .automatic) }
            if !change.insertedSections.isEmpty { table.insertSections(IndexSet(change.insertedSections), with: .automatic) }
            if !change.reloadedSections.isEmpty { table.reloadSections(IndexSet(change.reloadedSections), with: .automatic) }
            if !change.deleted.isEmpty { table.deleteRows(at: change.deleted, with: .automatic) }
            if !change.inserted.isEmpty { table.insertRows(at: change.inserted, with: .automatic) }
            if !change.reloaded.isEmpty { table.reloadRows(at: change.reloaded, with: .automatic) }
            if let (from, to) = change.moved { table.moveRow(at: from, to: to) }
        } else if let collection {
            if !change.deletedSections.isEmpty { collection.deleteSections(IndexSet(change.deletedSections)) }
            if !change.insertedSections.isEmpty { collection.insertSections(IndexSet(change.insertedSections)) }
            if !change.reloadedSections.isEmpty { collection.reloadSections(IndexSet(change.reloadedSections)) }
            if !change.deleted.isEmpty { collection.deleteItems(at: change.deleted) }
            if !change.inserted.isEmpty { collection.insertItems(at: change.inserted) }
            if !change.reloaded.isEmpty { collection.reloadItems(at: change.reloaded) }
            if let (from, to) = change.moved { collection.moveItem(at: from, to: to) }
        }
    }

    private func applySnapshot(animated: Bool, usingReloadData: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        // Sections are named by their first item ever, so a section inserted or deleted is one.
        snapshot.appendSections(sections.indices.map { sectionIdentifier($0) })
        for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: sectionIdentifier(index)) }
        if usingReloadData {
            tableSource?.applySnapshotUsingReloadData(snapshot)
            collectionSource?.applySnapshotUsingReloadData(snapshot)
        } else {
            tableSource?.apply(snapshot, animatingDifferences: animated)
            collectionSource?.apply(snapshot, animatingDifferences: animated)
        }
    }

    /// Each section's identifier in a snapshot, parallel to `sections`: a section inserted is a
    /// new one, a section reloaded keeps its own.
    private var sectionNames: [Int]
    private func sectionIdentifier(_ index: Int) -> Int { sectionNames[index] }

    /// A random change to the model, in the forms UIKit's calls take: rows inserted, deleted,
    /// reloaded or moved, a section inserted, deleted or reloaded (with new items), or a batch of
    /// deletions, reloads and insertions together.
    func randomChange(using random: inout some RandomNumberGenerator) -> Change {
        var change = Change()
        let section = Int.random(in: 0..<sections.count, using: &random)
        let count = sections[section].count
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            let rows = sections[section].count
            let first = Int.random(in: 0...rows, using: &random)
            let added = Int.random(in: 1...5, using: &random)
            sections[section].insert(contentsOf: newItems(added), at: first)
            change.inserted = (first..<(first + added)).map { IndexPath(row: $0, section: section) }
        case 1 where count > 0:
            let rows = Array(Set((0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<count, using: &random) }))
            for row in rows.sorted(by: >) { sections[section].remove(at: row) }
            change.deleted = rows.map { IndexPath(row: $0, section: section) }
        case 2 where count > 0:
            let rows = Set((0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<count, using: &random) })
            change.reloaded = rows.sorted().map { IndexPath(row: $0, section: section) }
        case 3 where count > 1:
            let from = Int.random(in: 0..<count, using: &random)
            let to = Int.random(in: 0..<count, using: &random)
            sections[section].insert(sections[section].remove(at: from), at: to)
            change.moved = (IndexPath(row: from, section: section), IndexPath(row: to, section: section))
        case 4:
            let index = Int.random(in: 0...sections.count, using: &random)
            sections.insert(newItems(Int.random(in: 0...4, using: &random)), at: index)
            sectionNames.insert((sectionNames.max() ?? -1) + 1, at: index)
            change.insertedSections = [index]
        case 5 where sections.count > 1:
            sections.remove(at: section)
            sectionNames.remove(at: section)
            change.deletedSections = [section]
        case 6:
            sections[section] = newItems(Int.random(in: 0...6, using: &random))
            change.reloadedSections = [section]
        default:
            // A batch: deletions and reloads at their old places, insertions at their new ones.
            let old = sections[section]
            let deleted = Set(old.indices.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
            let reloaded = Set(old.indices.filter { !deleted.contains($0) && Int.random(in: 0..<6, using: &random) == 0 })
            var items = old.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            let added = newItems(Int.random(in: 0...4, using: &random))
            for item in added { items.insert(item, at: Int.random(in: 0...items.count, using: &random)) }
            sections[section] = items
            change.deleted = deleted.sorted().map { IndexPath(row: $0, section: section) }
            change.reloaded = reloaded.sorted().map { IndexPath(row: $0, section: section) }
            change.inserted = items.indices.filter { added.contains(items[$0]) }.map { IndexPath(row: $0, section: section) }
        }
        return change
    }

    // MARK: What the view shows

    /// Each visible row's item and its top on screen (content top − offset), read through the view.
    func screenTops() -> [Int: CGFloat] {
        var tops: [Int: CGFloat] = [:]
        for indexPath in visibleIndexPaths() {
            guard let item = item(at: indexPath), let rect = rect(at: indexPath) else { continue }
            tops[item] = rect.minY - scrollView.contentOffset.y
        }
        return tops
    }

    /// Where the model's item is now.
    func indexPath(of item: Int) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The space a flow layout keeps between rows.
    var lineSpacing: CGFloat { (collection?.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

    func visibleIndexPaths() -> [IndexPath] { table?.indexPathsForVisibleRows ?? collection?.indexPathsForVisibleItems ?? [] }

    func rect(at indexPath: IndexPath) -> CGRect? {
        if let table { return table.rectForRow(at: indexPath) }
        return collection?.layoutAttributesForItem(at: indexPath)?.frame
    }

    func cell(at indexPath: IndexPath) -> UIView? { table?.cellForRow(at: indexPath) ?? collection?.cellForItem(at: indexPath) }

    func numberOfRows(inSection section: Int) -> Int {
        table?.numberOfRows(inSection: section) ?? collection?.numberOfItems(inSection: section) ?? 0
    }

    var numberOfSections: Int { table?.numberOfSections ?? collection?.numberOfSections ?? 0 }
}

/// Runs a law case: a scenario of `content.rows` in the view's style, scrolled by `gestures`,
/// with `feed` built as the strategy's controller and `script` run on the main queue at each of
/// its times, and `everyFrame` at the start of every frame (a display link).
@MainActor
func runLawFeed(
    view: LawView, heights: LawHeights, count: Int = 30, duration: Double = 6, gestures: String,
    _ make: @escaping () -> LawFeed, script: [(Double, (LawFeed) -> Void)], everyFrame: ((LawFeed, Int) -> Void)? = nil
) throws -> (LawFeed, Timeline) {
    let scenario = try ScenarioDecoder.decode(
        #"{"name": "law", "duration": \#(duration), "device": "iPhone 15", "content": {"rows": {"count": \#(count), "height": \#(heights.json), "style": "\#(view.rawValue)"}}, "gestures": \#(gestures)}"#,
        fileName: "law.json")
    var made: UIKitStrategy<LawFeed>?
    let timeline = Simulator(scenario: scenario) { host in
        let strategy = UIKitStrategy(host: host, indicator: .header(height: 0), state: { _ in "idle" }, phase: { _ in .idle }) {
            let feed = make()
            feed.now = { host.runtime.now }
            for (time, step) in script {
                host.runtime.main.asyncAfter(seconds: time) { runOnMain { step(feed) } }
            }
            if let everyFrame {
                CADisplayLink { _ in runOnMain { everyFrame(feed, host.runtime.frame) } }.add(to: .main, forMode: .common)
            }
            return feed
        }
        made = strategy
        return strategy
    }.run()
    guard let made else { throw SimulateError.notBuilt }
    return (made.controller, timeline)
}

/// A main-queue block of the run, on the run's one thread (the stand-in's `onMainActor`).
func runOnMain<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> Result).self)() }
}

/// A seeded generator for the law cases (the engine's SplitMix64, one draw per call).
struct LawRandom: RandomNumberGenerator {
    let seed: UInt64
    private var draws: Int64 = 0

    init(seed: UInt64) { self.seed = seed }

    mutating func next() -> UInt64 {
        draws += 1
        return UInt64(SplitMix64.unitInterval(seed: seed, item: draws) * 0x1p53) << 11 | UInt64(draws & 0x7FF)
    }
}
