import RefreshSim
import RefreshableKit
import UIKit

/// An app's feed using mobile-health/RefreshableKit as its README does:
/// `addPullToRefresh(container:action:)` with the default header (`DefaultPullToRefreshView`,
/// 50 pt), `stopPullToRefreshAnimating()` when the load ends. The library keeps its state
/// private; the feed reads it off the header, which is hidden until it refreshes: `refreshing`
/// while shown with its spinner spinning, `hiding` while shown with it stopped (its hide
/// animation), `idle` while hidden.
public final class RefreshableKitFeedViewController: LibraryFeedViewController {
    public let header = DefaultPullToRefreshView.header()

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh(with: header, container: self) { [weak self] in
            self?.fetch? { self?.tableView.stopPullToRefreshAnimating() }
        }
    }

    public enum HeaderState: String { case idle, refreshing, hiding }

    public var state: HeaderState {
        if header.isHidden { return .idle }
        return header.spinner.isAnimating ? .refreshing : .hiding
    }
}

let refreshableKitStrategies = [
    headerKind(
        "refreshablekit-default", "mobile-health/RefreshableKit's default header (ported, unchanged)", height: 50, trigger: 50,
        state: { (feed: RefreshableKitFeedViewController) in feed.state.rawValue },
        phase: { feed in
            switch feed.state {
            case .refreshing: .refreshing
            case .hiding: .ending
            case .idle: .idle
            }
        },
        make: { _ in RefreshableKitFeedViewController(style: .plain) })
]
