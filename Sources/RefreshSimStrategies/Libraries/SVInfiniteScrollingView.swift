import RefreshSim

/// `sv-infinite` — SVPullToRefresh's infinite scrolling: samvermette/SVPullToRefresh @
/// a5f9dfee86a27c4e994d7edf93d0768c881d58bb, `SVPullToRefresh/UIScrollView+SVInfiniteScrolling.m`.
/// docs/libraries/svpulltorefresh.md lists every deviation.
///
/// - `addInfiniteScrollingWithActionHandler:` (lines 54–66) / `setShowsInfiniteScrolling:`
///   (lines 85–107): a 60 pt view at y = H; `inset.bottom = originalBottomInset + 60` (animated
///   0.3 s, lines 167–181) for good; NO removes the observers and animates the inset back, leaving
///   the state as it is.
/// - `scrollViewDidScroll:` (lines 194–206): not loading — Triggered + not dragging → Loading (the
///   release); `y > H − V` while dragging → Triggered; below it → Stopped. The threshold ignores
///   every inset: it is crossed as soon as the content's end reaches the screen's bottom edge, and
///   for content shorter than the screen (H − V < 0) by any drag at all — a pull on the header
///   included.
/// - `setState:` (lines 258–302): Triggered → Loading calls the handler. `stopAnimating`
///   (lines 254–256): Stopped.
/// - No no-more-data state: apps set `showsInfiniteScrolling = NO`.
final class SVInfiniteScrollingView {
    static let viewHeight = 60.0

    /// `SVInfiniteScrollingState`.
    typealias State = SVState

    private let host: RefreshHost
    private unowned let scrollView: ScrollView
    private let originalBottomInset: Double
    private var observations: [KeyValueObservation] = []
    private(set) var state = State.stopped
    private(set) var y = 0.0
    private(set) var showsInfiniteScrolling = true
    var infiniteScrollingHandler: (() -> Void)?

    init(host: RefreshHost) {
        self.host = host
        scrollView = host.scrollView
        originalBottomInset = host.scrollView.contentInset.bottom
        y = scrollView.contentSize.height
        setShowsInfiniteScrolling(true, initially: true)
    }

    func setShowsInfiniteScrolling(_ shows: Bool, initially: Bool = false) {
        guard shows != showsInfiniteScrolling || initially else { return }
        showsInfiniteScrolling = shows
        var inset = scrollView.contentInset
        if shows {
            observations = [
                scrollView.observe(.contentOffset) { [unowned self] view in scrollViewDidScroll(view.contentOffset.y) },
                scrollView.observe(.contentSize) { [unowned self] view in y = view.contentSize.height },
            ]
            inset.bottom = originalBottomInset + Self.viewHeight
            y = scrollView.contentSize.height
        } else {
            observations.forEach { $0.invalidate() }
            observations = []
            inset.bottom = originalBottomInset
        }
        scrollView.animate(withDuration: 0.3) { self.scrollView.contentInset = inset }
    }

    private func scrollViewDidScroll(_ offsetY: Double) {
        guard state != .loading else { return }
        let threshold = scrollView.contentSize.height - scrollView.bounds.height
        if !scrollView.isDragging, state == .triggered {
            setState(.loading)
        } else if offsetY > threshold, state == .stopped, scrollView.isDragging {
            setState(.triggered)
        } else if offsetY < threshold, state != .stopped {
            setState(.stopped)
        }
    }

    func setState(_ newState: State) {
        guard newState != state else { return }
        let previousState = state
        state = newState
        if previousState == .triggered, newState == .loading { infiniteScrollingHandler?() }
    }

    /// `triggerInfiniteScrolling`.
    func triggerRefresh() {
        setState(.triggered)
        setState(.loading)
    }

    func stopAnimating() { setState(.stopped) }
}

/// `sv-infinite` as a strategy: `addInfiniteScrollingWithActionHandler: { load; stopAnimating }`;
/// once `noMoreDataAfter` loads have run the app sets `showsInfiniteScrolling = NO`.
public final class SVInfiniteStrategy: RefreshStrategy, AppCallable, RestingInsetHolding {
    let host: RefreshHost
    let view: SVInfiniteScrollingView
    private let app: LoadMoreApp

    public init(host: RefreshHost, noMoreDataAfter: Int? = nil) {
        self.host = host
        view = SVInfiniteScrollingView(host: host)
        app = LoadMoreApp(host: host, noMoreDataAfter: noMoreDataAfter)
        view.infiniteScrollingHandler = app.handler(ending: self)
    }

    public var stateName: String { view.showsInfiniteScrolling ? view.state.rawValue : "hidden" }
    public var headerPhase: RefreshPhase? { nil }
    /// Hidden for want of data: the app's no-more-data.
    public var footerPhase: RefreshPhase? { view.showsInfiniteScrolling ? view.state.phase : .noMoreData }
    public var indicator: IndicatorPlacement { .footer }
    public var indicatorVisibleHeight: Double {
        view.showsInfiniteScrolling ? host.footerVisibleHeight(top: view.y, height: SVInfiniteScrollingView.viewHeight) : 0
    }
    /// Hidden (`showsInfiniteScrolling = NO`), there is no footer to place.
    public var footerTop: Double? { view.showsInfiniteScrolling ? view.y : nil }
    public var restingContentInset: EdgeInsets {
        EdgeInsets(bottom: view.showsInfiniteScrolling ? SVInfiniteScrollingView.viewHeight : 0)
    }

    public func beginRefreshing() { view.triggerRefresh() }
    public func endRefreshing() { view.stopAnimating() }
    /// `showsInfiniteScrolling = NO`.
    public func endRefreshingWithNoMoreData() {
        view.stopAnimating()
        view.setShowsInfiniteScrolling(false)
    }
    public func resetNoMoreData() { view.setShowsInfiniteScrolling(true) }
}
