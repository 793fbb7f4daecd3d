import RefreshSim
import RefreshSimCLI
import RefreshSimUIKit

/// The app's refresh code as refreshsim strategy kinds. The scenario's loader stands for the
/// network: `fetchLatest` completes when it does.
public let feedStrategies = [
    StrategyRegistration("feed-header", summary: "the feed's pull-to-refresh header (FeedHeader), pasted from the app") { host in
        feedHeaderStrategy(host: host)
    },
]

/// Builds the feed screen on the run's simulated scroll view.
public func feedHeaderStrategy(host: RefreshHost) -> any RefreshStrategy {
    UIKitStrategy(host: host, indicator: .header(height: FeedHeader.height), triggerDistance: FeedHeader.height,
                  state: { (feed: FeedViewController) in "\(feed.header.state)" }) { () -> FeedViewController in
        let feed = FeedViewController(style: .plain)
        feed.fetchLatest = { done in
            host.recordRefreshStart("fetchLatest")
            host.loader.load { _ in
                host.recordRefreshEnd("fetchLatest done")
                done(["new item"])
            }
        }
        return feed
    }
}
