import RefreshSim
import SwiftPullToRefresh
import UIKit

/// An app's feed using WXGBridgeQ/SwiftPullToRefresh as its README does: the indicator header
/// (`spr_setIndicatorHeader`, 60 pt, which is also its trigger), `spr_endRefreshing()` when the
/// load ends. The library keeps its state private; the feed reads it off the header's own
/// signs: its activity indicator spins while refreshing, its arrow turns over (rotated by π)
/// once a release would refresh. It starts on the pan gesture recognizer's state reaching
/// `.ended`, observed by key path (`observe(\.panGestureRecognizer.state)`).
public final class SwiftPullToRefreshFeedViewController: LibraryFeedViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.spr_setIndicatorHeader { [weak self] in
            self?.fetch? { self?.tableView.spr_endRefreshing() }
        }
    }

    public enum HeaderState: String { case none, idle, pulled, refreshing }

    public var state: HeaderState {
        guard let header = tableView.subviews.first(where: { $0 is RefreshView }) else { return .none }
        if header.subviews.contains(where: { ($0 as? UIActivityIndicatorView)?.isAnimating == true }) { return .refreshing }
        let turned = header.layer.sublayers?.contains { $0 is CAShapeLayer && $0.transform.m11 < 0 } ?? false
        return turned ? .pulled : .idle
    }
}

let swiftPullToRefreshStrategies = [
    headerKind(
        "swiftpulltorefresh-indicator", "WXGBridgeQ/SwiftPullToRefresh's indicator header (ported, unchanged)", height: 60, trigger: 60,
        state: { (feed: SwiftPullToRefreshFeedViewController) in feed.state.rawValue },
        phase: { feed in
            switch feed.state {
            case .refreshing: .refreshing
            case .pulled: .armed
            case .none, .idle: .idle
            }
        },
        make: { _ in SwiftPullToRefreshFeedViewController(style: .plain) })
]
