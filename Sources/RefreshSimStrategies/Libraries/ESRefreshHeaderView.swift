import RefreshSim

/// `es-header` — ESPullToRefresh's header: eggswift/pull-to-refresh @
/// 6bfa290dcb98e0bb5e43bd9bcf51cafca1640cef (2.9.3), `Sources/ESPullToRefresh.swift`
/// (`ESRefreshHeaderView`, lines 197–338; `stopPullToRefresh`, lines 124–133),
/// `Sources/ESRefreshComponent.swift` (KVO attached on the next run-loop turn, lines 86–94;
/// `ignoreObserver` turns scrolling off, lines 166–171) and `ESRefreshHeaderAnimator.swift`
/// (trigger 60, executeIncremental 60). docs/libraries/espulltorefresh.md lists every deviation.
///
/// - `willMove(toSuperview:)` then `didMoveToSuperview` (lines 211–218): each queues a block for
///   the next main-queue turn — first the KVO observers (`.initial`, so the offset is judged once at
///   once, with no insets yet), then the insets, from `contentInset`: not the adjusted inset, so a
///   navigation bar's safe area is not in them.
/// - `offsetChangeAction` (lines 220–274): while refreshing, `inset.top = clamp(−y, top, top + 60)`.
///   Otherwise it compares the **previous** change's offset (plus the captured top) with −60:
///   dragging → releaseToRefresh; not dragging → start. A fling or a bounce past it starts a refresh
///   too, and under a navigation bar (offset −91 at rest, captured top 0) any change starts one
///   (issue #97, "begins to refresh earlier than needed").
/// - `start()` (lines 276–311): scrolling and bouncing off; `inset.top += 60`, the offset re-set to
///   the previous one, then animated to −top over 0.2 s (linear); the handler runs in the completion.
/// - `stop()` (lines 313–336): scrolling off; `inset.top` restored and the offset set to the
///   previous offset as `start()` left it (the start offset less 60), then animated to −top over
///   0.2 s. Releases differ here (`ESRelease`).
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

    /// Between `stop()` and its animation's completion.
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
    let release: ESRelease

    init(host: RefreshHost, release: ESRelease = .v2_9_2) {
        self.host = host
        self.release = release
        scrollView = host.scrollView
        host.main.async { [self] in
            observation = scrollView.observe(.contentOffset) { [unowned self] _ in
                guard !isIgnoreObserving else { return }
                offsetChangeAction()
            }
            // `.initial`: the observer runs once when added.
            offsetChangeAction()
        }
        host.main.async { [self] in scrollViewInsets = scrollView.contentInset }
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
        scrollView.animate(
            withDuration: 0.2, curve: .linear,
            animations: {
                self.scrollView.contentOffset = Point(x: 0, y: -insets.top)
            },
            completion: { _ in
                self.handler?()
                self.ignoreObserver(false)
            })
    }

    /// `stopRefreshing()`: again while stopping too, as the library does.
    func stopRefreshing() {
        guard isRefreshing else { return }
        isStopping = true
        ignoreObserver(true)
        if let restoredOffset = release.offsetBeforeStopAnimation(previousOffset: previousOffset, top: scrollViewInsets.top) {
            var inset = scrollView.contentInset
            inset.top = scrollViewInsets.top
            scrollView.contentInset = inset
            scrollView.contentOffset = Point(x: 0, y: restoredOffset)
        }
        scrollView.animate(
            withDuration: 0.2, curve: .linear,
            animations: {
                self.scrollView.contentOffset = Point(x: 0, y: -self.scrollViewInsets.top)
            },
            completion: { _ in
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

    public init(host: RefreshHost, release: ESRelease = .v2_9_2) {
        self.host = host
        header = ESRefreshHeaderView(host: host, release: release)
        header.handler = { [unowned self] in
            host.loader.load { [unowned self] _ in
                stopPullToRefresh()
            }
        }
    }

    /// `es.stopPullToRefresh()` with its defaults (`ignoreDate: false, ignoreFooter: false`): the
    /// header stops, then the scroll view's footer, if it has one, is reset to "more data" and
    /// shown — a write that sets its bottom inset again.
    func stopPullToRefresh() {
        header.stopRefreshing()
        let footer = host.scrollView.associatedObject(forKey: ESRefreshFooterView.associationKey) as? ESRefreshFooterView
        footer?.noMoreData = false
        footer?.isHidden = false
    }

    public var stateName: String { header.state.rawValue }
    public var headerPhase: RefreshPhase? { header.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { ESRefreshHeaderView.trigger }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: ESRefreshHeaderView.executeIncremental) }

    public func beginRefreshing() { host.main.async { [self] in header.startRefreshing() } }
    public func endRefreshing() { stopPullToRefresh() }
    public func endRefreshingWithNoMoreData() { stopPullToRefresh() }
    public func resetNoMoreData() {}
}
