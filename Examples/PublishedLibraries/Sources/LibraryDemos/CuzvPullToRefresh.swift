import CuzvPullToRefresh
import RefreshSim
import UIKit

/// An app's feed using cuzv/PullToRefresh as its sample does: a 60 pt top container
/// (`addTopRefreshContainerView(height:)`), scrolled to the top after it ends, and
/// `endTopPullToRefresh()` when the load ends. Its sample also adds a `LoosenRefreshView` as the
/// container's content, but that view's initialiser is internal to the package (an app taking
/// the package cannot make one), so the feed has the container alone. Its state is public:
/// `none`, `triggered`, `loading`.
public final class CuzvPullToRefreshFeedViewController: LibraryFeedViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addTopRefreshContainerView(height: 60) { [weak self] scrollView in
            self?.fetch? { scrollView.endTopPullToRefresh() }
        }
        tableView.topRefreshContainerView?.scrollToTopAfterEndRefreshing = true
    }

    public var state: RefreshContainerViewState { tableView.topRefreshContainerView?.state ?? .none }
}

private func name(of state: RefreshContainerViewState) -> String {
    switch state {
    case .none: "none"
    case .triggered: "triggered"
    case .loading: "loading"
    }
}

private func phase(of state: RefreshContainerViewState) -> RefreshPhase {
    switch state {
    case .loading: .refreshing
    case .triggered: .armed
    case .none: .idle
    }
}

let cuzvPullToRefreshStrategies = [
    headerKind(
        "cuzv-pulltorefresh-top", "cuzv/PullToRefresh's top container (ported, unchanged)", height: 60, trigger: 60,
        state: { (feed: CuzvPullToRefreshFeedViewController) in name(of: feed.state) },
        phase: { phase(of: $0.state) },
        make: { _ in CuzvPullToRefreshFeedViewController(style: .plain) })
]
