import RefreshSim

/// `es-footer` — ESPullToRefresh's infinite scrolling: eggswift/pull-to-refresh @
/// 6bfa290dcb98e0bb5e43bd9bcf51cafca1640cef (2.9.3), `Sources/ESPullToRefresh.swift`
/// (`ESRefreshFooterView`, lines 340–495), `Sources/ESRefreshComponent.swift` (KVO attached on the
/// next run-loop turn, lines 86–94; ignored while hidden, lines 189–200) and
/// `ESRefreshFooterAnimator.swift` (trigger 42, executeIncremental 42). docs/libraries/espulltorefresh.md
/// lists every deviation.
///
/// - `didMoveToSuperview` (lines 376–386): on the next main-queue turn, `inset.bottom += 42` for
///   good, footer at H.
/// - `isHidden` (lines 350–364): every write sets `inset.bottom` — the captured bottom, plus 42 when
///   shown — and puts the footer at H. `stopPullToRefresh` writes `false` (`ESHeaderStrategy`).
/// - `offsetChangeAction` (lines 399–431): not while loading, out of data or hidden; nothing while
///   `y + top ≤ 0`. Content taller than the screen fires when `H − y + bottom ≤ V` — the bottom edge
///   shows, finger or momentum alike; shorter content fires once `y + top ≥ 21` (half the trigger).
/// - `start()` (lines 433–450): animates the offset to `max(0, H − V + bottom)` over 0.3 s (linear)
///   — under the finger or over a fling — and calls the handler in the completion.
/// - `stop()` (lines 452–483): its 0.3 s animation block is empty, and UIKit runs the completion of
///   an animation with nothing to animate at once rather than after the duration (spacemanlabs.com,
///   "Premature Completion", 2012), so the footer stops refreshing a main-queue turn later. If the
///   scroll view is decelerating it sets the offset to `min(y, H − frame height)` with
///   `setContentOffset(animated: false)`: the fling stops dead, and the clamp ignores the footer's
///   42 pt inset, so the content jumps up by it.
final class ESRefreshFooterView {
    static let trigger = 42.0
    static let executeIncremental = 42.0

    enum State: String {
        case pullToRefresh
        case refreshing
        case noMoreData
    }

    /// Between `stop()` and its animation's completion.
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
    /// `isHidden`: a write of either value sets the bottom inset.
    var isHidden = false {
        didSet {
            var inset = scrollView.contentInset
            inset.bottom = scrollViewInsets.bottom + (isHidden ? 0 : Self.executeIncremental)
            scrollView.contentInset = inset
            y = scrollView.contentSize.height
        }
    }

    /// The key `addInfiniteScrolling` stores the footer under (`scrollView.footer`).
    static let associationKey = "ESRefreshFooterView"

    init(host: RefreshHost) {
        self.host = host
        scrollView = host.scrollView
        scrollView.setAssociatedObject(self, forKey: Self.associationKey)
        // `willMove(toSuperview:)` adds the KVO observers (`.initial`) on the next run-loop turn;
        // `didMoveToSuperview`, queued right after, captures the insets and adds the footer's.
        host.main.async { [self] in
            observations = [
                scrollView.observe(.contentOffset) { [unowned self] _ in
                    guard !isHidden else { return }
                    offsetChangeAction()
                },
                scrollView.observe(.contentSize) { [unowned self] _ in
                    guard !isHidden else { return }
                    sizeChangeAction()
                },
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
        guard !isRefreshing, !noMoreData, !isHidden else { return }
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
        scrollView.animate(
            withDuration: 0.3, curve: .linear,
            animations: {
                self.scrollView.contentOffset = Point(x: 0, y: target)
            }, completion: { _ in self.handler?() })
    }

    /// `stopRefreshing()`: again while stopping too, as the library does.
    func stopRefreshing() {
        guard isRefreshing else { return }
        isStopping = true
        host.main.async { [self] in
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
