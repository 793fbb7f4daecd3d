import Foundation
import RefreshSim

/// Row and section updates, batches and their completion, over the engine's list
/// (`ListView+Updates`: UIKit's index rules, the offset kept, new rows on screen laid out at the
/// next pass, about 0.3 s of row animation, an inconsistent batch recorded as `invalidUpdate`).
/// With content of one height they re-read the counts, and a batch's completion runs at once.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows?.list.insertRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows?.list.deleteRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        rows?.list.reloadRows(at: indexPaths.map(\.rowPath), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        rows?.list.moveRow(at: indexPath.rowPath, to: newIndexPath.rowPath) ?? reloadData()
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        rows?.list.insertSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        rows?.list.deleteSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        rows?.list.reloadSections(Array(sections), animated: UIView.animatesListUpdates) ?? reloadData()
    }

    /// The updates made in `updates` apply together; `completion` runs on the main queue when
    /// their animations end (0.3 s), with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ListRows.performBatchUpdates(on: rows?.list, updates, completion: completion)
    }

    public func beginUpdates() {
        rows?.list.beginUpdates()
    }

    public func endUpdates() {
        rows?.list.endUpdates(animated: UIView.animatesListUpdates)
    }
}
