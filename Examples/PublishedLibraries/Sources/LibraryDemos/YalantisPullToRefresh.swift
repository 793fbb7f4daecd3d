import RefreshSim
import UIKit
import YalantisPullToRefresh

/// An app's feed using Yalantis/PullToRefresh as its README shows: one refresher, at the top
/// (`addPullToRefresh(_:action:)`), and `endRefreshing(at: .top)` when the load ends. With
/// `enablesBeforeEnding` it first calls `setEnable(isEnabled: true)`: the workaround given in
/// the library's issue #128, where a top-only refresher's `endRefreshing` has no effect.
public final class YalantisFeedViewController: UITableViewController {
    public let refresher = PullToRefresh()
    public var fetchLatest: ((@escaping () -> Void) -> Void)?
    public var enablesBeforeEnding = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh(refresher) { [weak self] in
            self?.fetchLatest? {
                guard let self else { return }
                if self.enablesBeforeEnding { self.refresher.setEnable(isEnabled: true) }
                self.tableView.endRefreshing(at: .top)
            }
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
}

extension OptionKey where Value == Bool {
    /// Issue #128's workaround.
    static let enablesBeforeEnding = OptionKey.bool(
        "enablesBeforeEnding", default: false,
        "Call setEnable(isEnabled: true) before endRefreshing(at: .top): the workaround in the library's issue #128.")
}

let yalantisStrategies = [
    StrategyKind(
        "yalantis-top", "Yalantis/PullToRefresh's default refresher alone at the top (ported, unchanged)",
        options: [.key(.enablesBeforeEnding)], defaultLoader: { _ in .delay(seconds: 1) },
        build: { host, options in
            UIKitStrategy(
                host: host, indicator: .header(height: 40), triggerDistance: 40,
                state: { (feed: YalantisFeedViewController) in name(of: feed.refresher.state) },
                phase: { (feed: YalantisFeedViewController) in phase(of: feed.refresher.state) }
            ) {
                let feed = YalantisFeedViewController(style: .plain)
                feed.enablesBeforeEnding = options[.enablesBeforeEnding]
                feed.fetchLatest = { done in host.loader.load { _ in done() } }
                return feed
            }
        })
]

/// The state's name without its progress, so the chart's state lane changes when the state does.
private func name(of state: State) -> String {
    switch state {
    case .initial: "initial"
    case let .releasing(progress): progress >= 1 ? "releasing(1)" : "releasing"
    case .loading: "loading"
    case .finished: "finished"
    }
}

/// `releasing(progress: 1)` is where a release starts the load (its `observeValue`).
private func phase(of state: State) -> RefreshPhase {
    switch state {
    case let .releasing(progress) where progress >= 1: .armed
    case .loading: .refreshing
    default: .idle
    }
}
