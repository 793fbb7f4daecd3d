import RefreshSim

/// `wkwebview-bad` — seed 000, `BadExampleViewController`:
///
///     func didPullToRefresh(sender: UIRefreshControl) {
///         refreshControl.endRefreshing()
///         webview.reload()
///     }
///
/// valueChanged arrives while the finger is still pulling, so the control's inset is removed and
/// the page reloads under the finger.
public final class BadExampleViewController: RefreshControlHosting {
    let host: RefreshHost
    let webview: WebView
    let refreshControl = RefreshControl()

    public init(host: RefreshHost) {
        self.host = host
        webview = host.webView ?? WebView(scrollView: host.scrollView, plan: WebLoadPlan())
        webview.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] sender in didPullToRefresh(sender: sender) }
    }

    func didPullToRefresh(sender: RefreshControl) {
        refreshControl.endRefreshing()
        webview.reload()
    }

}
