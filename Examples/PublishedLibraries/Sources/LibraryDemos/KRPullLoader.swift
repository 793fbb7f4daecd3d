import KRPullLoader
import RefreshSim
import UIKit

/// An app's feed using KRPullLoader as its README and demo do: a `KRPullLoadView` added with
/// `addPullLoadableView(_:type: .refresh)`, its delegate writing the demo's messages and calling
/// the completion handler when the load ends. The loader view sizes itself with Auto Layout
/// (an activity indicator 15 pt down, the label 40 pt down, 15 pt below it).
public final class KRFeedViewController: LibraryFeedViewController, KRPullLoadViewDelegate {
    public let refreshView = KRPullLoadView()
    public enum LoaderState: String { case none, pulling, loading }

    public private(set) var state = LoaderState.none
    /// Whether a release now starts the load: past the loader's own height (its `updateState`).
    public private(set) var isArmed = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        refreshView.delegate = self
        tableView.addPullLoadableView(refreshView, type: .refresh)
    }

    public func pullLoadView(_ pullLoadView: KRPullLoadView, didChangeState state: KRPullLoaderState, viewType type: KRPullLoaderType) {
        isArmed = false
        switch state {
        case .none:
            self.state = .none
            pullLoadView.messageLabel.text = ""
        case let .pulling(offset, threshold):
            self.state = .pulling
            isArmed = offset.y < -(pullLoadView.superview?.bounds.height ?? 0)
            pullLoadView.messageLabel.text = offset.y > threshold ? "Pull more." : "Release to refresh."
        case let .loading(completionHandler):
            self.state = .loading
            pullLoadView.messageLabel.text = "Updating..."
            fetch? { completionHandler() }
        }
    }
}

let krPullLoaderStrategies = [
    headerKind(
        "krpullloader-refresh", "KRPullLoader's KRPullLoadView as a refresh header (ported, unchanged)", height: 67, trigger: 67,
        state: { (feed: KRFeedViewController) in feed.state.rawValue },
        phase: { feed in feed.state == .loading ? .refreshing : feed.isArmed ? .armed : .idle },
        make: { _ in KRFeedViewController(style: .plain) })
]
