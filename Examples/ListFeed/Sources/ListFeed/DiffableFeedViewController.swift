import UIKit

/// A feed on a diffable data source that pages from prefetching: when the rows UIKit asks to
/// prefetch reach the last five, the next page loads, and lands as a snapshot with the new items
/// appended, applied with animation. The in-flight flag is there from the start.
public final class DiffableFeedViewController: UIViewController, UITableViewDelegate, UITableViewDataSourcePrefetching {
    enum Section { case posts }

    public let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
    private var dataSource: UITableViewDiffableDataSource<Section, String>!
    public private(set) var isLoading = false
    public private(set) var pagesRequested = 0
    /// Each `prefetchRowsAt`' rows, in the order UIKit asked.
    public private(set) var prefetchRequests: [[Int]] = []
    private let api: FeedAPI

    public init(api: FeedAPI) {
        self.api = api
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("not used")
    }

    public var itemCount: Int { dataSource.snapshot().numberOfItems }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.estimatedRowHeight = 80
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, post in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
            cell.textLabel?.text = post
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.posts])
        snapshot.appendItems((0..<20).map { "Post \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetchRequests.append(indexPaths.map(\.row))
        let count = dataSource.snapshot().numberOfItems
        guard !isLoading, indexPaths.contains(where: { $0.row >= count - 5 }) else { return }
        isLoading = true
        pagesRequested += 1
        api.loadPage(after: count) { [weak self] page in
            guard let self else { return }
            var snapshot = dataSource.snapshot()
            snapshot.appendItems(page, toSection: .posts)
            dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in self?.isLoading = false }
        }
    }
}
