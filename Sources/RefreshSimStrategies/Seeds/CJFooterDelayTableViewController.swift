import RefreshSim

/// `cj-footer-delay` — seed 003's first load-more footer. The footer follows `contentSize` by KVO;
/// while dragging it is `pulling` when more than 20 pt of it shows (measured against
/// `UIScreen.main.bounds`). After the release, on every scroll that is not a drag while still
/// `pulling`, it schedules `delay(0.8)` — waiting for the bounce-back — then sets `refreshing` and
/// jumps `contentOffset.y = beginDragOffset + 25`; `delay(2)` later it jumps back, goes `idle`
/// and starts the 3 s load. The author: "not pretty, users see it".
///
/// Transcribed as written, the 0.8 s block is scheduled once per bounce frame, so one release
/// starts several loads.
public final class CJFooterDelayTableViewController: RefreshStrategy, ScrollViewDelegate {
    static let footerHeight = 30.0

    let host: RefreshHost
    let tableView: ScrollView
    var footerY: Double
    var curentContentHeight = 0.0
    private var beginDragOffset = 0.0
    private var observation: KeyValueObservation?
    var state = CJRefreshState.idle

    public init(host: RefreshHost) {
        self.host = host
        tableView = host.scrollView
        // addFooter: below the content, or at the screen's height when the content is shorter,
        // minus the navigation bar's height (the safe area's top here). The contentSize observer
        // moves it to the content's end at the first layout.
        let footerOffset = max(tableView.contentSize.height, tableView.bounds.height)
        footerY = footerOffset - tableView.safeAreaInsets.top
        tableView.delegate = self
        observation = tableView.observe(.contentSize) { [unowned self] tableView in
            curentContentHeight = tableView.contentSize.height
            footerY = curentContentHeight
        }
    }

    var screenHeight: Double { host.screenBounds.height }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if tableView.isDragging {
            let footerVisibleSection = -(curentContentHeight - screenHeight - scrollView.contentOffset.y)
            if beginDragOffset == 0 {
                beginDragOffset = curentContentHeight - screenHeight
            }
            if footerVisibleSection > 20 {
                state = .pulling
            } else if footerVisibleSection <= 20 {
                state = .idle
            }
        } else if state == .pulling {
            host.delay(0.8) {
                self.state = .refreshing
                scrollView.contentOffset.y = self.beginDragOffset + 25
                self.host.delay(2) {
                    if self.beginDragOffset != 0 {
                        scrollView.contentOffset.y = self.beginDragOffset
                        self.state = .idle
                    }
                    self.beginDragOffset = 0
                    self.doLoadMore()
                }
            }
        }
    }

    func doLoadMore() {
        onLoadMore {
            self.state = .idle
        }
    }

    func onLoadMore(_ done: @escaping () -> Void) {
        host.loader.load { _ in done() }
    }

    public var stateName: String { state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { state.phase }
    public var indicator: IndicatorPlacement { .footer }
    public var triggerDistance: Double? { 20 }
    public var footerTop: Double? { footerY }
    public var indicatorVisibleHeight: Double { host.footerVisibleHeight(top: footerY, height: Self.footerHeight) }
}
