import RefreshSim
import UIKit

/// The feed screen as refreshsim strategy kinds: the scenario's loader is the network the model
/// awaits (`try await loader.load()` returns at the simulated time the loader says).
public let asyncFeedStrategies = [
    StrategyKind("async-feed", "the feed's UIRefreshControl with an async UIAction (Task, await, endRefreshing)") { host in
        feedStrategy(host: host, minimumSpinnerTime: .zero)
    },
    StrategyKind("async-feed-minimum-spinner", "the same, keeping the spinner up at least 1 s with Task.sleep") { host in
        feedStrategy(host: host, minimumSpinnerTime: .seconds(1))
    },
]

func feedStrategy(host: RefreshHost, minimumSpinnerTime: Duration) -> any RefreshStrategy {
    let network = host.network
    return UIKitStrategy(
        host: host, indicator: .refreshControl,
        state: { (feed: FeedViewController) in feed.refreshControl?.isRefreshing == true ? "refreshing" : "idle" }
    ) {
        let model = FeedModel {
            _ = try await network.load()
            return ["new item"]
        }
        return FeedViewController(model: model, minimumSpinnerTime: minimumSpinnerTime, clock: SimulatedClock())
    }
}
