import RefreshSim

/// `threshold` — seed 004: a 100 pt refresh view at y = −100. `isDragging` is tracked with
/// willBeginDragging / didEndDragging so momentum is not mistaken for a pull; the view turns red
/// past −100; releasing past −100 refreshes. No inset is changed, so the view springs away and
/// nothing shows the load.
public final class ThresholdViewController: RefreshStrategy, ScrollViewDelegate {
    static let refreshViewHeight = 100.0

    enum BackgroundColor: String {
        case purple
        case red
    }

    let host: RefreshHost
    var isDragging = false
    var isLoading = false
    var backgroundColor = BackgroundColor.purple

    public init(host: RefreshHost) {
        self.host = host
        host.scrollView.delegate = self
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        isDragging = true
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if !isDragging { return }
        let y = scrollView.contentOffset.y
        if y < 0 {
            if y > -Self.refreshViewHeight {
                if backgroundColor != .purple { backgroundColor = .purple }
            } else {
                if backgroundColor != .red { backgroundColor = .red }
            }
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        isDragging = false
        let y = scrollView.contentOffset.y
        if y < -Self.refreshViewHeight {
            refresh()
        }
    }

    func refresh() {
        isLoading = true
        host.loader.load { [unowned self] _ in
            isLoading = false
        }
    }

    /// The seed's view has only its colour; while the app's load runs the chart's lane reads
    /// `refreshing`, since nothing else on screen would say that a load runs.
    public var stateName: String { isLoading ? "refreshing" : backgroundColor.rawValue }
    /// Red while dragging is the seed's "release to refresh"; the colour stays after the release.
    public var headerPhase: RefreshPhase? { isLoading ? .refreshing : backgroundColor == .red && isDragging ? .armed : .idle }
    public var footerPhase: RefreshPhase? { nil }
    public var indicator: IndicatorPlacement { .header }
    public var triggerDistance: Double? { Self.refreshViewHeight }
    public var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: Self.refreshViewHeight) }
}
