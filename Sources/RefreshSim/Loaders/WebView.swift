/// WKWebView's load model (seed 002): a navigation walks through the WKNavigationDelegate
/// callbacks at the plan's times, replaces the document at commit (the content height falls to
/// one blank viewport) and lays out the page at finish (`pageHeight`).
///
/// Order for a plain load: decidePolicy(action) → didStartProvisional → decidePolicy(response) →
/// didCommit → didFinish. Each redirect adds decidePolicy(action) → didReceiveServerRedirect before
/// the response, and one more decidePolicy(action) between commit and finish. A provisional failure
/// ends in didFailProvisionalNavigation instead of didCommit; a failure after commit in didFail.
/// `reload()` while a load runs cancels it first, as WebKit does (error −999).
public final class WebView: Loader {
    public let scrollView: ScrollView
    public weak var navigationDelegate: (any NavigationDelegate)?
    public let plan: WebLoadPlan
    /// KVO-able in WebKit; recorded as `estimatedProgress` events here.
    public private(set) var estimatedProgress: Double = 1
    public private(set) var isLoading = false
    /// Read every frame for the sample: unchecked, as the scroll view's hot state (a dynamic
    /// exclusivity check here was 63 instructions a frame, 5% of a sweep's cell).
    @exclusivity(unchecked) public private(set) var phase = LoaderPhase.idle
    /// The host, which records each reload as a refresh action and its end.
    var requestRecorder: Runtime?
    public var recordsItsOwnRequests: Bool { true }
    private var requestComponent: RefreshComponent?

    private var current: Navigation?
    private var hasCommitted = false
    private var nextID = 1
    private var completions: [(LoadResult) -> Void] = []

    public init(scrollView: ScrollView, plan: WebLoadPlan) {
        self.scrollView = scrollView
        self.plan = plan
    }

    private var runtime: Runtime { scrollView.runtime }

    /// Reloads the page: the refresh action of the web strategies.
    @discardableResult
    public func reload() -> Navigation {
        let component = requestRecorder?.recordLoadRequest()
        cancelCurrent()
        requestComponent = component
        let navigation = Navigation(id: nextID)
        nextID += 1
        current = navigation
        hasCommitted = false
        isLoading = true
        runtime.record(.loadStart(.navigation(id: navigation.id)))
        schedule(navigation)
        return navigation
    }

    /// `Loader`: a reload whose completion runs at didFinish or at a failure.
    public func load(completion: @escaping (LoadResult) -> Void) {
        reload()
        completions.append(completion)
    }

    private func schedule(_ navigation: Navigation) {
        let start = runtime.now
        let steps = Double(plan.redirects + 2)
        decide(navigation, .decidePolicyForNavigationAction) { $0.webView($1, decidePolicyForNavigationAction: $2) }
        setPhase(.request, progress: 0.1)
        decide(navigation, .didStartProvisionalNavigation) { $0.webView($1, didStartProvisionalNavigation: $2) }
        for index in 0..<plan.redirects {
            at(start + plan.commitAfter * Double(index + 1) / steps, navigation) { [self] in
                decide(navigation, .decidePolicyForNavigationAction) { $0.webView($1, decidePolicyForNavigationAction: $2) }
                setPhase(.redirect, progress: 0.1)
                decide(navigation, .didReceiveServerRedirect) { $0.webView($1, didReceiveServerRedirectForProvisionalNavigation: $2) }
            }
        }
        if plan.fail == .provisional {
            at(start + plan.commitAfter, navigation) { [self] in fail(navigation, .failed) }
            return
        }
        at(start + plan.commitAfter * (steps - 1) / steps, navigation) { [self] in
            setPhase(.response, progress: 0.3)
            decide(navigation, .decidePolicyForNavigationResponse) { $0.webView($1, decidePolicyForNavigationResponse: $2) }
        }
        at(start + plan.commitAfter, navigation) { [self] in commit(navigation) }
        if plan.redirects > 0 {
            at(start + (plan.commitAfter + plan.finishAfter) / 2, navigation) { [self] in
                decide(navigation, .decidePolicyForNavigationAction) { $0.webView($1, decidePolicyForNavigationAction: $2) }
            }
        }
        at(start + plan.finishAfter, navigation) { [self] in
            if plan.fail == .afterCommit { fail(navigation, .failed) } else { finish(navigation) }
        }
    }

    private func commit(_ navigation: Navigation) {
        hasCommitted = true
        setPhase(.committed, progress: 0.5)
        // The old document is gone; the new one is one blank viewport tall until it lays out.
        scrollView.contentSize = Size(width: scrollView.contentSize.width, height: scrollView.bounds.height)
        decide(navigation, .didCommit) { $0.webView($1, didCommit: $2) }
    }

    private func finish(_ navigation: Navigation) {
        isLoading = false
        current = nil
        setPhase(.finished, progress: 1)
        if let pageHeight = plan.pageHeight {
            scrollView.contentSize = Size(width: scrollView.contentSize.width, height: pageHeight)
        }
        decide(navigation, .didFinish) { $0.webView($1, didFinish: $2) }
        runtime.record(.loadEnd(result: .success, error: nil, appended: nil))
        returnRequest()
        complete(.success)
    }

    private func fail(_ navigation: Navigation, _ error: NavigationError) {
        let provisional = !hasCommitted
        isLoading = false
        current = nil
        setPhase(error == .cancelled ? .cancelled : .failed, progress: 1)
        runtime.record(.navigationFailed(provisional: provisional, id: navigation.id, error: error))
        if provisional {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        } else {
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
        }
        runtime.record(.loadEnd(result: .failure, error: error, appended: nil))
        returnRequest()
        if error == .failed { complete(.failure) }
    }

    private func cancelCurrent() {
        guard let navigation = current else { return }
        fail(navigation, .cancelled)
    }

    /// The app learns how its reload ended (delegate callbacks or completion).
    private func returnRequest() {
        guard let component = requestComponent else { return }
        requestComponent = nil
        requestRecorder?.recordLoadReturn(component)
    }

    private func complete(_ result: LoadResult) {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(result) }
    }

    /// Runs `work` at `time` unless the navigation was replaced or ended by then.
    private func at(_ time: Double, _ navigation: Navigation, _ work: @escaping () -> Void) {
        runtime.main.asyncAfter(deadline: time) { [weak self] in
            guard let self, self.current == navigation else { return }
            work()
        }
    }

    private func decide(
        _ navigation: Navigation, _ callback: EventKind.NavigationCallback,
        _ call: (any NavigationDelegate, WebView, Navigation) -> Void
    ) {
        runtime.record(.navigation(callback, id: navigation.id))
        if let delegate = navigationDelegate { call(delegate, self, navigation) }
    }

    private func setPhase(_ newPhase: LoaderPhase, progress: Double) {
        phase = newPhase
        if progress != estimatedProgress {
            estimatedProgress = progress
            runtime.record(.estimatedProgress(progress))
        }
    }
}
