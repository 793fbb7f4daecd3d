import RefreshSim

/// cjrefresh's `RefreshableTVC` and the `state` of its refresh view (seed 003), shared by the
/// header and the inset footer, which the seed writes twice with one difference: the inset edge
/// (`contentInset.top` for the header, `.bottom` for the footer) and what "exposed" means.
///
/// Dragging: `pulling` while exposed, else `idle`. The first scroll that is not a drag while
/// `pulling` → `refreshing`: the edge inset grows by the view's 30 pt (no animation), then
/// `onRefresh` (3 s) → `idle`, which restores it — again with no animation.
public class CJRefreshableTableViewController: RefreshStrategy, ScrollViewDelegate {
    static let refreshViewHeight = 30.0

    let host: RefreshHost
    let tableView: ScrollView
    private let insetEdge: WritableKeyPath<EdgeInsets, Double>
    /// The seed's name for the saved inset, whichever edge it is.
    var marginTop: Double?
    var state = CJRefreshState.idle {
        didSet {
            if state == .idle {
                if let marginTop {
                    tableView.contentInset[keyPath: insetEdge] = marginTop
                } else {
                    marginTop = tableView.contentInset[keyPath: insetEdge]
                }
            } else if state == .refreshing {
                tableView.contentInset[keyPath: insetEdge] += Self.refreshViewHeight
            }
        }
    }

    init(host: RefreshHost, insetEdge: WritableKeyPath<EdgeInsets, Double>) {
        self.host = host
        self.insetEdge = insetEdge
        tableView = host.scrollView
        tableView.delegate = self
    }

    /// Whether the refresh view shows completely.
    func isExposed() -> Bool { false }

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
        onRefresh {
            self.state = .idle
        }
    }

    func onRefresh(_ done: @escaping () -> Void) {
        host.loader.load { _ in done() }
    }

    public var stateName: String { state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .none }
    public var triggerDistance: Double? { Self.refreshViewHeight }
    public var indicatorVisibleHeight: Double { 0 }
    public var footerTop: Double? { nil }
}
