import Foundation
import RefreshSim

/// Item and section updates and batches over the engine's list, as `UITableView+Updates`. With
/// content of one height they re-read the counts, and a batch's completion runs at once.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) {
        rows?.list.insertRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        rows?.list.deleteRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func reloadItems(at indexPaths: [IndexPath]) {
        rows?.list.reloadRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        rows?.list.moveRow(at: indexPath.rowPath, to: newIndexPath.rowPath) ?? reloadData()
    }

    public func insertSections(_ sections: IndexSet) {
        rows?.list.insertSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func deleteSections(_ sections: IndexSet) {
        rows?.list.deleteSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func reloadSections(_ sections: IndexSet) {
        rows?.list.reloadSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    /// The updates made in `updates` apply together; `completion` runs on the main queue when
    /// their animations end (0.3 s), with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ListRows.performBatchUpdates(on: rows?.list, updates, completion: completion)
    }
}
