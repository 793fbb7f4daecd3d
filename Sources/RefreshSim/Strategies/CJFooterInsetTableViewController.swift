/// `cj-footer-inset` — seed 003's fix: the footer (named `RefreshHeader` in the seed) sits at
/// `contentSize.height`, kept there by KVO. Released while `pulling` → `refreshing` with
/// `contentInset.bottom += 30`, so the footer stays in view; when the load is done → `idle`,
/// restoring `contentInset.bottom`.
public final class CJFooterInsetTableViewController: RefreshStrategy, ScrollViewDelegate {
    static let refreshHeaderHeight = 30.0

    let host: RefreshHost
    let tableView: ScrollView
    var footerY: Double
    var curentContentHeight = 0.0
    var marginTop: Double?
    private var observation: KeyValueObservation?
    var state = CJRefreshState.idle {
        didSet {
            host.recordStateChange(from: oldValue.rawValue, to: state.rawValue)
            if state == .idle {
                if let marginTop {
                    tableView.contentInset.bottom = marginTop
                } else {
                    marginTop = tableView.contentInset.bottom
                }
            } else if state == .refreshing {
                tableView.contentInset.bottom += Self.refreshHeaderHeight
            }
        }
    }

    public init(host: RefreshHost) {
        self.host = host
        tableView = host.scrollView
        footerY = tableView.contentSize.height
        tableView.delegate = self
        state = .idle
        observation = tableView.observe(.contentSize) { [unowned self] tableView in
            curentContentHeight = tableView.contentSize.height
            footerY = curentContentHeight
        }
    }

    func isExposed() -> Bool {
        tableView.contentOffset.y + host.screenBounds.height > tableView.contentSize.height + Self.refreshHeaderHeight
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
    public var indicator: IndicatorPlacement { .footer }
    public var triggerDistance: Double? { Self.refreshHeaderHeight }
    public var footerTop: Double? { footerY }
    public var indicatorVisibleHeight: Double { host.footerVisibleHeight(top: footerY, height: Self.refreshHeaderHeight) }
}
