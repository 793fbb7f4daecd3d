import RefreshSim

/// EGOTableViewPullRefresh's header (seed 001), from its `EGORefreshTableHeaderView.m`: states
/// Normal / Pulling / Loading, trigger at −65 pt, a 60 pt inset while loading (0.2 s animation),
/// restored in 0.3 s when the data source says loading finished. It sees the scroll view only
/// through the two calls its host forwards.
final class EGORefreshTableHeaderView {
    enum PullRefreshState: String {
        case normal
        case pulling
        case loading

        /// EGO's `pulling` is "Release to refresh…": past the trigger.
        var phase: RefreshPhase {
            switch self {
            case .normal: .idle
            case .pulling: .armed
            case .loading: .refreshing
            }
        }
    }

    static let triggerOffset = -65.0
    static let loadingInset = 60.0

    private let host: RefreshHost
    weak var delegate: EGORefreshTableHeaderDelegate?
    private(set) var state = PullRefreshState.normal

    init(host: RefreshHost) {
        self.host = host
    }

    func egoRefreshScrollViewDidScroll(_ scrollView: ScrollView) {
        if state == .loading {
            var offset = max(scrollView.contentOffset.y * -1, 0)
            offset = min(offset, Self.loadingInset)
            scrollView.contentInset = EdgeInsets(top: offset)
        } else if scrollView.isDragging {
            let loading = delegate?.egoRefreshTableHeaderDataSourceIsLoading(self) ?? false
            let y = scrollView.contentOffset.y
            if state == .pulling, y > Self.triggerOffset, y < 0, !loading {
                state = .normal
            } else if state == .normal, y < Self.triggerOffset, !loading {
                state = .pulling
            }
            if scrollView.contentInset.top != 0 {
                scrollView.contentInset = .zero
            }
        }
    }

    func egoRefreshScrollViewDidEndDragging(_ scrollView: ScrollView) {
        let loading = delegate?.egoRefreshTableHeaderDataSourceIsLoading(self) ?? false
        if scrollView.contentOffset.y <= Self.triggerOffset, !loading {
            delegate?.egoRefreshTableHeaderDidTriggerRefresh(self)
            state = .loading
            scrollView.animate(withDuration: 0.2) {
                scrollView.contentInset = EdgeInsets(top: Self.loadingInset)
            }
        }
    }

    func egoRefreshScrollViewDataSourceDidFinishedLoading(_ scrollView: ScrollView) {
        scrollView.animate(withDuration: 0.3) {
            scrollView.contentInset = .zero
        }
        state = .normal
    }
}

protocol EGORefreshTableHeaderDelegate: AnyObject {
    func egoRefreshTableHeaderDidTriggerRefresh(_ view: EGORefreshTableHeaderView)
    func egoRefreshTableHeaderDataSourceIsLoading(_ view: EGORefreshTableHeaderView) -> Bool
}
