import UIKit

/// A feed on a collection view with a list layout and a diffable data source that pages from
/// prefetching: when the items UIKit asks to prefetch reach the last five, the next page loads,
/// and lands as a snapshot with the new items appended, applied with animation. The in-flight
/// flag is there from the start.
public final class DiffableFeedViewController: UIViewController, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
{
    enum Section { case posts }

    public let collectionView = UICollectionView(
        frame: UIScreen.main.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    public private(set) var isLoading = false
    public private(set) var pagesRequested = 0
    /// Each `prefetchItemsAt`' items, in the order UIKit asked.
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
        view.addSubview(collectionView)
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Post")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, post in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Post", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.posts])
        snapshot.appendItems((0..<20).map { "Post \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetchRequests.append(indexPaths.map(\.item))
        let count = dataSource.snapshot().numberOfItems
        guard !isLoading, indexPaths.contains(where: { $0.item >= count - 5 }) else { return }
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
