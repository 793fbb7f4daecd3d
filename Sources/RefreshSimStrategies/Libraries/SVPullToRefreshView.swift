import RefreshSim

/// `sv-header` — SVPullToRefresh's pull to refresh: samvermette/SVPullToRefresh @
/// a5f9dfee86a27c4e994d7edf93d0768c881d58bb, `SVPullToRefresh/UIScrollView+SVPullToRefresh.m`
/// (`SVPullToRefreshPositionTop` throughout). docs/libraries/svpulltorefresh.md lists every deviation.
///
/// - `addPullToRefreshWithActionHandler:position:` (lines 68–94): a 60 pt view at y = −60;
///   `originalTopInset` is `contentInset.top` **once**, when it is added — a navigation bar's safe
///   area is not in it. `setShowsPullToRefresh:` (lines 117–149) adds the KVO observers.
/// - `scrollViewDidScroll:` (lines 393–439, KVO on contentOffset): not loading — Triggered + not
///   dragging → Loading (the release); `y < −60 − originalTopInset` while dragging → Triggered; back
///   above → Stopped. Loading — `inset.top = min(max(−y, 0), originalTopInset + 60)` on every change.
/// - `setState:` (lines 632–660): Stopped → `resetScrollViewContentInset` (lines 331–343, a 0.3 s
///   animation to `originalTopInset`, lines 359–367); Loading → `setScrollViewContentInsetForLoading`
///   (lines 345–357) and, after Triggered, the handler, synchronously.
/// - `startAnimating` (lines 589–615; `triggerPullToRefresh`, lines 100–103): scrolls to −60 only
///   when the offset is 0 (`fequalzero`: within `FLT_EPSILON`); otherwise it only marks the refresh
///   as the user's (issue #108: with a top inset the header never shows). `stopAnimating`
///   (lines 617–630): Stopped, and scrolls back only if it scrolled itself.
final class SVPullToRefreshView {
    static let viewHeight = 60.0

    /// `SVPullToRefreshState`.
    typealias State = SVState

    private let host: RefreshHost
    private unowned let scrollView: ScrollView
    let originalTopInset: Double
    private var wasTriggeredByUser = true
    private var observation: KeyValueObservation?
    private(set) var state = State.stopped
    var pullToRefreshActionHandler: (() -> Void)?

    init(host: RefreshHost) {
        self.host = host
        scrollView = host.scrollView
        originalTopInset = host.scrollView.contentInset.top
        observation = scrollView.observe(.contentOffset) { [unowned self] view in
            scrollViewDidScroll(view.contentOffset.y)
        }
    }

    private func scrollViewDidScroll(_ offsetY: Double) {
        if state != .loading {
            let threshold = -Self.viewHeight - originalTopInset
            if !scrollView.isDragging, state == .triggered {
                setState(.loading)
            } else if offsetY < threshold, scrollView.isDragging, state == .stopped {
                setState(.triggered)
            } else if offsetY >= threshold, state != .stopped {
                setState(.stopped)
            }
        } else {
            var offset = max(scrollView.contentOffset.y * -1, 0)
            offset = min(offset, originalTopInset + Self.viewHeight)
            var inset = scrollView.contentInset
            inset.top = offset
            scrollView.contentInset = inset
        }
    }

    func setState(_ newState: State) {
        guard newState != state else { return }
        let previousState = state
        state = newState
        switch newState {
        case .stopped:
            var inset = scrollView.contentInset
            inset.top = originalTopInset
            setScrollViewContentInset(inset)
        case .triggered:
            break
        case .loading:
            let offset = max(scrollView.contentOffset.y * -1, 0)
            var inset = scrollView.contentInset
            inset.top = min(offset, originalTopInset + Self.viewHeight)
            setScrollViewContentInset(inset)
            if previousState == .triggered { pullToRefreshActionHandler?() }
        }
    }

    private func setScrollViewContentInset(_ inset: EdgeInsets) {
        scrollView.animate(withDuration: 0.3) { self.scrollView.contentInset = inset }
    }

    /// `triggerPullToRefresh`: Triggered, then `startAnimating`.
    func triggerPullToRefresh() {
        setState(.triggered)
        startAnimating()
    }

    func startAnimating() {
        // `fequalzero` (within FLT_EPSILON): offsets sit on the pixel grid, so that is exactly 0.
        if scrollView.contentOffset.y == 0 {
            scrollView.setContentOffset(Point(x: 0, y: -Self.viewHeight), animated: true)
            wasTriggeredByUser = false
        } else {
            wasTriggeredByUser = true
        }
        setState(.loading)
    }

    func stopAnimating() {
        setState(.stopped)
        if !wasTriggeredByUser {
            scrollView.setContentOffset(Point(x: 0, y: -originalTopInset), animated: true)
        }
    }
}

/// `sv-header` as a strategy: `addPullToRefreshWithActionHandler: { load; stopAnimating }`;
/// `beginRefreshing` is `triggerPullToRefresh`.
public final class SVHeaderStrategy: RefreshStrategy, AppCallable {
    let host: RefreshHost
    let view: SVPullToRefreshView

    public init(host: RefreshHost) {
        self.host = host
        view = SVPullToRefreshView(host: host)
        view.pullToRefreshActionHandler = { [unowned self] in
            host.loader.load { [unowned self] _ in
                view.stopAnimating()
            }
        }
    }

    public var stateName: String { view.state.rawValue }
    public var headerPhase: RefreshPhase? { view.state.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { SVPullToRefreshView.viewHeight + view.originalTopInset }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: SVPullToRefreshView.viewHeight) }

    public func beginRefreshing() { view.triggerPullToRefresh() }
    public func endRefreshing() { view.stopAnimating() }
    public func endRefreshingWithNoMoreData() { view.stopAnimating() }
    public func resetNoMoreData() {}
}
