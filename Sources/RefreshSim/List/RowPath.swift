/// A row's place: its section and its index in the section (UIKit's `IndexPath(row:section:)`,
/// which the stand-in converts to and from).
public struct RowPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int = 0, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[0, 12]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
