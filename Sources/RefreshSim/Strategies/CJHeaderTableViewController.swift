/// `cj-header` — seed 003's `RefreshHeader` + `RefreshableTVC`: a 30 pt header at y = −30.
/// Dragging: `pulling` once `−offset − inset.top > 30`, else `idle`. The first scroll that is not a
/// drag while `pulling` → `refreshing`: `contentInset.top += 30` (no animation), then `onRefresh`
/// (3 s) → `idle`, which restores `contentInset.top` — again with no animation, so the content snaps.
///
/// The seed ran where the navigation bar was part of `contentInset` (iOS 10's
/// automaticallyAdjustsScrollViewInsets, "offset −64 with inset 64"); here the bar is in the
/// safe area, so `isExposed` reads `adjustedContentInset.top` where the seed reads `contentInset.top`.
public final class CJHeaderTableViewController: RefreshStrategy, ScrollViewDelegate {
    static let refreshHeaderHeight = 30.0

    let host: RefreshHost
    let tableView: ScrollView
    var marginTop: Double?
    var state = CJRefreshState.idle {
        didSet {
            host.recordStateChange(from: oldValue.rawValue, to: state.rawValue)
            if state == .idle {
                if let marginTop {
                    tableView.contentInset.top = marginTop
                } else {
                    marginTop = tableView.contentInset.top
                }
            } else if state == .refreshing {
                tableView.contentInset.top += Self.refreshHeaderHeight
            }
        }
    }

    public init(host: RefreshHost) {
        self.host = host
        tableView = host.scrollView
        tableView.delegate = self
        state = .idle
    }

    /// "refreshHeader 完整的漏出来了": the header is fully exposed.
    func isExposed() -> Bool {
        -tableView.contentOffset.y - tableView.adjustedContentInset.top > Self.refreshHeaderHeight
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if state == .refreshing {
            return
        }
        if tableView.isDragging {
            state = isExposed() ? .pulling : .idle
        } else if state == .pulling {
            state = .refreshing
            doRefresh()
        }
    }

    func doRefresh() {
        host.recordRefreshStart("onRefresh")
        onRefresh {
            self.host.recordRefreshEnd("state = .idle")
            self.state = .idle
        }
    }

    func onRefresh(_ done: @escaping () -> Void) {
        host.loader.load { _ in done() }
    }

    public var stateName: String { state.rawValue }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { Self.refreshHeaderHeight }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: Self.refreshHeaderHeight) }
}
