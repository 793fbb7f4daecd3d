import Foundation
import RefreshSim

/// UITableViewDiffableDataSource: the table's data source from snapshots. `apply` hands the list
/// the difference in one batch (`DiffableRows`), animated or not; the cell provider makes each
/// row's cell as it is laid out.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource, DiffableIdentities
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let rows = DiffableRows<SectionIdentifierType, ItemIdentifierType>()
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { rows.snapshot }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let animated = animatingDifferences && UIView.animatesListUpdates
        rows.apply(snapshot, to: tableView?.rows?.list, animated: animated, usingReloadData: false, completion: completion)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        rows.apply(snapshot, to: tableView?.rows?.list, animated: false, usingReloadData: true, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }

    open func numberOfSections(in tableView: UITableView) -> Int { rows.snapshot.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.numberOfRows(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = rows.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    func identity(at indexPath: IndexPath) -> Int? { rows.identity(at: indexPath) }
}
