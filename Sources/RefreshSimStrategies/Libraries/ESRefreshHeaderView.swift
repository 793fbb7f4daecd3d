import RefreshSim

/// `es-header` — ESPullToRefresh's header: eggswift/pull-to-refresh @ 6bfa290,
/// `Sources/ESPullToRefresh.swift` (`ESRefreshHeaderView`, lines 196–324 of the version read at
/// 004a8a3 through the search tool), `Sources/ESRefreshComponent.swift` (KVO attached on the next
/// run-loop turn, `ignoreObserver` turns scrolling off) and `ESRefreshHeaderAnimator.swift`
/// (trigger 60, executeIncremental 60).
///
/// - `didMoveToSuperview`: the insets are captured on the next main-queue turn, from
///   `contentInset` — not the adjusted inset, so a navigation bar's safe area is not in them.
/// - `offsetChangeAction`: while refreshing, `inset.top = clamp(−y, top, top + 60)`. Otherwise it
///   compares the **previous** change's offset (plus the captured top) with −60: dragging →
///   releaseToRefresh; not dragging → start. A fling or a bounce past it starts a refresh too, and
///   under a navigation bar (offset −91 at rest, captured top 0) any change starts one
///   (issue #97, "begins to refresh earlier than needed").
/// - `start()`: scrolling and bouncing off; `inset.top += 60`, the offset re-set to the previous
///   one, then animated to −top over 0.2 s (linear); the handler runs in the completion.
/// - `stop()`: scrolling off; `inset.top` restored and the offset set to `top + previousOffset`
///   (re-read after `start()`, so where the content shows), then animated to −top over 0.2 s.
///
/// Not modelled: `bounces = false` during the start animation (the animation owns the offset then).
final class ESRefreshHeaderView {
    static let trigger = 60.0
    static let executeIncremental = 60.0

    enum State: String {
        case pullToRefresh
        case releaseToRefresh
        case refreshing
    }

    /// `stop()` runs its 0.2 s animation before the component stops refreshing.
    private(set) var isStopping = false

    var phase: RefreshPhase {
        switch state {
        case .pullToRefresh: .idle
        case .releaseToRefresh: .armed
        case .refreshing: isStopping ? .ending : .refreshing
        }
    }

    private let host: RefreshHost
    private unowned let scrollView: ScrollView
    private var previousOffset = 0.0
    private var scrollViewInsets = EdgeInsets.zero
    private(set) var isRefreshing = false
    private var isIgnoreObserving = false
    private var observation: KeyValueObservation?
    private(set) var state = State.pullToRefresh
    var handler: (() -> Void)?

    init(host: RefreshHost) {
        self.host = host
        scrollView = host.scrollView
        host.main.async { [self] in
            scrollViewInsets = scrollView.contentInset
            observation = scrollView.observe(.contentOffset) { [unowned self] _ in
                guard !isIgnoreObserving else { return }
                offsetChangeAction()
            }
            // `.initial`: the observer runs once when added.
            offsetChangeAction()
        }
    }

    private func setState(_ new: State) {
        guard new != state else { return }
        state = new
    }

    private func ignoreObserver(_ ignore: Bool) {
        scrollView.isScrollEnabled = !ignore
        isIgnoreObserving = ignore
    }

    private func offsetChangeAction() {
        guard !isRefreshing else {
            let top = scrollViewInsets.top
            let offsetY = scrollView.contentOffset.y
            var scrollingTop = -offsetY > top ? -offsetY : top
            scrollingTop = scrollingTop > Self.executeIncremental + top ? Self.executeIncremental + top : scrollingTop
            var inset = scrollView.contentInset
            inset.top = scrollingTop
            scrollView.contentInset = inset
            return
        }
        let offsets = previousOffset + scrollViewInsets.top
        if offsets < -Self.trigger {
            if !scrollView.isDragging {
                startRefreshing()
            } else {
                setState(.releaseToRefresh)
            }
        } else if offsets < 0 {
            setState(.pullToRefresh)
        }
        previousOffset = scrollView.contentOffset.y
    }

    func startRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        setState(.refreshing)
        ignoreObserver(true)
        var insets = scrollView.contentInset
        scrollViewInsets.top = insets.top
        insets.top += Self.executeIncremental
        scrollView.contentInset = insets
        scrollView.contentOffset = Point(x: 0, y: previousOffset)
        previousOffset -= Self.executeIncremental
        scrollView.animate(withDuration: 0.2, curve: .linear, animations: {
            self.scrollView.contentOffset = Point(x: 0, y: -insets.top)
        }, completion: { _ in
            self.handler?()
            self.ignoreObserver(false)
        })
    }

    func stopRefreshing() {
        guard isRefreshing, !isStopping else { return }
        isStopping = true
        ignoreObserver(true)
        var inset = scrollView.contentInset
        inset.top = scrollViewInsets.top
        scrollView.contentInset = inset
        scrollView.contentOffset = Point(x: 0, y: scrollViewInsets.top + previousOffset)
        scrollView.animate(withDuration: 0.2, curve: .linear, animations: {
            self.scrollView.contentOffset = Point(x: 0, y: -self.scrollViewInsets.top)
        }, completion: { _ in
            self.setState(.pullToRefresh)
            self.isRefreshing = false
            self.isStopping = false
            var inset = self.scrollView.contentInset
            inset.top = self.scrollViewInsets.top
            self.scrollView.contentInset = inset
            self.previousOffset = self.scrollView.contentOffset.y
            self.ignoreObserver(false)
        })
    }
}

/// `es-header` as a strategy: `es.addPullToRefresh { load; es.stopPullToRefresh() }`.
/// `beginRefreshing` is `es.startPullToRefresh()`, which starts on the next main-queue turn.
public final class ESHeaderStrategy: RefreshStrategy, AppCallable {
    let host: RefreshHost
    let header: ESRefreshHeaderView

    public init(host: RefreshHost) {
        self.host = host
        header = ESRefreshHeaderView(host: host)
        header.handler = { [unowned self] in
            host.loader.load { [unowned self] _ in
                header.stopRefreshing()
            }
        }
    }

    public var stateName: String { header.state.rawValue }
    public var headerPhase: RefreshPhase? { header.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { ESRefreshHeaderView.trigger }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: ESRefreshHeaderView.executeIncremental) }

    public func beginRefreshing() { host.main.async { [self] in header.startRefreshing() } }
    public func endRefreshing() { header.stopRefreshing() }
    public func endRefreshingWithNoMoreData() { header.stopRefreshing() }
    public func resetNoMoreData() {}
}
