/// UIRefreshControl (reference/uikit-scroll-model.md, "UIRefreshControl").
///
/// It triggers during the drag: once the pull reaches the snapping height while the user is
/// tracking, it enters the refreshing state, adds its 60 pt inset without moving the content, and
/// sends valueChanged — all before the finger lifts.
public final class RefreshControl {
    public static let height = 60.0
    /// Snapping height of a 568 pt tall scroll view with no attributed title.
    public static let referenceSnappingHeight = 112.5

    @exclusivity(unchecked) public private(set) var isRefreshing = false
    // Not weak: a weak reference would move the scroll view's reference count to a side table and
    // slow every retain of it. Not checked `unowned` either: its strong-retain check on every read
    // was 7% of a simulation (perf). The scroll view owns the control, sets this when it is
    // installed and clears it when it is replaced or deallocated, so it never dangles.
    var scrollView: ScrollView? {
        get { scrollViewReference?.takeUnretainedValue() }
        set { scrollViewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// Read in place (`withScrollView`) on every offset change and every frame: binding it to a
    /// strong local, even from `unowned(unsafe)`, retained and released it each time, a third
    /// of what these reads cost (callgrind).
    @exclusivity(unchecked) private var scrollViewReference: Unmanaged<ScrollView>?
    @exclusivity(unchecked) private var valueChangedActions: [(RefreshControl) -> Void] = []
    /// After a refresh cycle the control triggers again only once the pull has gone back to 0.
    @exclusivity(unchecked) private var isArmed = true

    public init() {}

    /// `refreshing` from valueChanged or beginRefreshing() until endRefreshing().
    public var phase: RefreshPhase { isRefreshing ? .refreshing : .idle }

    /// The state of a screen that shows this control and nothing else: named for the phase, the
    /// phase its header's.
    @inline(__always)
    public var hostState: StrategyState {
        let phase = phase
        return StrategyState(name: phase == .refreshing ? "refreshing" : "idle", header: phase)
    }

    /// What such a screen's indicator shows: the visible height, up to the control's own.
    @inline(__always)
    public var indicatorVisibleHeight: Double { min(presentedVisibleHeight, Self.height) }

    /// `addTarget(_:action:for: .valueChanged)`.
    public func addValueChangedAction(_ action: @escaping (RefreshControl) -> Void) {
        valueChangedActions.append(action)
    }

    /// 112.5·H/568 for a scroll view of height H.
    public var snappingHeight: Double {
        Self.referenceSnappingHeight * (scrollView?.bounds.height ?? 568) / 568
    }

    /// How much of the control shows above the content: `max(−offset − insetTopWithoutControl, 0)`.
    public var visibleHeight: Double {
        withScrollView { max(-$0.offsetY - Self.insetTopWithoutControl($0), 0) } ?? 0
    }

    /// The same, as the screen shows it mid-animation. The control's own inset is left out of
    /// the baseline whether or not it is animating away.
    public var presentedVisibleHeight: Double {
        // A function of the scroll view alone, not a closure capturing the control: read every
        // frame (the indicator's height in each sample), the closure was a call of its own.
        scrollViewReference?._withUnsafeGuaranteedRef(Self.presentedVisibleHeight(in:)) ?? 0
    }

    private static func presentedVisibleHeight(in scrollView: ScrollView) -> Double {
        max(-scrollView.presentedOffset - insetTopWithoutControl(scrollView), 0)
    }

    @inline(__always)
    private func withScrollView<T>(_ body: (ScrollView) -> T) -> T? {
        scrollViewReference?._withUnsafeGuaranteedRef(body)
    }

    private static func insetTopWithoutControl(_ scrollView: ScrollView) -> Double {
        scrollView.adjustedContentInset.top - scrollView.refreshControlInsetTop
    }

    /// The scroll view's offset changed: re-arms the control, and gives the visible height when
    /// the pull triggers it now, for `trigger`. It calls nothing outside the control, so the scroll
    /// view calls it without retaining the control (a retain and a release on every offset change).
    func scrollViewDidScroll() -> Double? {
        guard scrollViewReference != nil else { return nil }
        let visible = visibleHeight
        if !isRefreshing, visible <= 0 { isArmed = true }
        guard !isRefreshing, isArmed, withScrollView({ $0.isTracking }) == true, visible >= snappingHeight else { return nil }
        return visible
    }

    /// Enters the refreshing state from a pull and sends valueChanged. The caller holds the control:
    /// an action may replace it (`scrollView.refreshControl = nil`).
    func trigger(visibleHeight visible: Double) {
        guard let scrollView else { return }
        isRefreshing = true
        isArmed = false
        scrollView.setRefreshControlInset(Self.height, preservingOffset: true)
        scrollView.runtime.record(.valueChanged(visibleHeight: visible))
        for action in valueChangedActions { action(self) }
    }

    /// Enters the refreshing state without sending valueChanged and without scrolling to reveal
    /// the control.
    public func beginRefreshing() {
        guard let scrollView else { return }
        scrollView.runtime.record(.beginRefreshing(alreadyRefreshing: isRefreshing))
        guard !isRefreshing else { return }
        isRefreshing = true
        isArmed = false
        scrollView.setRefreshControlInset(Self.height, preservingOffset: true)
    }

    /// Removes the inset: animated back over 0.3 s when the user is not touching; under the finger
    /// at once when the user is still tracking. Called while the scroll view decelerates, it stops
    /// the deceleration dead — even when the control is not refreshing (benscheirman.com, "Jerky
    /// scrolling with UIRefreshControl + UITableView", 2017: the fix is to call it only when a
    /// refresh is showing).
    public func endRefreshing() {
        guard let scrollView else { return }
        scrollView.runtime.record(.endRefreshing(whileTracking: scrollView.isTracking))
        if scrollView.isDecelerating {
            scrollView.stopScrolling()
            scrollView.adjustOffsetIfNecessary()
        }
        guard isRefreshing else { return }
        isRefreshing = false
        if scrollView.isTracking {
            scrollView.setRefreshControlInset(0, preservingOffset: false)
        } else {
            scrollView.animate(withDuration: 0.3) {
                scrollView.setRefreshControlInset(0, preservingOffset: false)
            }
        }
    }
}
