/// UITableView: a scroll view whose rows come from a data source. The simulator takes the
/// content's height from the scenario (`content.height`, grown by an `append` loader), so rows are
/// counted but not laid out: `reloadData()` asks the data source for its counts, and cells are
/// never drawn.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var rowHeight: CGFloat = 44
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    private var rowCounts: [Int]?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// A fresh plain cell (cells are not drawn, so none is reused and no subclass is built).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reportNotSimulated("UITableView.dequeueReusableCell(withIdentifier:)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reportNotSimulated("UITableView.dequeueReusableCell(withIdentifier:for:)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {
        let sections = dataSource?.numberOfSections(in: self) ?? 1
        rowCounts = (0..<max(sections, 0)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
    }

    open var numberOfSections: Int {
        counts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if rowCounts == nil { reloadData() }
        return rowCounts ?? []
    }
}

public typealias UITableViewStyle = UITableView.Style

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

public extension UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

public protocol UITableViewDelegate: UIScrollViewDelegate {}

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

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
}

public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// UICollectionView, for refresh code that counts items or reloads; like `UITableView`, its
/// content height is the scenario's.
open class UICollectionView: UIScrollView {
    open weak var dataSource: (any UICollectionViewDataSource)?
    public let collectionViewLayout: UICollectionViewLayout

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    private var itemCounts: [Int]?

    open func reloadData() {
        let sections = dataSource?.numberOfSections(in: self) ?? 1
        itemCounts = (0..<max(sections, 0)).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if itemCounts == nil { reloadData() }
        return itemCounts ?? []
    }
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

public extension UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
