import Foundation
import RefreshSim

/// UICollectionViewDiffableDataSource: the collection view's data source from snapshots, as
/// `UITableViewDiffableDataSource` (`DiffableRows`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, DiffableIdentities
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let rows = DiffableRows<SectionIdentifierType, ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { rows.snapshot }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let animated = animatingDifferences && UIView.animatesListUpdates
        rows.apply(snapshot, to: collectionView?.rows?.list, animated: animated, usingReloadData: false, completion: completion)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        rows.apply(snapshot, to: collectionView?.rows?.list, animated: false, usingReloadData: true, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { rows.snapshot.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows.numberOfRows(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = rows.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(reuseIdentifier: nil)
        }
        return cell
    }

    func identity(at indexPath: IndexPath) -> Int? { rows.identity(at: indexPath) }
}
