import RefreshSim
import RefreshSimCLI
import UIKit

/// The app's refresh code as refreshsim strategy kinds. The scenario's loader stands for the
/// network: `fetchLatest` completes when it does (refreshsim records the request and its end).
public let feedStrategies = [
    StrategyKind("feed-header", "the feed's pull-to-refresh header (FeedHeader), pasted from the app") { host in
        feedHeaderStrategy(host: host)
    }
]

/// Builds the feed screen on the run's simulated scroll view.
public func feedHeaderStrategy(host: RefreshHost) -> any RefreshStrategy {
    UIKitStrategy(
        host: host, indicator: .header(height: FeedHeader.height), triggerDistance: FeedHeader.height,
        state: { (feed: FeedViewController) in "\(feed.header.state)" },
        phase: { (feed: FeedViewController) in phase(of: feed.header.state) }
    ) { () -> FeedViewController in
        let feed = FeedViewController(style: .plain)
        feed.fetchLatest = { done in
            host.loader.load { _ in done(["new item"]) }
        }
        return feed
    }
}

/// The header's states in refreshsim's terms: `pulling` means released now it would refresh.
func phase(of state: FeedHeaderState) -> RefreshPhase {
    switch state {
    case .idle: .idle
    case .pulling: .armed
    case .refreshing: .refreshing
    }
}
