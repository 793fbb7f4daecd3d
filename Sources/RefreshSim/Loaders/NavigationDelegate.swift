/// WKNavigationDelegate. Every method is optional, as in WebKit.
public protocol NavigationDelegate: AnyObject {
    func webView(_ webView: WebView, decidePolicyForNavigationAction navigation: Navigation)
    func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation)
    func webView(_ webView: WebView, didReceiveServerRedirectForProvisionalNavigation navigation: Navigation)
    func webView(_ webView: WebView, decidePolicyForNavigationResponse navigation: Navigation)
    func webView(_ webView: WebView, didCommit navigation: Navigation)
    func webView(_ webView: WebView, didFinish navigation: Navigation)
    func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation, withError error: NavigationError)
    func webView(_ webView: WebView, didFail navigation: Navigation, withError error: NavigationError)
}

public extension NavigationDelegate {
    func webView(_ webView: WebView, decidePolicyForNavigationAction navigation: Navigation) {}
    func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation) {}
    func webView(_ webView: WebView, didReceiveServerRedirectForProvisionalNavigation navigation: Navigation) {}
    func webView(_ webView: WebView, decidePolicyForNavigationResponse navigation: Navigation) {}
    func webView(_ webView: WebView, didCommit navigation: Navigation) {}
    func webView(_ webView: WebView, didFinish navigation: Navigation) {}
    func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation, withError error: NavigationError) {}
    func webView(_ webView: WebView, didFail navigation: Navigation, withError error: NavigationError) {}
}

/// WKNavigation: one load of the page.
public struct Navigation: Sendable, Equatable {
    public var id: Int
}

public enum NavigationError: String, Sendable, Equatable, CaseIterable {
    /// The load itself failed (e.g. no connection).
    case failed
    /// NSURLErrorCancelled (−999): a new load replaced this one.
    case cancelled
}
