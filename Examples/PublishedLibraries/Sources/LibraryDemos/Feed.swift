import RefreshSim
import UIKit

/// An app's feed screen, as each library's README hangs its refresher on one: 40 rows, and the
/// network (`fetch`) standing for the scenario's loader.
open class LibraryFeedViewController: UITableViewController {
    public var fetch: ((@escaping () -> Void) -> Void)?

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
}

/// A library's header as a strategy kind: its feed, made by `make`, on the run's scroll view, the
/// scenario's loader as its network, and its state read by `state` and `phase`.
func headerKind<Feed: LibraryFeedViewController>(
    _ name: String, _ summary: String, options: [OptionField] = [], height: Double, trigger: Double,
    state: @escaping @MainActor (Feed) -> String, phase: @escaping @MainActor (Feed) -> RefreshPhase,
    make: @escaping @MainActor (OptionValues) -> Feed
) -> StrategyKind {
    StrategyKind(
        name, summary, options: options, defaultLoader: { _ in .delay(seconds: 1) },
        build: { host, options in
            UIKitStrategy(host: host, indicator: .header(height: height), triggerDistance: trigger, state: state, phase: phase) {
                let feed = make(options)
                feed.fetch = { done in host.loader.load { _ in done() } }
                return feed
            }
        })
}
