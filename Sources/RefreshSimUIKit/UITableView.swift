import Foundation
import RefreshSim

/// UITableView. When the scenario's content is rows (`content.rows`) its rows are the engine's
/// list (`ListRows`): laid out from the data source's counts with estimated and measured heights,
/// `cellForRowAt`, `willDisplay` and `didEndDisplaying` in UIKit's order with cells from a reuse
/// pool, prefetching, row updates and batch updates with UIKit's index rules and animation time.
/// Otherwise (`content.height`) the content's height is the scenario's and rows are only counted:
/// `reloadData()` asks the data source for its counts, and no cell is made.
open class UITableView: UIScrollView, ListRowsOwner {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView.RowAnimation`. Every kind animates the update (about 0.3 s; `.none` too:
    /// Apple's documentation says the rows then "use the default animations"); inside
    /// `UIView.performWithoutAnimation` nothing animates.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// UIKit's "measure it" sentinel for `rowHeight`, `heightForRowAt` and the estimates.
    public static let automaticDimension = automaticDimensionValue

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { rows?.list.setNeedsReload() }
    }
    /// `tableView(_:prefetchRowsAt:)`' listener; the list looks ahead only while there is one.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { rows?.list.isPrefetchingEnabled = prefetchDataSource != nil }
    }
    open var isPrefetchingEnabled = true
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// The height of rows the delegate gives none for; `automaticDimension` (UIKit's default
    /// since iOS 11): each row measures itself.
    open var rowHeight: CGFloat = automaticDimensionValue
    /// `automaticDimension` (UIKit's default since iOS 11): 44 pt; 0 turns estimation off.
    open var estimatedRowHeight: CGFloat = automaticDimensionValue {
        didSet { rows?.list.estimatedRowHeight = Self.estimate(estimatedRowHeight) ?? 0 }
    }
    /// Section headers' and footers' heights where the delegate gives none; `automaticDimension`
    /// (UIKit's default): sized to their title or view (`UITableView+Sections`).
    open var sectionHeaderHeight: CGFloat = automaticDimensionValue
    open var sectionFooterHeight: CGFloat = automaticDimensionValue
    /// Their estimates; `automaticDimension` (UIKit's default) or 0: none, the height is asked at once.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimensionValue
    open var estimatedSectionFooterHeight: CGFloat = automaticDimensionValue
    /// iOS 15's padding above each section header; `automaticDimension` (UIKit's default) is an
    /// amount Apple does not document: laid out as 0, and reported when a header shows.
    open var sectionHeaderTopPadding: CGFloat = automaticDimensionValue
    /// With content as rows, laid out as UIKit lays it out: above the first section, the rows
    /// below it, inside `contentSize`. Its height is read when it is assigned, as UIKit reads it
    /// (a header resized later takes effect when assigned again, as apps do after resizing it).
    /// `tableFooterView = UIView()`, the usual way to hide empty rows' separators, has no height.
    open var tableHeaderView: UIView? {
        didSet { rows?.list.headerViewHeight = Double(max(tableHeaderView?.frame.height ?? 0, 0)) }
    }
    /// Below the last section, inside `contentSize`; its height read when assigned.
    open var tableFooterView: UIView? {
        didSet { rows?.list.footerViewHeight = Double(max(tableFooterView?.frame.height ?? 0, 0)) }
    }
    private var rowCounts: [Int]?
    /// The engine's list, when the content is rows.
    private(set) var rows: ListRows?
    private var pool: [String: [UITableViewCell]] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        attachRows()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    private func attachRows() {
        rows = ListRows(owner: self, scrollView: simulated)
        rows?.list.estimatedRowHeight = Self.estimate(estimatedRowHeight) ?? 0
    }

    static func estimate(_ value: CGFloat) -> Double? {
        value < 0 ? automaticEstimate : value > 0 ? Double(value) : nil
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Cells

    /// A registered subclass cannot be made without Objective-C's runtime: the table makes plain
    /// cells for its identifier, and the run reports it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, cellClass != UITableViewCell.self {
            reportNotSimulated("UITableView.register(_:forCellReuseIdentifier:)")
        }
    }

    /// A cell from the pool of cells that left the screen, else a new plain one.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusableCell(identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reusableCell(identifier)
    }

    private func reusableCell(_ identifier: String) -> UITableViewCell {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown for the row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows?.cell(at: indexPath.rowPath) as? UITableViewCell
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        rows.map { $0.list.visibleRows.map(IndexPath.init) }
    }

    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap(cellForRow(at:))
    }

    // MARK: Counts and reloads

    /// Forgets every height and shows the visible rows again at the next layout pass, so
    /// `cellForRowAt` and `willDisplay` run for them again.
    open func reloadData() {
        if let rows {
            rows.list.reloadData()
            return
        }
        let sections = dataSource?.numberOfSections(in: self) ?? 1
        rowCounts = (0..<max(sections, 0)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
    }

    open var numberOfSections: Int {
        if let rows { return rows.list.layout.numberOfSections }
        return counts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        if let rows { return section < rows.list.layout.numberOfSections ? rows.list.layout.numberOfRows(inSection: section) : 0 }
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if rowCounts == nil { reloadData() }
        return rowCounts ?? []
    }

    /// Lays the rows out now (the list's pass), as UIKit's `layoutSubviews` does.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        rows?.list.layoutIfNeeded()
    }

    // MARK: ListRowsOwner

    func sourceSectionCount() -> Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    func sourceRowCount(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func fixedHeight(at indexPath: IndexPath) -> Double? {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height < 0 ? nil : Double(height)
    }

    func estimatedHeight(at indexPath: IndexPath) -> Double? {
        Self.estimate(tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight)
    }

    func identity(at indexPath: IndexPath) -> Int? {
        (dataSource as? any DiffableIdentities)?.identity(at: indexPath)
    }

    func cell(at indexPath: IndexPath) -> UIView {
        dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func prefetch(_ indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    func cancelPrefetching(_ indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    func lineSpacing(inSection section: Int) -> Double { 0 }

    func enqueue(_ cell: UIView) {
        guard let cell = cell as? UITableViewCell, let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }
}

public typealias UITableViewStyle = UITableView.Style

open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    public let reuseIdentifier: String?
    open var textLabel: UILabel? = UILabel()
    open var detailTextLabel: UILabel? = UILabel()
    public let contentView = UIView()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Called as the table hands the cell out again from its reuse pool.
    open func prepareForReuse() {}

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
}

public typealias UITableViewCellStyle = UITableViewCell.CellStyle
