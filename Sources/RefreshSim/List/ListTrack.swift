/// A list's rows as each frame showed them, for the analysis (`contentShift`, `positionLost`)
/// and the phone screen (rows drawn at their heights). Present only when the scenario's content
/// is rows: content of one height records nothing here.
public struct ListTrack: Sendable, Equatable {
    public var style: ListStyle
    public var correction: OffsetCorrection
    /// One per timeline sample.
    public var frames: [ListFrame] = []
    /// Every frame's rows, one after another (`ListFrame.rows` says which are a frame's).
    public var rows: [ListRowSample] = []

    public init(style: ListStyle, correction: OffsetCorrection) {
        self.style = style
        self.correction = correction
    }

    /// The rows frame `index` (a sample's position) showed, top to bottom.
    public func rows(ofFrame index: Int) -> ArraySlice<ListRowSample> {
        guard frames.indices.contains(index) else { return [] }
        return rows[frames[index].rows]
    }

    /// How far the rows shown in both frames `index - 1` and `index` moved on screen beyond what
    /// the scroll explains: each such row's move in the content minus the offset changes no
    /// finger, deceleration or scroll animation made (`ListFrame.offsetWritten`). An offset moved
    /// with the rows (UIKit's correction, an app's compensation) cancels out; rows moved with the
    /// offset still do not. nil when no row moved in the content. The row moved furthest is
    /// returned.
    public func shift(atFrame index: Int) -> (row: ListRowSample, points: Double)? {
        guard index > 0, frames.indices.contains(index) else { return nil }
        let before = rows(ofFrame: index - 1)
        let written = frames[index].offsetWritten
        var worst: (row: ListRowSample, points: Double)?
        var moved = false
        for row in rows(ofFrame: index) {
            guard let old = before.first(where: { $0.identity == row.identity }) else { continue }
            let motion = row.top - old.top
            guard motion != 0 else { continue }
            moved = true
            let shift = motion - written
            if abs(shift) > abs(worst?.points ?? -1) { worst = (row, shift) }
        }
        return moved ? worst : nil
    }
}

/// What a frame of a list recorded.
public struct ListFrame: Sendable, Equatable {
    /// What moved rows in the content since the previous frame.
    public struct Causes: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A row laid out turned out taller or shorter than believed.
        public static let corrected = Causes(rawValue: 1)
        /// `reloadData`: every height forgotten.
        public static let reloaded = Causes(rawValue: 2)
        /// An update added or removed rows above the rows on screen.
        public static let rowsAbove = Causes(rawValue: 4)
        /// An animated update is moving rows on screen.
        public static let animating = Causes(rawValue: 8)
    }

    /// This frame's rows in `ListTrack.rows`.
    public var rows: Range<Int>
    /// Offset changes this frame that no finger, deceleration or scroll animation made: the app's
    /// writes, UIKit's clamps, the list's own corrections (pt).
    public var offsetWritten: Double
    /// Of those, the list's own: UIKit keeping the rows on screen still (`keepVisibleRows`).
    public var compensation: Double
    public var causes: Causes
    /// Rows laid out this frame whose real height differed from the one believed.
    public var rowsCorrected: Int
}

/// One row (or section header or footer) on screen in one frame.
public struct ListRowSample: Sendable, Equatable {
    /// The item it shows: the same row across frames and updates.
    public var identity: Int
    public var element: ListLayout.Element
    /// Its top in content coordinates, as the layout has it.
    public var top: Double
    /// Its top as the screen shows it (an animated update eases it from where it was).
    public var presentedTop: Double
    public var height: Double
}
