import RefreshSim

/// MJRefresh's base class — CoderMJLee/MJRefresh @ 5647d82cd7e0de8c59980c6cb2afff173978f481 (3.7.9),
/// `MJRefresh/Base/MJRefreshComponent.m`, with `UIScrollView+MJExtension.m` (`mj_inset*`) and
/// `MJRefreshConst.m` (54/44 pt, 0.25/0.4 s). docs/libraries/mjrefresh.md lists every deviation.
///
/// - `willMoveToSuperview:` (lines 66–93): remembers `mj_inset` — the adjusted inset — as the
///   original inset and adds KVO observers for `contentOffset`, `contentSize` and the pan
///   recogniser's `state`.
/// - `observeValueForKeyPath:` (lines 125–142): contentSize is handled even while hidden; offset and
///   pan state only while shown.
/// - `beginRefreshing` (lines 169–186): the view is in a window, so straight to Refreshing.
/// - `endRefreshing` (lines 196–199): sets Idle on the next main-queue turn
///   (`MJRefreshDispatchAsyncOnMainQueue`, `MJRefreshConst.h` lines 81–86).
/// - `executeRefreshingCallback` (lines 251–262): the block runs at once; releases up to 3.7.4 ran
///   it on the next main-queue turn (`MJRefreshRelease`).
///
/// `mj_insetT`/`mj_insetB` read `adjustedContentInset` and write `contentInset` minus the system
/// part (`UIScrollView+MJExtension.m`, lines 27–69), so the safe area is never written twice.
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
    let release: MJRefreshRelease
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

    init(host: RefreshHost, height: Double, release: MJRefreshRelease) {
        self.host = host
        self.release = release
        scrollView = host.scrollView
        self.height = height
        scrollViewOriginalInset = host.scrollView.adjustedContentInset
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
        if release.callbackWaitsATurn {
            host.main.async { [self] in refreshingBlock?() }
        } else {
            refreshingBlock?()
        }
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
