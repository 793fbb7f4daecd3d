import RefreshSim
import TIPullToRefresh
import UIKit

/// An app's feed using TouchInstinct/TIPullToRefresh (RMRPullToRefresh) as its README and demo do:
/// `RMRPullToRefresh(scrollView:position: .top)` with its default views (`setupDefaultSettings()`),
/// 90 pt, `stopLoading()` when the load ends. It starts on the pan gesture recognizer's state
/// (observed by key path) reaching `.ended` past its height. Its state is public: `stopped`,
/// `dragging`, `loading`.
public final class TIPullToRefreshFeedViewController: LibraryFeedViewController {
    public private(set) var pullToRefresh: RMRPullToRefresh?

    public override func viewDidLoad() {
        super.viewDidLoad()
        pullToRefresh = RMRPullToRefresh(scrollView: tableView, position: .top) { [weak self] in
            self?.fetch? { self?.pullToRefresh?.stopLoading() }
        }
        pullToRefresh?.setupDefaultSettings()
    }

    public var state: RMRPullToRefreshState { pullToRefresh?.state ?? .stopped }
}

private func name(of state: RMRPullToRefreshState) -> String {
    switch state {
    case .stopped: "stopped"
    case .dragging: "dragging"
    case .loading: "loading"
    }
}

private func phase(of state: RMRPullToRefreshState) -> RefreshPhase {
    switch state {
    case .loading: .refreshing
    case .dragging: .pulling
    case .stopped: .idle
    }
}

let tiPullToRefreshStrategies = [
    headerKind(
        "tipulltorefresh-top", "TouchInstinct/TIPullToRefresh's default views at the top (ported, unchanged)", height: 90, trigger: 90,
        state: { (feed: TIPullToRefreshFeedViewController) in name(of: feed.state) },
        phase: { phase(of: $0.state) },
        make: { _ in TIPullToRefreshFeedViewController(style: .plain) })
]
