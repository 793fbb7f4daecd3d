/// One change an app makes to a list's rows, in UIKit's terms. Inside one batch
/// (`performBatchUpdates`, `beginUpdates/endUpdates`) deletions and reloads name rows by their
/// place before the batch, insertions by their place after it, as UIKit reads them.
public enum ListUpdate: Sendable, Equatable {
    case insertRows([RowPath])
    case deleteRows([RowPath])
    /// The rows are laid out again: their heights are forgotten until then.
    case reloadRows([RowPath])
    case moveRow(from: RowPath, to: RowPath)
    case insertSections([Int])
    case deleteSections([Int])
    case reloadSections([Int])
}

/// What a list update did, as the timeline records it (`EventKind.listUpdate`).
public struct ListUpdateRecord: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case reloadData
        /// One batch of `ListUpdate`s (a single `insertRows` is a batch of one).
        case batch = "rowUpdates"
        /// A diffable data source's `apply`: the difference, as a batch.
        case applySnapshot
        /// The rows the batch described do not add up to what the data source now says: UIKit
        /// raises NSInternalInconsistencyException ("Invalid update: invalid number of rows in
        /// section …"); the simulator reloads the list instead and records this.
        case invalidUpdate
    }

    public var kind: Kind
    /// Rows the update inserted, deleted, reloaded or moved (every row for `reloadData`).
    public var rows: Int
    public var animated: Bool
    /// Whether rows above the reading position (the first row at or below the top of the visible
    /// area) came, went or moved: the rows on screen moved in the content unless something moved
    /// the offset with them.
    public var aboveViewport: Bool

    public init(kind: Kind, rows: Int, animated: Bool, aboveViewport: Bool = false) {
        self.kind = kind
        self.rows = rows
        self.animated = animated
        self.aboveViewport = aboveViewport
    }
}
