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

    /// How far the rows the previous frame showed moved on screen in frame `index` beyond what
    /// the scroll explains (`ListFrame.shift`): the row moved furthest; nil when no row moved in
    /// the content.
    public func shift(atFrame index: Int) -> RowShift? {
        frames.indices.contains(index) ? frames[index].shift : nil
    }

    /// Whether rows the previous frame showed moved in the content in frame `index`: the offset
    /// then moved with or without them, which is the list's detectors' to judge.
    public func rowsMoved(atFrame index: Int) -> Bool { shift(atFrame: index) != nil }
}

/// A row's move on screen in one frame, beyond what the scroll explains: its move in the content
/// minus the offset changes no finger, deceleration or scroll animation made. UIKit moving the
/// offset with the rows cancels out; rows moving while the offset stays do not.
public struct RowShift: Sendable, Equatable {
    /// The item the row shows.
    public var identity: Int
    /// Where it is now (nil for a section header or footer).
    public var row: RowPath?
    /// Points, down positive.
    public var points: Double
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
        /// An update added, removed or moved rows above the reading position: the first row
        /// shown at or below the top of the visible area (the next that stayed, if the update
        /// removed it) moved in the content.
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
    /// The rows the previous frame showed, followed wherever they went: the one moved furthest on
    /// screen beyond the scroll, and the one being read (the first under the bars); nil when no
    /// row moved in the content.
    public var shift: RowShift?
    public var readingShift: RowShift?
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
