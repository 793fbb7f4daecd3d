/// A list's geometry as UITableView and UICollectionView keep it: every element (section headers,
/// rows, section footers) at the height the layout *believes*, which is the row's real height once
/// it has been laid out (measured) and an estimate until then.
///
/// `contentSize.height` is the sum of the believed heights: rows never laid out count at their
/// estimate, rows laid out at their measured height (Apple's `estimatedRowHeight`: "the table view
/// uses it … until the actual height is computed"; the formula `rows not yet on screen ×
/// estimate + rows displayed × their height` is the widely quoted one, lists.md). This type knows
/// nothing of scrolling: `ListView` decides when rows are laid out and what the offset does.
///
/// A section may keep space between its rows (`UICollectionViewFlowLayout.minimumLineSpacing`:
/// "the minimum spacing between successive rows", Apple's documentation): between them, not
/// after the last, so a section of n rows is Σ heights + (n − 1) × spacing tall, as UIKit lays a
/// one-column flow out. The tree holds each row's extent (the spacing above it, for a row after
/// its section's first, and its height); `top(ofElement:)` and `height(ofElement:)` are the
/// row's own.
public struct ListLayout: Equatable {
    /// What an element of the list is.
    public enum Element: Equatable, Sendable {
        case header(section: Int)
        case row(RowPath)
        case footer(section: Int)
    }

    /// A section's span of elements.
    struct Section: Equatable {
        /// Index of its first element (its header when it has one).
        var start: Int
        var rows: Int
        var hasHeader: Bool
        var hasFooter: Bool
        /// Space between successive rows.
        var spacing = 0.0

        var firstRow: Int { start + (hasHeader ? 1 : 0) }
        var end: Int { firstRow + rows + (hasFooter ? 1 : 0) }
    }

    private(set) var tree: HeightTree
    /// Per element: laid out with its real height.
    private(set) var measured: [Bool] = []
    /// Per element: the identity of the item it shows (a row's item, a section's), which survives
    /// updates that move it; what "the same row" means when rows are compared frame to frame.
    private(set) var identities: [Int] = []
    private(set) var sections: [Section] = []
    /// What sits above the first section and below the last, outside every section (a table's
    /// `tableHeaderView` and `tableFooterView`): the elements start below `leading`, and the content
    /// ends `trailing` below the last.
    public var leading = 0.0
    public var trailing = 0.0
    /// Whether any section keeps space between rows (none: every element's extent is its height).
    private var hasSpacing = false

    /// `scale`: pixels per point; heights are whole pixels.
    public init(scale: Double = 2) {
        tree = HeightTree(scale: scale)
    }

    public var elementCount: Int { tree.count }
    public var numberOfSections: Int { sections.count }
    public func numberOfRows(inSection section: Int) -> Int {
        hasSection(section) ? sections[section].rows : 0
    }
    public var numberOfRows: Int { sections.reduce(0) { $0 + $1.rows } }

    /// The sum of the believed heights, with what sits above and below the sections:
    /// `contentSize.height`.
    public var contentHeight: Double { leading + tree.total + trailing }

    public func height(ofElement index: Int) -> Double { tree[index] - spacing(above: index) }
    public func top(ofElement index: Int) -> Double { leading + tree.top(of: index) + spacing(above: index) }

    /// The line spacing between a row and the row before it in its section; 0 for any other element.
    public func spacing(above index: Int) -> Double {
        guard hasSpacing else { return 0 }
        let section = sections[section(ofElement: index)]
        return index > section.firstRow && index < section.firstRow + section.rows ? section.spacing : 0
    }
    public func isMeasured(_ index: Int) -> Bool { measured[index] }
    public func identity(ofElement index: Int) -> Int { identities[index] }

    /// The element whose span holds `y` (content coordinates); nil for an empty list.
    public func element(containing y: Double) -> Int? { tree.index(containing: y - leading) }

    /// The elements that intersect `[top, bottom)`.
    public func elements(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        guard bottom > top, top < leading + tree.total, bottom > leading, let first = element(containing: top),
            let last = element(containing: bottom)
        else { return 0..<0 }
        // `last` holds `bottom` itself: when it starts exactly there it is not on screen.
        let end = self.top(ofElement: last) < bottom ? last + 1 : last
        return first..<max(first + 1, end)
    }

    /// `sections.indices.contains(section)`, spelled without the generic `Range.contains`, which a
    /// debug build (the tests') calls unspecialised: 4× the time, and the list's tests ask this of
    /// every row at every frame. Nor with `&&`: its right side is a closure, into which a debug
    /// build copies the whole layout (retaining each of its arrays), 4× the time again.
    private func hasSection(_ section: Int) -> Bool {
        guard section >= 0 else { return false }
        return section < sections.count
    }

    public func element(at rowPath: RowPath) -> Int? {
        guard hasSection(rowPath.section) else { return nil }
        let section = sections[rowPath.section]
        guard rowPath.row >= 0, rowPath.row < section.rows else { return nil }
        return section.firstRow + rowPath.row
    }

    /// The section an element belongs to.
    func section(ofElement index: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func kind(ofElement index: Int) -> Element {
        let low = section(ofElement: index)
        let section = sections[low]
        if section.hasHeader, index == section.start { return .header(section: low) }
        if section.hasFooter, index == section.end - 1 { return .footer(section: low) }
        return .row(RowPath(section: low, row: index - section.firstRow))
    }

    /// A section's elements, header to footer; nil for no such section.
    public func elements(inSection section: Int) -> Range<Int>? {
        hasSection(section) ? sections[section].start..<sections[section].end : nil
    }

    /// A section's header element, if it has one.
    public func headerElement(inSection section: Int) -> Int? {
        guard hasSection(section), sections[section].hasHeader else { return nil }
        return sections[section].start
    }

    /// A section's footer element, if it has one.
    public func footerElement(inSection section: Int) -> Int? {
        guard hasSection(section), sections[section].hasFooter else { return nil }
        return sections[section].end - 1
    }

    public func rowPath(ofElement index: Int) -> RowPath? {
        if case let .row(rowPath) = kind(ofElement: index) { return rowPath }
        return nil
    }

    // MARK: Building and changing

    /// One section's elements as they are first believed.
    public struct SectionContent: Equatable {
        /// Each row's item identity and believed height (its estimate, or its real height when
        /// `measured`).
        public var rows: [(identity: Int, height: Double, measured: Bool)]
        public var header: Double?
        public var footer: Double?
        /// Space between successive rows (a flow layout's line spacing).
        public var spacing: Double
        /// Whether the header's and footer's heights are real (false: estimates, corrected when laid out).
        public var headerMeasured: Bool
        public var footerMeasured: Bool

        public init(
            rows: [(identity: Int, height: Double, measured: Bool)], header: Double? = nil, footer: Double? = nil, spacing: Double = 0,
            headerMeasured: Bool = true, footerMeasured: Bool = true
        ) {
            self.rows = rows
            self.header = header
            self.footer = footer
            self.spacing = spacing
            self.headerMeasured = headerMeasured
            self.footerMeasured = footerMeasured
        }

        public static func == (lhs: SectionContent, rhs: SectionContent) -> Bool {
            lhs.header == rhs.header && lhs.footer == rhs.footer && lhs.spacing == rhs.spacing
                && lhs.headerMeasured == rhs.headerMeasured && lhs.footerMeasured == rhs.footerMeasured && lhs.rows.count == rhs.rows.count
                && zip(lhs.rows, rhs.rows).allSatisfy { $0.identity == $1.identity && $0.height == $1.height && $0.measured == $1.measured }
        }
    }

    /// Replaces everything (`reloadData`).
    public mutating func reload(_ content: [SectionContent]) {
        var heights: [Double] = []
        measured = []
        identities = []
        sections = []
        for (index, section) in content.enumerated() {
            sections.append(
                Section(
                    start: heights.count, rows: section.rows.count, hasHeader: section.header != nil, hasFooter: section.footer != nil,
                    spacing: max(0, section.spacing)))
            if let header = section.header {
                append(&heights, header, identity: Self.headerIdentity(index), measured: section.headerMeasured)
            }
            for (row, content) in section.rows.enumerated() {
                heights.append(content.height + (row > 0 ? max(0, section.spacing) : 0))
                measured.append(content.measured)
                identities.append(content.identity)
            }
            if let footer = section.footer {
                append(&heights, footer, identity: Self.footerIdentity(index), measured: section.footerMeasured)
            }
        }
        hasSpacing = sections.contains { $0.spacing > 0 }
        tree.replaceAll(heights)
    }

    private mutating func append(_ heights: inout [Double], _ height: Double, identity: Int, measured isMeasured: Bool) {
        heights.append(height)
        measured.append(isMeasured)
        identities.append(identity)
    }

    /// Section headers and footers have identities of their own, below every item's.
    static func headerIdentity(_ section: Int) -> Int { Int.min / 2 + 2 * section }
    static func footerIdentity(_ section: Int) -> Int { Int.min / 2 + 2 * section + 1 }

    /// A row laid out: its real height replaces what was believed. Returns the change.
    @discardableResult
    public mutating func measure(_ index: Int, height: Double) -> Double {
        let extent = height + spacing(above: index)
        let delta = extent - tree[index]
        tree.set(index, extent)
        measured[index] = true
        return delta
    }

    /// Forget a row's measurement (a reloaded row): believed at `estimate` until laid out again.
    public mutating func invalidate(_ index: Int, estimate: Double) {
        tree.set(index, estimate + spacing(above: index))
        measured[index] = false
    }

    /// Inserts rows into a section at `row`.
    public mutating func insertRows(_ rows: [(identity: Int, height: Double, measured: Bool)], section: Int, at row: Int) {
        let at = sections[section].firstRow + row
        let spacing = sections[section].spacing
        let hadRows = sections[section].rows > 0
        tree.insert(contentsOf: rows.enumerated().map { $1.height + (row + $0 > 0 ? spacing : 0) }, at: at)
        measured.insert(contentsOf: rows.map(\.measured), at: at)
        identities.insert(contentsOf: rows.map(\.identity), at: at)
        sections[section].rows += rows.count
        for later in sections.indices where later > section { sections[later].start += rows.count }
        // The section's first row is no longer first: the spacing comes above it now.
        if row == 0, hadRows, !rows.isEmpty, spacing > 0 { tree.set(at + rows.count, tree[at + rows.count] + spacing) }
    }

    /// Removes `count` rows of a section from `row` on.
    public mutating func deleteRows(section: Int, at row: Int, count: Int) {
        let at = sections[section].firstRow + row
        tree.removeSubrange(at..<(at + count))
        measured.removeSubrange(at..<(at + count))
        identities.removeSubrange(at..<(at + count))
        sections[section].rows -= count
        for later in sections.indices where later > section { sections[later].start -= count }
        // The row now first in its section has no spacing above it.
        let spacing = sections[section].spacing
        if row == 0, count > 0, sections[section].rows > 0, spacing > 0 { tree.set(at, tree[at] - spacing) }
    }

    /// Inserts whole sections before `index`.
    public mutating func insertSections(_ content: [SectionContent], at index: Int) {
        var all = (0..<sections.count).map(sectionContent)
        all.insert(contentsOf: content, at: index)
        reloadKeepingMeasurements(all)
    }

    /// Removes sections `range`.
    public mutating func deleteSections(_ range: Range<Int>) {
        var all = (0..<sections.count).map(sectionContent)
        all.removeSubrange(range)
        reloadKeepingMeasurements(all)
    }

    /// A section as it stands, measurements kept.
    func sectionContent(_ index: Int) -> SectionContent {
        let section = sections[index]
        let rows = (section.firstRow..<(section.firstRow + section.rows)).map { (identities[$0], height(ofElement: $0), measured[$0]) }
        return SectionContent(
            rows: rows, header: section.hasHeader ? tree[section.start] : nil,
            footer: section.hasFooter ? tree[section.end - 1] : nil, spacing: section.spacing,
            headerMeasured: !section.hasHeader || measured[section.start], footerMeasured: !section.hasFooter || measured[section.end - 1])
    }

    private mutating func reloadKeepingMeasurements(_ content: [SectionContent]) {
        reload(content)
        // Sections moved: their headers' and footers' identities follow their new index.
        for (index, section) in sections.enumerated() {
            if section.hasHeader { identities[section.start] = Self.headerIdentity(index) }
            if section.hasFooter { identities[section.end - 1] = Self.footerIdentity(index) }
        }
    }

    /// Every element's believed extent, in order (what the law checks sum): its height, and for a
    /// row after its section's first the line spacing above it.
    public var believedHeights: [Double] { tree.heights }
}
