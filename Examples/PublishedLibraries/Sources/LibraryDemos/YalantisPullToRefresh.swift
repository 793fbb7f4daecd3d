import RefreshSim
import UIKit
import YalantisPullToRefresh

/// An app's feed using Yalantis/PullToRefresh as its README shows: one refresher, at the top
/// (`addPullToRefresh(_:action:)`), and `endRefreshing(at: .top)` when the load ends. With
/// `enablesBeforeEnding` it first calls `setEnable(isEnabled: true)`: the workaround given in
/// the library's issue #128, where a top-only refresher's `endRefreshing` has no effect.
public final class YalantisFeedViewController: LibraryFeedViewController {
    public let refresher = PullToRefresh()
    public var enablesBeforeEnding = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh(refresher) { [weak self] in
            self?.fetch? {
                guard let self else { return }
                if self.enablesBeforeEnding { self.refresher.setEnable(isEnabled: true) }
                self.tableView.endRefreshing(at: .top)
            }
        }
    }
}

extension OptionKey where Value == Bool {
    /// Issue #128's workaround.
    static let enablesBeforeEnding = OptionKey.bool(
        "enablesBeforeEnding", default: false,
        "Call setEnable(isEnabled: true) before endRefreshing(at: .top): the workaround in the library's issue #128.")
}

let yalantisStrategies = [
    headerKind(
        "yalantis-top", "Yalantis/PullToRefresh's default refresher alone at the top (ported, unchanged)",
        options: [.key(.enablesBeforeEnding)], height: 40, trigger: 40,
        state: { (feed: YalantisFeedViewController) in name(of: feed.refresher.state) },
        phase: { phase(of: $0.refresher.state) },
        make: { options in
            let feed = YalantisFeedViewController(style: .plain)
            feed.enablesBeforeEnding = options[.enablesBeforeEnding]
            return feed
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
