import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// A collection view over content as rows: a diffable data source on a compositional list layout
/// with prefetching, and a flow layout with fixed item heights, call back in UIKit's order and
/// lay out as the engine's list says.
@MainActor struct CollectionViewRowsTests {
    final class Gallery: UIViewController, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var calls: [String] = []
        var prefetched: [[Int]] = []

        init(layout: UICollectionViewLayout) {
            collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(collectionView)
            collectionView.delegate = self
            collectionView.prefetchDataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, indexPath, item in
                calls.append("cellForItemAt \(indexPath.item)")
                return view.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<30))
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            calls.append("willDisplay \(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.item))
        }
    }

    static func run(style: String, gestures: String = "[]", _ make: @escaping () -> Gallery) throws -> (Gallery, Timeline) {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "t", "duration": 2, "device": "iPhone 15", "content": {"rows": {"count": 30, "height": {"min": 60, "max": 140, "seed": 5}, "style": "\#(style)"}}, "gestures": \#(gestures)}"#,
            fileName: "t.json")
        var made: UIKitStrategy<Gallery>?
        let timeline = Simulator(scenario: scenario) { host in
            let strategy = UIKitStrategy(
                host: host, indicator: .header(height: 0), state: { _ in "idle" }, phase: { _ in .idle }, make: make)
            made = strategy
            return strategy
        }.run()
        return (made!.controller, timeline)
    }

    @Test func aListLayoutSelfSizesItsItemsInUIKitsOrder() throws {
        let (gallery, timeline) = try Self.run(style: "compositionalList", gestures: #"[{"at": 0.2, "distance": -400, "duration": 0.3}]"#) {
            Gallery(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }
        #expect(Array(gallery.calls.prefix(4)) == ["cellForItemAt 0", "willDisplay 0", "cellForItemAt 1", "willDisplay 1"])
        let list = try #require(gallery.collectionView.simulated.list)
        // Measured rows at the scenario's heights, the rest at the list layout's 44 pt estimate.
        let believed = (0..<30).map { list.layout.isMeasured($0) ? list.layout.height(ofElement: $0) : 44 }
        #expect(abs(gallery.collectionView.contentSize.height - believed.reduce(0, +)) < 1e-9)
        #expect(believed.contains { $0 != 44 })
        #expect(gallery.collectionView.numberOfItems(inSection: 0) == 30)
        #expect(!gallery.collectionView.indexPathsForVisibleItems.isEmpty)
        let first = try #require(gallery.prefetched.first)
        #expect(first == first.sorted() && first.first ?? 0 > 0)
        #expect(!timeline.events.contains { $0.name == "notSimulated" })
    }

    @Test func aFlowLayoutsFixedItemsAreTheirHeightAndLineSpacing() throws {
        let (gallery, timeline) = try Self.run(style: "flow") {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 393, height: 100)
            flow.minimumLineSpacing = 0
            return Gallery(layout: flow)
        }
        #expect(gallery.collectionView.contentSize.height == 3000)
        #expect(!timeline.events.contains { $0.name == "notSimulated" })
    }

    /// UIKit's one-column flow (Apple's `minimumLineSpacing`: "not applied to the space between
    /// the header and the first line or between the last line and the footer"; `sectionInset`:
    /// the margins between the header and the first line and from the last line to the footer):
    /// header + inset.top + Σ heights + (n − 1) × spacing + inset.bottom + footer.
    @Test func aFlowLayoutKeepsLineSpacingBetweenRowsAndItsInsetsAroundThem() throws {
        let (gallery, timeline) = try Self.run(style: "flow", gestures: #"[{"at": 0.2, "distance": -2000, "duration": 0.3}]"#) {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 393, height: 100)
            flow.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            flow.headerReferenceSize = CGSize(width: 393, height: 40)
            return Gallery(layout: flow)
        }
        let view = gallery.collectionView
        // 40 (header) + 20 (inset) + 30 × 100 + 29 × 10 + 30 (inset)
        #expect(view.contentSize.height == 3380)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 170)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame.maxY == view.contentSize.height - 30)
        #expect(!timeline.events.contains { $0.name == "notSimulated" })
    }

    /// A grid is laid out one item per row, and a table's rows style under a collection view keeps
    /// the table's rules: both are reported.
    @Test func aGridAndAMismatchedStyleAreReported() throws {
        let (_, timeline) = try Self.run(style: "table") { Gallery(layout: UICollectionViewFlowLayout()) }
        let reports = timeline.events.filter { $0.name == "notSimulated" }
        #expect(reports.count == 2)
    }
}
