import RefreshSim

/// SBPullToRefreshHeaderView (seed 001): EGO's header, but it observes the scroll view's
/// `contentOffset` by KVO instead of needing forwarded delegate calls. It notices the finger lift
/// when `isDragging` has changed *at the next contentOffset change* — not at the touch-up itself:
///
///     [self scrollViewDidScroll:mScrollView];
///     if (mIsDragging != mScrollView.isDragging) {
///         if (!mScrollView.isDragging) { [self stopDragging]; }
///         mIsDragging = mScrollView.isDragging;
///     }
///
/// The post shows only the observer and the delegate protocol; `scrollViewDidScroll` and
/// `stopDragging` are not shown. The author calls it a re-implementation of EGO's header, so they
/// do what EGO's `egoRefreshScrollViewDidScroll` and `…DidEndDragging` do, with EGO's states and
/// numbers (`EGORefreshTableHeaderView.PullRefreshState`, −65, 60).
final class SBPullToRefreshHeaderView {
    typealias State = EGORefreshTableHeaderView.PullRefreshState

    static let triggerOffset = EGORefreshTableHeaderView.triggerOffset
    static let loadingInset = EGORefreshTableHeaderView.loadingInset

    private let host: RefreshHost
    private unowned let mScrollView: ScrollView
    weak var delegate: SBPullToRefreshHeaderViewDelegate?
    private var mIsDragging = false
    private var observation: KeyValueObservation?
    private(set) var state = State.normal

    init(host: RefreshHost, onScrollView scrollView: ScrollView) {
        self.host = host
        mScrollView = scrollView
        // didMoveToSuperview: start observing once added to the target scroll view.
        observation = scrollView.observe(.contentOffset) { [unowned self] _ in observeContentOffset() }
    }

    private func observeContentOffset() {
        scrollViewDidScroll(mScrollView)
        if mIsDragging != mScrollView.isDragging {
            if !mScrollView.isDragging {
                stopDragging()
            }
            mIsDragging = mScrollView.isDragging
        }
    }

    private func scrollViewDidScroll(_ scrollView: ScrollView) {
        if state == .loading {
            var offset = max(scrollView.contentOffset.y * -1, 0)
            offset = min(offset, Self.loadingInset)
            if scrollView.contentInset.top != offset { scrollView.contentInset = EdgeInsets(top: offset) }
        } else if scrollView.isDragging {
            let processing = delegate?.isRefreshStillProcessing(self) ?? false
            let y = scrollView.contentOffset.y
            if state == .pulling, y > Self.triggerOffset, y < 0, !processing {
                state = .normal
            } else if state == .normal, y < Self.triggerOffset, !processing {
                state = .pulling
            }
        }
    }

    private func stopDragging() {
        host.runtime.record(.stopDragging(offset: mScrollView.contentOffset.y))
        let processing = delegate?.isRefreshStillProcessing(self) ?? false
        if mScrollView.contentOffset.y <= Self.triggerOffset, !processing {
            state = .loading
            mScrollView.animate(withDuration: 0.2) {
                self.mScrollView.contentInset = EdgeInsets(top: Self.loadingInset)
            }
            delegate?.didTriggerRefresh(self)
        }
    }

    func resetView() {
        mScrollView.animate(withDuration: 0.3) {
            self.mScrollView.contentInset = .zero
        }
        state = .normal
    }
}

protocol SBPullToRefreshHeaderViewDelegate: AnyObject {
    func didTriggerRefresh(_ headerView: SBPullToRefreshHeaderView)
    func isRefreshStillProcessing(_ headerView: SBPullToRefreshHeaderView) -> Bool
}

/// `sb-kvo` — the SBPullToRefreshHeaderView demo controller: no forwarding, just the two delegate
/// methods and `resetView` when the load is done.
public final class SBPullToRefreshViewController: RefreshStrategy, SBPullToRefreshHeaderViewDelegate {
    let host: RefreshHost
    let mRefreshHeaderView: SBPullToRefreshHeaderView
    var processing = false

    public init(host: RefreshHost) {
        self.host = host
        mRefreshHeaderView = SBPullToRefreshHeaderView(host: host, onScrollView: host.scrollView)
        mRefreshHeaderView.delegate = self
    }

    func didTriggerRefresh(_ headerView: SBPullToRefreshHeaderView) {
        processing = true
        host.loader.load { [unowned self] _ in
            processing = false
            mRefreshHeaderView.resetView()
        }
    }

    func isRefreshStillProcessing(_ headerView: SBPullToRefreshHeaderView) -> Bool {
        processing
    }

    public var stateName: String { mRefreshHeaderView.state.rawValue }
    public var headerPhase: RefreshPhase? { mRefreshHeaderView.state.phase }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { -SBPullToRefreshHeaderView.triggerOffset }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: SBPullToRefreshHeaderView.loadingInset) }
}
