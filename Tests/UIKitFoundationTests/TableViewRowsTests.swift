import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing
@testable import UIKit

/// A load-more table controller as teams write it, run over content as rows: the data source and
/// delegate are called in UIKit's order, the list's heights and updates are the engine's, and the
/// `willDisplay` trigger fires as it does on a phone.
@MainActor struct TableViewRowsTests {
    class FeedController: UITableViewController {
        var items = Array(0..<20)
        var calls: [String] = []
        var isLoading = false
        let guarded: Bool
        let loader: (any Loader)?

        init(guarded: Bool, loader: (any Loader)?) {
            self.guarded = guarded
            self.loader = loader
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.estimatedRowHeight = 80
            tableView.rowHeight = UITableView.automaticDimension
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            calls.append("cellForRowAt \(indexPath.row)")
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "item \(items[indexPath.row])"
            return cell
        }

        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("willDisplay \(indexPath.row)")
            guard indexPath.row == items.count - 1 else { return }
            if guarded, isLoading { return }
            isLoading = true
            calls.append("load")
            loader?.load { [weak self] _ in
                guard let self else { return }
                isLoading = false
                let start = items.count
                items += (start..<start + 20).map { $0 }
                tableView.insertRows(at: (start..<items.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }
        }

        override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("didEndDisplaying \(indexPath.row)")
        }
    }

    static func scenario(_ gestures: String, rows: String = #"{"count": 20, "height": {"min": 60, "max": 140, "seed": 5}, "estimate": 90}"#)
        throws
        -> Scenario
    {
        try ScenarioDecoder.decode(
            #"{"name": "t", "duration": 4, "device": "iPhone 15", "content": {"rows": \#(rows)}, "gestures": \#(gestures), "loader": {"kind": "delay", "seconds": 1.5}}"#,
            fileName: "t.json")
    }

    static func run<Controller: AnyObject>(_ scenario: Scenario, _ make: @escaping (RefreshHost) -> Controller) -> (Controller, Timeline) {
        var made: UIKitStrategy<Controller>?
        let timeline = Simulator(scenario: scenario) { host in
            let strategy = UIKitStrategy(host: host, indicator: .footer(height: 44, top: { _ in 0 }), state: { _ in "idle" }) {
                make(host)
            }
            made = strategy
            return strategy
        }.run()
        return (made!.controller, timeline)
    }

    @Test func theFirstScreenIsAskedForTopToBottomCellThenWillDisplay() throws {
        let (feed, timeline) = Self.run(try Self.scenario("[]")) { _ in FeedController(guarded: true, loader: nil) }
        let visible = try #require(feed.tableView.indexPathsForVisibleRows).map(\.row)
        #expect(visible.first == 0 && visible.count > 3 && visible.count < 20)
        let expected = visible.flatMap { ["cellForRowAt \($0)", "willDisplay \($0)"] }
        #expect(Array(feed.calls.prefix(expected.count)) == expected)
        #expect(!timeline.events.contains { $0.name == "notSimulated" })
        // contentSize: the rows laid out at their heights, the rest at the app's estimate of 80.
        let list = try #require(feed.tableView.simulated.list)
        let believed = (0..<20).map { list.layout.isMeasured($0) ? list.layout.height(ofElement: $0) : 80 }
        #expect((0..<20).filter { list.layout.isMeasured($0) } == Array(visible))
        #expect(abs(feed.tableView.contentSize.height - believed.reduce(0, +)) < 1e-9)
        #expect(believed.contains { $0 != 80 })
        #expect(feed.tableView.numberOfRows(inSection: 0) == 20)
        #expect(feed.tableView.visibleCells.count == visible.count)
    }

    @Test func rowsThatLeaveEndAndTheirCellsAreReused() throws {
        let (feed, _) = Self.run(try Self.scenario(#"[{"at": 0.2, "distance": -600, "duration": 0.4}]"#)) { _ in
            FeedController(guarded: true, loader: nil)
        }
        #expect(feed.calls.contains("didEndDisplaying 0"))
        let ended = try #require(feed.calls.firstIndex(of: "didEndDisplaying 0"))
        #expect(feed.calls[..<ended].contains { $0.hasPrefix("willDisplay") })
        #expect(feed.tableView.indexPathsForVisibleRows?.first?.row ?? 0 > 0)
    }

    /// Flung to the end, the last row shows, the page loads 1.5 s and lands by `insertRows`; a
    /// scroll back and forth while it loads shows the last row again: without the guard, a second load.
    @Test(arguments: [false, true]) func theWillDisplayTriggerDoubleLoadsWithoutItsGuard(guarded: Bool) throws {
        let gestures =
            #"[{"at": 0.3, "distance": -900, "duration": 0.15}, {"at": 1.2, "distance": 200, "duration": 0.3}, {"at": 1.8, "distance": -400, "duration": 0.15}]"#
        let (feed, timeline) = Self.run(try Self.scenario(gestures)) { host in FeedController(guarded: guarded, loader: host.loader) }
        let loads = feed.calls.filter { $0 == "load" }.count
        #expect(loads == (guarded ? 1 : 2))
        #expect(timeline.events.filter { $0.name == "loadStart" }.count == loads)
        #expect(feed.tableView.numberOfRows(inSection: 0) == 20 + 20 * loads)
        #expect(timeline.events.contains { $0.name == "rowUpdates" })
    }

    final class DiffableFeed: UIViewController, UITableViewDelegate, UITableViewDataSourcePrefetching {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
        var dataSource: UITableViewDiffableDataSource<Int, String>!
        var prefetched: [[Int]] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.delegate = self
            tableView.prefetchDataSource = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "item \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func appendPage() {
            var snapshot = dataSource.snapshot()
            let count = snapshot.numberOfItems
            snapshot.appendItems((count..<count + 20).map { "item \($0)" })
            dataSource.apply(snapshot)
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
        }
    }

    @Test func aDiffableSnapshotAppliesItsDifferenceAndPrefetchingLooksAhead() throws {
        var controller: DiffableFeed?
        let (feed, timeline) = Self.run(try Self.scenario(#"[{"at": 0.2, "distance": -300, "duration": 0.3}]"#)) { host in
            let feed = DiffableFeed()
            host.runtime.main.asyncAfter(seconds: 1) { onMain { controller?.appendPage() } }
            controller = feed
            return feed
        }
        #expect(feed.tableView.numberOfRows(inSection: 0) == 40)
        #expect(feed.dataSource.itemIdentifier(for: IndexPath(row: 25, section: 0)) == "item 25")
        #expect(feed.dataSource.indexPath(for: "item 3") == IndexPath(row: 3, section: 0))
        let applied = timeline.events.filter { $0.name == "applySnapshot" }
        #expect(applied.count >= 1)
        // Rows off screen below the first screen, nearest first, and never one on screen at launch.
        let first = try #require(feed.prefetched.first)
        #expect(first == first.sorted() && first.first ?? 0 > 0)
        #expect(!timeline.events.contains { $0.name == "notSimulated" })
    }

    @Test func theDifferenceIsDeletionsAtOldPlacesAndInsertionsAtNew() {
        var old = NSDiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["a"])
        old.appendItems([1, 2, 3, 4])
        var new = old
        new.deleteItems([2])
        new.insertItems([0], beforeItem: 1)
        new.appendItems([5])
        new.reloadItems([4])
        let updates = DiffableRows<String, Int>.difference(from: old, to: new)
        #expect(
            updates == [
                .deleteRows([RowPath(row: 1)]), .insertRows([RowPath(row: 0), RowPath(row: 4)]), .reloadRows([RowPath(row: 3)]),
            ])
    }

    /// A diffable table whose delegate follows its cells: which item each shows, and the items
    /// whose display ended.
    final class DeletingFeed: UIViewController, UITableViewDelegate {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
        var dataSource: UITableViewDiffableDataSource<Int, String>!
        var cellShowing: [ObjectIdentifier: String] = [:]
        var calls: [String] = []
        var configured: [(item: String, cell: ObjectIdentifier)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.delegate = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { [unowned self] tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                configured.append((item, ObjectIdentifier(cell)))
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "item \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            let item = dataSource.itemIdentifier(for: indexPath) ?? "?"
            cellShowing[ObjectIdentifier(cell)] = item
            calls.append("willDisplay \(item)")
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("didEndDisplaying \(cellShowing[ObjectIdentifier(cell)] ?? "?") at \(indexPath.row)")
        }

        func delete(_ item: String, animated: Bool) {
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([item])
            dataSource.apply(snapshot, animatingDifferences: animated)
        }

        func insert(_ item: String, before other: String, animated: Bool) {
            var snapshot = dataSource.snapshot()
            snapshot.insertItems([item], beforeItem: other)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }
    }

    /// A row deleted on screen ends with its old place, its cell goes back to the pool for the row
    /// that comes on screen, and the item inserted again is displayed again.
    @Test(arguments: [false, true]) func aDeletedRowEndsItsCellIsReusedAndItsItemShowsAgain(animated: Bool) throws {
        var controller: DeletingFeed?
        let (feed, _) = Self.run(try Self.scenario("[]")) { host in
            let feed = DeletingFeed()
            host.runtime.main.asyncAfter(seconds: 0.5) { onMain { controller?.delete("item 2", animated: animated) } }
            host.runtime.main.asyncAfter(seconds: 1.5) { onMain { controller?.insert("item 2", before: "item 3", animated: animated) } }
            controller = feed
            return feed
        }
        let ended = try #require(feed.calls.firstIndex(of: "didEndDisplaying item 2 at 2"))
        let deletedCell = try #require(feed.configured.first { $0.item == "item 2" }?.cell)
        // The row that came on screen after the deletion was given the deleted row's cell.
        let next = try #require(
            feed.configured.firstIndex { $0.item != "item 2" && !feed.calls[..<ended].contains("willDisplay \($0.item)") })
        #expect(feed.configured[next].cell == deletedCell)
        #expect(feed.calls[(ended + 1)...].contains("willDisplay item 2"))
        #expect(feed.calls.filter { $0 == "willDisplay item 2" }.count == 2)
    }

    /// A registered subclass cannot be made from its metatype: the plain cell made instead is reported.
    @Test func aRegisteredSubclassIsReported() throws {
        final class FancyCell: UITableViewCell {}
        final class Fancy: FeedController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(FancyCell.self, forCellReuseIdentifier: "Cell")
            }
        }
        let (_, timeline) = Self.run(try Self.scenario("[]")) { _ in Fancy(guarded: true, loader: nil) }
        let reports = timeline.events.filter { $0.name == "notSimulated" }
        #expect(reports.count == 1)
    }

    /// `tableHeaderView` and `tableFooterView` are laid out as UIKit lays them out: the header
    /// above the first row, the footer below the last, both inside `contentSize`; the empty
    /// `tableFooterView = UIView()` that hides separators adds nothing. Nothing is reported.
    @Test func headerAndFooterViewsAreLaidOutAroundTheRows() throws {
        final class WithViews: FeedController {
            let headerHeight: CGFloat
            let footerHeight: CGFloat
            init(headerHeight: CGFloat, footerHeight: CGFloat) {
                self.headerHeight = headerHeight
                self.footerHeight = footerHeight
                super.init(guarded: true, loader: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: headerHeight))
                tableView.tableFooterView =
                    footerHeight > 0 ? UIView(frame: CGRect(x: 0, y: 0, width: 390, height: footerHeight)) : UIView()
            }
        }
        let (tall, told) = Self.run(try Self.scenario(#"[{"at": 0.3, "distance": -2400, "duration": 0.2}]"#)) { _ in
            WithViews(headerHeight: 120, footerHeight: 50)
        }
        let table = tall.tableView!
        let list = try #require(table.simulated.list)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(abs(table.rectForRow(at: IndexPath(row: 19, section: 0)).maxY - (table.contentSize.height - 50)) < 1e-9)
        #expect(abs(table.contentSize.height - (120 + list.layout.believedHeights.reduce(0, +) + 50)) < 1e-9)
        #expect(told.notSimulated.isEmpty)
        let (flat, quiet) = Self.run(try Self.scenario("[]")) { _ in WithViews(headerHeight: 0, footerHeight: 0) }
        #expect(flat.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(quiet.notSimulated.isEmpty)
    }
}

private func onMain(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Void).self)() }
}
