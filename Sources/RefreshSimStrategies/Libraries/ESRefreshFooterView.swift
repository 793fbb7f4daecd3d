import RefreshSim

/// `es-footer` — ESPullToRefresh's infinite scrolling: eggswift/pull-to-refresh @ 6bfa290,
/// `Sources/ESPullToRefresh.swift` (`ESRefreshFooterView`, lines 326–460 of the version read at
/// 004a8a3 through the search tool) and `ESRefreshFooterAnimator.swift` (trigger 42,
/// executeIncremental 42).
///
/// - `didMoveToSuperview`: on the next main-queue turn, `inset.bottom += 42` for good, footer at H.
/// - `offsetChangeAction`: not while loading or out of data; nothing while `y + top ≤ 0`. Content
///   taller than the screen fires when `H − y + bottom ≤ V` — the bottom edge shows, finger or
///   momentum alike; shorter content fires once `y + top ≥ 21` (half the trigger).
/// - `start()`: animates the offset to `max(0, H − V + bottom)` over 0.3 s (linear) — under the
///   finger or over a fling — and calls the handler in the completion.
/// - `stop()`: if the scroll view is decelerating it sets the offset to
///   `min(y, H − frame height)` with `setContentOffset(animated: false)`: the fling stops dead, and
///   the clamp ignores the footer's 42 pt inset, so the content jumps up by it.
final class ESRefreshFooterView {
    static let trigger = 42.0
    static let executeIncremental = 42.0

    enum State: String {
        case pullToRefresh
        case refreshing
        case noMoreData
    }

    /// `stop()` waits out its 0.3 s animation before the component stops refreshing.
    private(set) var isStopping = false

    var phase: RefreshPhase {
        switch state {
        case .pullToRefresh: .idle
        case .refreshing: isStopping ? .ending : .refreshing
        case .noMoreData: .noMoreData
        }
    }

    private let host: RefreshHost
    private unowned let scrollView: ScrollView
    private var scrollViewInsets = EdgeInsets.zero
    private(set) var isRefreshing = false
    private(set) var y = 0.0
    private var observations: [KeyValueObservation] = []
    private(set) var state = State.pullToRefresh
    var noMoreData = false {
        didSet {
            if noMoreData != oldValue { setState(noMoreData ? .noMoreData : .pullToRefresh) }
        }
    }
    var handler: (() -> Void)?

    init(host: RefreshHost) {
        self.host = host
        scrollView = host.scrollView
        // `willMove(toSuperview:)` adds the KVO observers (`.initial`) on the next run-loop turn;
        // `didMoveToSuperview`, queued right after, captures the insets and adds the footer's.
        host.main.async { [self] in
            observations = [
                scrollView.observe(.contentOffset) { [unowned self] _ in offsetChangeAction() },
                scrollView.observe(.contentSize) { [unowned self] _ in sizeChangeAction() },
            ]
            sizeChangeAction()
            offsetChangeAction()
        }
        host.main.async { [self] in
            scrollViewInsets = scrollView.contentInset
            var inset = scrollView.contentInset
            inset.bottom = scrollViewInsets.bottom + Self.executeIncremental
            scrollView.contentInset = inset
            y = scrollView.contentSize.height
        }
    }

    private func setState(_ new: State) {
        guard new != state else { return }
        state = new
    }

    private func sizeChangeAction() {
        y = scrollView.contentSize.height + scrollViewInsets.bottom
    }

    private func offsetChangeAction() {
        guard !isRefreshing, !noMoreData else { return }
        let size = scrollView.contentSize.height
        let offsetY = scrollView.contentOffset.y
        let inset = scrollView.contentInset
        if size <= 0 || offsetY + inset.top <= 0 { return }
        if size + inset.top > scrollView.bounds.height {
            if size - offsetY + inset.bottom <= scrollView.bounds.height {
                startRefreshing()
            }
        } else if offsetY + inset.top >= Self.trigger / 2 {
            startRefreshing()
        }
    }

    func startRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        setState(.refreshing)
        let target = max(0, scrollView.contentSize.height - scrollView.bounds.height + scrollView.contentInset.bottom)
        scrollView.animate(withDuration: 0.3, curve: .linear, animations: {
            self.scrollView.contentOffset = Point(x: 0, y: target)
        }, completion: { _ in self.handler?() })
    }

    func stopRefreshing() {
        guard isRefreshing, !isStopping else { return }
        isStopping = true
        host.main.asyncAfter(seconds: 0.3) { [self] in
            if !noMoreData { setState(.pullToRefresh) }
            isRefreshing = false
            isStopping = false
        }
        if scrollView.isDecelerating {
            var offsetY = scrollView.contentOffset.y
            offsetY = min(offsetY, scrollView.contentSize.height - scrollView.bounds.height)
            if offsetY < 0 {
                offsetY = 0
                scrollView.animate(withDuration: 0.1) {
                    self.scrollView.setContentOffset(Point(x: 0, y: offsetY), animated: false)
                }
            } else {
                scrollView.setContentOffset(Point(x: 0, y: offsetY), animated: false)
            }
        }
    }
}

/// `es-footer` as a strategy: `es.addInfiniteScrolling { load; es.stopLoadingMore() }`, or
/// `es.noticeNoMoreData()` once `noMoreDataAfter` loads have run.
public final class ESFooterStrategy: RefreshStrategy, AppCallable, RestingInsetHolding {
    let host: RefreshHost
    let footer: ESRefreshFooterView
    private let app: LoadMoreApp

    public init(host: RefreshHost, noMoreDataAfter: Int? = nil) {
        self.host = host
        footer = ESRefreshFooterView(host: host)
        app = LoadMoreApp(host: host, noMoreDataAfter: noMoreDataAfter)
        footer.handler = app.handler(ending: self)
    }

    public var stateName: String { footer.state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { footer.phase }
    public var indicator: IndicatorPlacement { .footer }
    public var indicatorVisibleHeight: Double {
        host.footerVisibleHeight(top: footer.y, height: ESRefreshFooterView.executeIncremental)
    }
    public var footerTop: Double? { footer.y }
    public var restingContentInset: EdgeInsets { EdgeInsets(bottom: ESRefreshFooterView.executeIncremental) }

    public func beginRefreshing() { footer.startRefreshing() }
    public func endRefreshing() { footer.stopRefreshing() }
    /// `noticeNoMoreData()`: stop, then no more data.
    public func endRefreshingWithNoMoreData() {
        footer.stopRefreshing()
        footer.noMoreData = true
    }
    public func resetNoMoreData() { footer.noMoreData = false }
}
