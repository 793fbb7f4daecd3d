import PullKit
import UIKit

/// An app's feed screen using PullKit, as it would be written for iOS: the header refreshes, the
/// footer loads the next page. `fetchLatest` and `fetchNextPage` stand for the network.
public final class FeedViewController: UITableViewController {
    public var fetchLatest: ((@escaping () -> Void) -> Void)?
    public var fetchNextPage: ((@escaping () -> Void) -> Void)?
    public private(set) var rows = 40

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.pk_addPullToRefresh { [weak self] in
            self?.fetchLatest? {
                self?.tableView.pk_stopPullToRefresh()
            }
        }
        tableView.pk_addInfiniteScrolling { [weak self] in
            self?.fetchNextPage? {
                self?.rows += 20
                self?.tableView.reloadData()
                self?.tableView.pk_stopLoadingMore()
            }
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows
    }
}
