import Foundation
import RefreshSim

/// UICollectionView. When the scenario's content is rows (`content.rows`, style `flow` or
/// `compositionalList`) its items are the engine's list (`ListRows`), one item per row: laid out
/// from the data source's counts with estimated and measured heights, `cellForItemAt`,
/// `willDisplay` and `didEndDisplaying` in UIKit's order with cells from a reuse pool,
/// prefetching, item updates and batch updates. Otherwise (`content.height`) the content's height
/// is the scenario's and items are only counted.
open class UICollectionView: UIScrollView, ListRowsOwner {
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { rows?.list.setNeedsReload() }
    }
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { rows?.list.isPrefetchingEnabled = prefetchDataSource != nil }
    }
    open var isPrefetchingEnabled = true
    public let collectionViewLayout: UICollectionViewLayout
    private(set) var rows: ListRows?
    private var itemCounts: [Int]?
    private var pool: [String: [UICollectionViewCell]] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        rows = ListRows(owner: self, scrollView: simulated, collectionView: true)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Cells

    /// A registered subclass cannot be made without Objective-C's runtime: the collection view
    /// makes plain cells for its identifier, and the run reports it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let cellClass, cellClass != UICollectionViewCell.self {
            reportNotSimulated("UICollectionView.register(_:forCellWithReuseIdentifier:)")
        }
    }

    /// A cell from the pool of cells that left the screen, else a new plain one.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return UICollectionViewCell(reuseIdentifier: identifier)
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        rows?.cell(at: indexPath.rowPath) as? UICollectionViewCell
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        rows.map { $0.list.visibleRows.map(IndexPath.init) } ?? []
    }

    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap(cellForItem(at:)) }

    // MARK: Counts and reloads

    open func reloadData() {
        if let rows {
            rows.list.reloadData()
            return
        }
        let sections = dataSource?.numberOfSections(in: self) ?? 1
        itemCounts = (0..<max(sections, 0)).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
    }

    open var numberOfSections: Int {
        if let rows { return rows.list.layout.numberOfSections }
        return counts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        if let rows { return section < rows.list.layout.numberOfSections ? rows.list.layout.numberOfRows(inSection: section) : 0 }
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if itemCounts == nil { reloadData() }
        return itemCounts ?? []
    }

    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        rows?.list.layoutIfNeeded()
    }

    // MARK: ListRowsOwner

    func sourceSectionCount() -> Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    func sourceRowCount(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    private var flowLayout: UICollectionViewFlowLayout? { collectionViewLayout as? UICollectionViewFlowLayout }

    func fixedHeight(at indexPath: IndexPath) -> Double? {
        guard let flow = flowLayout, flow.estimatedItemSize == .zero else { return nil }
        let size = flowDelegate?.collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
        if size.width * 2 + flow.minimumInteritemSpacing <= bounds.width {
            UIKitEnvironment.current?.notSimulatedOnce(
                .layoutNotSimulated("UICollectionViewFlowLayout: several items per row are laid out one per row"))
        }
        return Double(max(size.height, 0))
    }

    func estimatedHeight(at indexPath: IndexPath) -> Double? {
        if let flow = flowLayout {
            guard flow.estimatedItemSize != .zero else { return fixedHeight(at: indexPath) }
            let estimate = flow.estimatedItemSize.height
            return estimate > 0 ? Double(estimate) : automaticEstimate
        }
        return (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listEstimate
    }

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? { collectionDelegate as? any UICollectionViewDelegateFlowLayout }

    /// A flow layout's `minimumLineSpacing` (or the delegate's for the section): between rows only.
    func lineSpacing(inSection section: Int) -> Double {
        guard let flow = flowLayout else { return 0 }
        let spacing = flowDelegate?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing
        return Double(max(spacing, 0))
    }

    /// A flow layout's section header (`headerReferenceSize`, or the delegate's) and the
    /// section's top inset below it (`sectionInset`, or the delegate's `insetForSectionAt`), as one
    /// span above the first row; nil when both are 0.
    func headerHeight(inSection section: Int) -> Double? {
        guard let flow = flowLayout else { return nil }
        let header = flowDelegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section) ?? flow.headerReferenceSize
        return span(max(header.height, 0) + max(sectionInset(section, flow).top, 0))
    }

    /// The section's bottom inset and its footer (`footerReferenceSize`), below the last row.
    func footerHeight(inSection section: Int) -> Double? {
        guard let flow = flowLayout else { return nil }
        let footer = flowDelegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section) ?? flow.footerReferenceSize
        return span(max(sectionInset(section, flow).bottom, 0) + max(footer.height, 0))
    }

    private func sectionInset(_ section: Int, _ flow: UICollectionViewFlowLayout) -> UIEdgeInsets {
        flowDelegate?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
    }

    private func span(_ height: CGFloat) -> Double? { height > 0 ? Double(height) : nil }

    func identity(at indexPath: IndexPath) -> Int? {
        (dataSource as? any DiffableIdentities)?.identity(at: indexPath)
    }

    func cell(at indexPath: IndexPath) -> UIView {
        dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(reuseIdentifier: nil)
    }

    func willDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func prefetch(_ indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    func cancelPrefetching(_ indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    func enqueue(_ cell: UIView) {
        guard let cell = cell as? UICollectionViewCell, let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }
}

/// UICollectionViewCell: its content view and reuse identifier. Cells are not drawn.
open class UICollectionViewCell: UIView {
    public private(set) var reuseIdentifier: String?
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called as the collection view hands the cell out again from its reuse pool.
    open func prepareForReuse() {}
}
