import RefreshSim

/// MJRefresh's base class — CoderMJLee/MJRefresh @ 5647d82 (v3.7.x), `MJRefresh/Base/MJRefreshComponent.m`
/// (read at 0216f1f through the search tool), with `UIScrollView+MJExtension.m` (`mj_inset*`) and
/// `MJRefreshConst.m` (54/44 pt, 0.25/0.4 s).
///
/// - `willMoveToSuperview` (lines 52–75): remembers `contentInset` as the original inset and adds
///   KVO observers for `contentOffset`, `contentSize` and the pan recogniser's `state`.
/// - `observeValueForKeyPath` (lines 95–111): contentSize is handled even while hidden; offset and
///   pan state only while shown.
/// - `beginRefreshing` (lines 156–173): the view is in a window, so straight to Refreshing.
/// - `endRefreshing`: 3.7.x sets Idle on the next main-queue turn (`MJRefreshDispatchAsyncOnMainQueue`,
///   as `MJRefreshFooter.m` does for no-more-data).
/// - `executeRefreshingCallback` (lines 214–224): the block runs on the next main-queue turn.
///
/// `mj_insetT`/`mj_insetB` read `adjustedContentInset` and write `contentInset` minus the system
/// part (`UIScrollView+MJExtension.m`, lines 30–62), so the safe area is never written twice.
class MJRefreshComponent {
    /// `MJRefreshState`.
    enum State: String {
        case idle
        case pulling
        case refreshing
        case willRefresh
        case noMoreData

        var phase: RefreshPhase {
            switch self {
            case .idle: .idle
            case .pulling: .armed
            case .refreshing, .willRefresh: .refreshing
            case .noMoreData: .noMoreData
            }
        }
    }

    static let fastAnimationDuration = 0.25
    static let slowAnimationDuration = 0.4

    let host: RefreshHost
    unowned let scrollView: ScrollView
    /// `mj_h`.
    let height: Double
    var scrollViewOriginalInset: EdgeInsets
    private(set) var state = State.idle
    var pullingPercent = 0.0
    /// `hidden`: offset and pan-state changes are ignored while set.
    var isHidden = false
    var refreshingBlock: (() -> Void)?
    /// The old value of the last contentOffset change (KVO's `change[@"old"]`).
    private(set) var oldOffsetY: Double
    private var observations: [KeyValueObservation] = []

    init(host: RefreshHost, height: Double) {
        self.host = host
        scrollView = host.scrollView
        self.height = height
        scrollViewOriginalInset = host.scrollView.contentInset
        oldOffsetY = host.scrollView.contentOffset.y
        observations = [
            scrollView.observe(.contentOffset) { [unowned self] view in
                let old = oldOffsetY
                oldOffsetY = view.contentOffset.y
                guard !isHidden else { return }
                scrollViewContentOffsetDidChange(old: old, new: view.contentOffset.y)
            },
            scrollView.observe(.contentSize) { [unowned self] _ in scrollViewContentSizeDidChange() },
            scrollView.observe(.panState) { [unowned self] _ in
                guard !isHidden else { return }
                scrollViewPanStateDidChange()
            },
        ]
    }

    func scrollViewContentOffsetDidChange(old: Double, new: Double) {}
    func scrollViewContentSizeDidChange() {}
    func scrollViewPanStateDidChange() {}

    /// `setState:` with `MJRefreshCheckState`: nothing happens when the state does not change.
    func setState(_ newState: State) {
        let oldState = state
        guard newState != oldState else { return }
        state = newState
        stateDidChange(from: oldState)
    }

    func stateDidChange(from oldState: State) {}

    var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

    func beginRefreshing() {
        pullingPercent = 1
        setState(.refreshing)
    }

    func endRefreshing() {
        host.main.async { [self] in setState(.idle) }
    }

    func executeRefreshingCallback() {
        host.main.async { [self] in refreshingBlock?() }
    }

    // MARK: UIScrollView+MJExtension

    /// `mj_inset`: the adjusted inset.
    var mjInset: EdgeInsets { scrollView.adjustedContentInset }

    var mjInsetT: Double {
        get { scrollView.adjustedContentInset.top }
        set { setAdjustedInset(\.top, to: newValue) }
    }

    var mjInsetB: Double {
        get { scrollView.adjustedContentInset.bottom }
        set { setAdjustedInset(\.bottom, to: newValue) }
    }

    /// The `mj_insetT` / `mj_insetB` setters: `contentInset`'s edge less the system's share of the
    /// adjusted inset (`adjustedContentInset − contentInset`), so the adjusted edge becomes `value`.
    private func setAdjustedInset(_ edge: WritableKeyPath<EdgeInsets, Double>, to value: Double) {
        var inset = scrollView.contentInset
        inset[keyPath: edge] = value - (scrollView.adjustedContentInset[keyPath: edge] - scrollView.contentInset[keyPath: edge])
        scrollView.contentInset = inset
    }

    var mjOffsetY: Double {
        get { scrollView.contentOffset.y }
        set { scrollView.contentOffset = Point(x: 0, y: newValue) }
    }

    var mjContentH: Double { scrollView.contentSize.height }
    /// `_scrollView.mj_h`: the scroll view's frame height.
    var mjH: Double { scrollView.bounds.height }
}
