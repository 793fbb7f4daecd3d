import RefreshSim

/// `wkwebview-good` — seed 000, `GoodExampleViewController`: valueChanged only marks the pull and
/// begins refreshing; the finger lift (scrollViewDidEndDragging) reloads; didCommit ends the
/// spinner (`endOn: finish` moves that to didFinish, which the author rejected as too late).
///
/// Like the seed, it handles no failure: a load that fails before commit never ends the spinner.
public final class GoodExampleViewController: RefreshControlHosting, ScrollViewDelegate, NavigationDelegate {
    let host: RefreshHost
    let webview: WebView
    let refreshControl = RefreshControl()
    let endOn: WebViewEndSignal
    var isRefreshingByPull = false

    public init(host: RefreshHost, endOn: WebViewEndSignal) {
        self.host = host
        self.endOn = endOn
        webview = host.webView ?? WebView(scrollView: host.scrollView, plan: WebLoadPlan())
        webview.scrollView.delegate = self
        webview.navigationDelegate = self
        webview.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] sender in didStartPullRefresh(sender: sender) }
    }

    func didStartPullRefresh(sender: RefreshControl) {
        isRefreshingByPull = true
        refreshControl.beginRefreshing()
    }

    func didEndDraggingToPullRefresh() {
        webview.reload()
    }

    func didEndLoadToPullRefresh() {
        refreshControl.endRefreshing()
        isRefreshingByPull = false
    }

    // WKNavigationDelegate
    public func webView(_ webView: WebView, didCommit navigation: Navigation) {
        if endOn == .commit, isRefreshingByPull {
            didEndLoadToPullRefresh()
        }
    }

    public func webView(_ webView: WebView, didFinish navigation: Navigation) {
        if endOn == .finish, isRefreshingByPull {
            didEndLoadToPullRefresh()
        }
    }

    // UIScrollViewDelegate
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if isRefreshingByPull {
            didEndDraggingToPullRefresh()
        }
    }

}
