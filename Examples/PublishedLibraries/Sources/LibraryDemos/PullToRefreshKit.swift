import PullToRefreshKit
import RefreshSim
import UIKit

/// An app's feed using LeoMobileDeveloper/PullToRefreshKit as its README does: the default header
/// (`DefaultRefreshHeader`, 50 pt, also its trigger) with its texts set (the README's "Config
/// the default refresh text"), added with `configRefreshHeader(with:container:action:)`, and
/// `switchRefreshHeader(to: .normal(.success, 0.5))` when the load ends. The library keeps its
/// state private; the feed reads it off the header's text, which the library sets at each state.
public final class PullToRefreshKitFeedViewController: LibraryFeedViewController {
    public let header = DefaultRefreshHeader.header()
    static let texts: [(RefreshKitHeaderText, String)] = [
        (.pullToRefresh, "Pull to refresh"), (.releaseToRefresh, "Release to refresh"), (.refreshing, "Refreshing..."),
        (.refreshSuccess, "Success"), (.refreshFailure, "Failed"),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        for (mode, text) in Self.texts { header.setText(text, mode: mode) }
        tableView.configRefreshHeader(with: header, container: self) { [weak self] in
            self?.fetch? { self?.tableView.switchRefreshHeader(to: .normal(.success, 0.5)) }
        }
    }

    /// `releaseToRefresh` once a release would refresh, `refreshing`, `success` while it shows
    /// the result before hiding, and `pullToRefresh` otherwise (its first text is the library's
    /// own, before `setText`).
    public enum HeaderState: String { case pullToRefresh, releaseToRefresh, refreshing, success }

    public var state: HeaderState {
        switch header.textLabel.text {
        case "Release to refresh": .releaseToRefresh
        case "Refreshing...": .refreshing
        case "Success": .success
        default: .pullToRefresh
        }
    }
}

let pullToRefreshKitStrategies = [
    headerKind(
        "pulltorefreshkit-default", "LeoMobileDeveloper/PullToRefreshKit's default header (ported, unchanged)", height: 50, trigger: 50,
        state: { (feed: PullToRefreshKitFeedViewController) in feed.state.rawValue },
        phase: { feed in
            switch feed.state {
            // Its header container stays `.refreshing` while the result shows, until the
            // delay given to `switchRefreshHeader(to: .normal(_, delay))` has passed.
            case .refreshing, .success: .refreshing
            case .releaseToRefresh: .armed
            case .pullToRefresh: .idle
            }
        },
        make: { _ in PullToRefreshKitFeedViewController(style: .plain) })
]
