import RefreshSim

/// WKNavigation: one load of the page.
public final class WKNavigation: Sendable {
    public let id: Int
    init(_ navigation: Navigation) { id = navigation.id }
}

/// WKNavigationDelegate: the callbacks of seed 002's sequence, every one optional.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

public extension WKNavigationDelegate {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// WKWebView over the simulated `WebView` (the scenario's `webview` loader). The first one
/// created in a run is the scenario's; its `scrollView` is the one the finger drags.
open class WKWebView: UIView {
    public let simulated: WebView
    public let scrollView: UIScrollView
    private lazy var relay = NavigationDelegateRelay(view: self)

    open weak var navigationDelegate: (any WKNavigationDelegate)? {
        didSet { simulated.navigationDelegate = relay }
    }

    public override init(frame: CGRect) {
        if let environment = UIKitEnvironment.current, !environment.claimedWebView, let webView = environment.host.webView {
            environment.claimedWebView = true
            simulated = webView
        } else {
            simulated = WebView(scrollView: UIKitEnvironment.detachedScrollView(height: 568), plan: WebLoadPlan())
        }
        if let environment = UIKitEnvironment.current, simulated.scrollView === environment.host.scrollView {
            environment.claimedScrollView = true
        }
        scrollView = UIScrollView(simulated: simulated.scrollView)
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        simulated = WebView(scrollView: UIKitEnvironment.detachedScrollView(height: 568), plan: WebLoadPlan())
        scrollView = UIScrollView(simulated: simulated.scrollView)
        super.init(coder: coder)
    }

    open var isLoading: Bool { simulated.isLoading }
    open var estimatedProgress: Double { simulated.estimatedProgress }
    public private(set) var url: URL?

    /// The first load stands for the page the scenario starts with (its `content.height`, already
    /// loaded); a later one navigates like `reload()`.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        defer { url = request.url }
        guard url != nil else { return nil }
        return reload()
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        WKNavigation(simulated.reload())
    }
}

final class NavigationDelegateRelay: NavigationDelegate {
    unowned let view: WKWebView

    init(view: WKWebView) { self.view = view }

    func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation) {
        view.navigationDelegate?.webView(view, didStartProvisionalNavigation: WKNavigation(navigation))
    }

    func webView(_ webView: WebView, didReceiveServerRedirectForProvisionalNavigation navigation: Navigation) {
        view.navigationDelegate?.webView(view, didReceiveServerRedirectForProvisionalNavigation: WKNavigation(navigation))
    }

    func webView(_ webView: WebView, didCommit navigation: Navigation) {
        view.navigationDelegate?.webView(view, didCommit: WKNavigation(navigation))
    }

    func webView(_ webView: WebView, didFinish navigation: Navigation) {
        view.navigationDelegate?.webView(view, didFinish: WKNavigation(navigation))
    }

    func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation, withError error: NavigationError) {
        view.navigationDelegate?.webView(view, didFailProvisionalNavigation: WKNavigation(navigation), withError: Self.error(error))
    }

    func webView(_ webView: WebView, didFail navigation: Navigation, withError error: NavigationError) {
        view.navigationDelegate?.webView(view, didFail: WKNavigation(navigation), withError: Self.error(error))
    }

    private static func error(_ error: NavigationError) -> NSError {
        switch error {
        case .cancelled: NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        case .failed: NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet)
        }
    }
}
