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

    public var stateName: String {
        switch pullToRefresh?.state ?? .stopped {
        case .stopped: "stopped"
        case .dragging: "dragging"
        case .loading: "loading"
        }
    }
}

let tiPullToRefreshStrategies = [
    headerKind(
        "tipulltorefresh-top", "TouchInstinct/TIPullToRefresh's default views at the top (ported, unchanged)", height: 90, trigger: 90,
        state: { (feed: TIPullToRefreshFeedViewController) in feed.stateName },
        phase: { feed in
            switch feed.stateName {
            case "loading": .refreshing
            case "dragging": .pulling
            default: .idle
            }
        },
        make: { _ in TIPullToRefreshFeedViewController(style: .plain) })
]
