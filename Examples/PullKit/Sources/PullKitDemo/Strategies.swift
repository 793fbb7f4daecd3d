import PullKit
import RefreshSim
import UIKit

/// PullKit as refreshsim strategy kinds: the feed screen on the run's scroll view, its header or
/// its footer watched. The scenario's loader stands for the network.
public let pullKitStrategies = [
    StrategyKind("pullkit-header", "PullKit's pull-to-refresh header (Examples/PullKit), ported") { host in
        UIKitStrategy(
            host: host, indicator: .header(height: 60), triggerDistance: 60,
            state: { (feed: FeedViewController) in feed.tableView.pk_header?.state.name ?? "none" },
            phase: { (feed: FeedViewController) in phase(of: feed.tableView.pk_header?.state) }
        ) {
            feed(on: host)
        }
    },
    StrategyKind("pullkit-footer", "PullKit's load-more footer (Examples/PullKit), ported") { host in
        UIKitStrategy(
            host: host,
            indicator: .footer(
                height: 50,
                top: { (feed: FeedViewController) in
                    feed.tableView.pk_footer.map { Double($0.frame.minY) } ?? 0
                }),
            state: { (feed: FeedViewController) in feed.tableView.pk_footer?.state.name ?? "none" },
            phase: { (feed: FeedViewController) in phase(of: feed.tableView.pk_footer?.state) }
        ) {
            feed(on: host)
        }
    },
]

func feed(on host: RefreshHost) -> FeedViewController {
    let feed = FeedViewController(style: .plain)
    feed.fetchLatest = { done in host.loader.load { _ in done() } }
    feed.fetchNextPage = { done in host.loader.load { _ in done() } }
    return feed
}

/// PullKit's states in refreshsim's terms: `pulling` means a release now would refresh.
func phase(of state: PullKitState?) -> RefreshPhase {
    switch state {
    case .pulling: .armed
    case .refreshing: .refreshing
    default: .idle
    }
}
