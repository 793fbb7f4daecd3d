import Foundation
import RefreshSim

/// A diffable data source's rows as index paths give them out: the current snapshot, and a
/// number for each item (in the order first seen) that the list follows it by across updates.
@preconcurrency @MainActor
protocol DiffableIdentities: AnyObject {
    func identity(at indexPath: IndexPath) -> Int?
}

/// What `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` share (a class:
/// the list reads the data source back while an apply hands it the difference): the
/// snapshot, the items' identities, and `apply` as the difference between two snapshots handed to
/// the list in one batch (WWDC19 "Advances in UI Data Sources"; from iOS 15 an apply without
/// animation is the same difference unanimated, not `reloadData()`: WWDC21 "Make blazing fast
/// lists and collection views").
final class DiffableRows<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    private(set) var snapshot = Snapshot()
    private var identities: [Item: Int] = [:]

    func item(at indexPath: IndexPath) -> Item? {
        let path = indexPath.rowPath
        guard snapshot.sections.indices.contains(path.section) else { return nil }
        let items = snapshot.sections[path.section].items
        return items.indices.contains(path.row) ? items[path.row] : nil
    }

    func indexPath(for item: Item) -> IndexPath? {
        for (section, content) in snapshot.sections.enumerated() {
            if let row = content.items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    func numberOfRows(inSection section: Int) -> Int {
        snapshot.sections.indices.contains(section) ? snapshot.sections[section].items.count : 0
    }

    func identity(at indexPath: IndexPath) -> Int? {
        guard let item = item(at: indexPath) else { return nil }
        if let known = identities[item] { return known }
        identities[item] = identities.count
        return identities.count - 1
    }

    /// Makes `new` current and tells `list` what changed, in one batch; `completion` runs on the
    /// main queue when its animations end. Without a list (content of one height) only the
    /// snapshot changes.
    func apply(
        _ new: Snapshot, to list: ListView?, animated: Bool, usingReloadData: Bool, completion: (() -> Void)?
    ) {
        let old = snapshot
        snapshot = new.applied
        guard let list else {
            completion?()
            return
        }
        if usingReloadData {
            list.reloadData()
            list.scrollView.runtime.main.async { completion?() }
            return
        }
        let updates = Self.difference(from: old, to: new)
        list.performBatchUpdates(
            { list.perform(updates, animated: animated) }, animated: animated, kind: .applySnapshot,
            completion: { _ in completion?() })
    }

    /// The updates that turn `old` into `new`, with UIKit's batch rules: deletions and reloads at
    /// their old places, insertions at their new ones. An item that changed place is deleted and
    /// inserted.
    static func difference(from old: Snapshot, to new: Snapshot) -> [ListUpdate] {
        var updates: [ListUpdate] = []
        let sections = new.sectionIdentifiers.difference(from: old.sectionIdentifiers)
        let deletedSections = sections.removals.map(\.offset)
        let insertedSections = sections.insertions.map(\.offset)
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        var deleted: [RowPath] = []
        var inserted: [RowPath] = []
        var reloaded: [RowPath] = []
        for (oldIndex, section) in old.sections.enumerated() {
            guard let newIndex = new.indexOfSection(section.identifier), !deletedSections.contains(oldIndex) else { continue }
            let newItems = new.sections[newIndex].items
            let change = newItems.difference(from: section.items)
            deleted += change.removals.map { RowPath(section: oldIndex, row: $0.offset) }
            inserted += change.insertions.map { RowPath(section: newIndex, row: $0.offset) }
            let removed = Set(change.removals.map(\.offset))
            reloaded += section.items.enumerated()
                .filter { !removed.contains($0.offset) && new.reloadedItems.contains($0.element) }
                .map { RowPath(section: oldIndex, row: $0.offset) }
        }
        if !deleted.isEmpty { updates.append(.deleteRows(deleted)) }
        if !inserted.isEmpty { updates.append(.insertRows(inserted)) }
        if !reloaded.isEmpty { updates.append(.reloadRows(reloaded)) }
        return updates
    }
}

extension CollectionDifference.Change {
    fileprivate var offset: Int {
        switch self {
        case let .insert(offset, _, _), let .remove(offset, _, _): offset
        }
    }
}
