/// The UIScrollView model, vertical axis only.
///
/// Setting a property behaves as UIKit does: `contentOffset` is rounded to the pixel grid and
/// fires `scrollViewDidScroll` (when it changed) and KVO observers synchronously inside the setter;
/// `contentInset` and `contentSize` run "adjust offset if necessary", which clamps the offset into
/// the new range only when the view is not tracking, decelerating or animating a scroll.
public final class ScrollView {
    public let runtime: Runtime
    @exclusivity(unchecked) public weak var delegate: (any ScrollViewDelegate)? {
        didSet { hasDelegate = delegate != nil }
    }
    /// Whether a delegate was set: every offset change looks, and loading a weak reference to
    /// find none cost more than the check (a delegate that went away still reads nil).
    @exclusivity(unchecked) private var hasDelegate = false
    /// The viewport.
    public let bounds: Size
    /// Status bar, navigation bar, home indicator: part of the adjusted inset (unless the
    /// behaviour is `.never`), never changed here. The bars cover the top and bottom of the view
    /// whatever the behaviour.
    public let safeAreaInsets: EdgeInsets
    /// `contentInsetAdjustmentBehavior`: whether `safeAreaInsets` is part of `adjustedContentInset`.
    /// Setting it changes the adjusted inset as setting `contentInset` does.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set {
            guard newValue != storedAdjustmentBehavior else { return }
            storedAdjustmentBehavior = newValue
            adjustedInsetDidChange()
        }
    }
    @exclusivity(unchecked) var storedAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { updateAdjustedContentInset() }
    }

    /// The scenario's `physics`: UIScrollView's `decelerationRate` and `bounces` read it.
    public let physics: PhysicsOptions
    let rubberBand: RubberBand
    /// The recoil's spring, from `physics` once.
    let spring: SpringConstants
    let grid: PixelGrid
    /// Points per pixel (`UIScreen.main.scale`): the grid offsets are rounded to.
    public var screenScale: Double { grid.scale }

    // The hot state is read and written several times a frame; Swift's dynamic exclusivity checks
    // on class properties were a third of the simulation's time. Everything runs on one thread.
    @exclusivity(unchecked) var offsetY: Double = 0
    @exclusivity(unchecked) var storedContentInset = EdgeInsets.zero {
        didSet { updateAdjustedContentInset() }
    }
    @exclusivity(unchecked) var storedContentSize: Size
    /// The inset UIRefreshControl adds while refreshing.
    @exclusivity(unchecked) var refreshControlInsetTop: Double = 0 {
        didSet { updateAdjustedContentInset() }
    }
    /// Kept, not worked out on each read: a frame reads it a dozen times and it changes a few
    /// times a run.
    @exclusivity(unchecked) public private(set) var adjustedContentInset = EdgeInsets.zero
    let observers = ObserverList()

    @exclusivity(unchecked) public internal(set) var isTracking = false
    @exclusivity(unchecked) public internal(set) var isDragging = false
    @exclusivity(unchecked) public internal(set) var isDecelerating = false
    /// `panGestureRecognizer.state`; KVO observers of `.panState` hear every change.
    @exclusivity(unchecked) public internal(set) var panGestureState = PanGestureState.possible {
        willSet { if panGestureState != newValue { observers.notifyWill(.panState, self) } }
        didSet { if panGestureState != oldValue { observers.notify(.panState, self) } }
    }
    /// `isScrollEnabled`: while false a touch does not start a pan (ESPullToRefresh turns it off
    /// during its animations).
    @exclusivity(unchecked) public var isScrollEnabled = true

    @exclusivity(unchecked) var pan: Pan?
    @exclusivity(unchecked) var momentum: Momentum?
    @exclusivity(unchecked) var scrollAnimation: ScrollAnimation?
    @exclusivity(unchecked) var presentationAnimations: [PresentationAnimation] = []
    /// > 0 while a `UIView.animate` block runs.
    @exclusivity(unchecked) var animationBlockDepth = 0
    /// The rows laid out on it (`ScrollView+List.swift`); nil for content of one height.
    @exclusivity(unchecked) var attachedList: ListView?
    /// Offset changes since the list last recorded a frame that no finger, deceleration or scroll
    /// animation made (writes, clamps, the list's corrections): a few additions on paths taken a
    /// few times a run, so content of one height pays nothing a frame.
    @exclusivity(unchecked) var offsetWritten = 0.0
    /// `objc_setAssociatedObject` on the scroll view (`ScrollView+AssociatedObjects.swift`).
    var associatedObjects: [String: AssociatedObject] = [:]

    // Read on every offset change: unchecked, as the hot state above.
    @exclusivity(unchecked) public var refreshControl: RefreshControl? {
        didSet {
            oldValue?.scrollView = nil
            refreshControl?.scrollView = self
            refreshControlReference = refreshControl.map { Unmanaged.passUnretained($0) }
        }
    }
    /// `refreshControl`, for the look on every offset change that calls nothing outside the
    /// control (`RefreshControl.scrollViewDidScroll`) and so needs no retain of it.
    @exclusivity(unchecked) private var refreshControlReference: Unmanaged<RefreshControl>?

    deinit {
        // The control may outlive its scroll view (a strategy holds it); its reference must not dangle.
        refreshControl?.scrollView = nil
    }

    /// `contentInset`: the app's own, set before anything observes the view.
    public init(
        runtime: Runtime, bounds: Size, safeAreaInsets: EdgeInsets, contentSize: Size,
        physics: PhysicsOptions = PhysicsOptions(), screenScale: Double = 2,
        contentInset: EdgeInsets = .zero, adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    ) {
        self.runtime = runtime
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.storedAdjustmentBehavior = adjustmentBehavior
        self.storedContentInset = contentInset
        self.storedContentSize = contentSize
        self.physics = physics
        self.rubberBand = RubberBand(
            coefficient: physics.rubberBandCoefficient, dimension: physics.rubberBandDimension(height: bounds.height))
        self.spring = physics.spring.steppingFrames(of: runtime.frameDuration)
        self.grid = PixelGrid(scale: screenScale)
        updateAdjustedContentInset()
        self.offsetY = -adjustedContentInset.top
    }

    // MARK: Geometry

    /// `adjustedContentInset`: the app's inset, the safe area as the behaviour takes it, and the
    /// refresh control's.
    private func updateAdjustedContentInset() {
        var inset = storedContentInset + storedAdjustmentBehavior.adjustment(for: safeAreaInsets)
        inset.top += refreshControlInsetTop
        adjustedContentInset = inset
    }

    /// −adjustedInset.top: the offset at rest at the top.
    public var minimumOffset: Double { -adjustedContentInset.top + 0 }

    /// max(min, contentHeight + adjustedInset.bottom − boundsHeight).
    public var maximumOffset: Double {
        max(minimumOffset, storedContentSize.height + adjustedContentInset.bottom - bounds.height)
    }

    var isOutOfRange: Bool { offsetY < minimumOffset || offsetY > maximumOffset }

    // MARK: Properties with UIKit setter semantics

    public var contentOffset: Point {
        get { Point(x: 0, y: offsetY) }
        set { writeOffset(newValue.y) }
    }

    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            // UIKit returns early when the inset does not change.
            guard newValue != storedContentInset else { return }
            observers.notifyWill(.contentInset, self)
            storedContentInset = newValue
            adjustedInsetDidChange()
        }
    }

    /// What setting `contentInset` or the adjustment behaviour does once the adjusted inset moved:
    /// record it, re-anchor the pan (the content moves by the finger's travel from where it is,
    /// so a new edge changes the rubber band from here on, not the offset now), tell KVO, clamp.
    private func adjustedInsetDidChange() {
        recordInsetChange()
        reanchorPan()
        observers.notify(.contentInset, self)
        adjustOffsetIfNecessary()
    }

    public var contentSize: Size {
        get { storedContentSize }
        set {
            let old = storedContentSize
            observers.notifyWill(.contentSize, self)
            storedContentSize = newValue
            reanchorPan()
            if old.height != newValue.height {
                runtime.record(.contentSizeChanged(from: old.height, to: newValue.height))
            }
            observers.notify(.contentSize, self)
            adjustOffsetIfNecessary()
        }
    }

    /// KVO: `handler` runs synchronously after every set of `key`.
    @discardableResult
    public func observe(_ key: ObservableKey, handler: @escaping (ScrollView) -> Void) -> KeyValueObservation {
        let id = observers.add(key, handler)
        return KeyValueObservation { [weak observers] in observers?.remove(id) }
    }

    /// KVO's will-change: `handler` runs synchronously just before every set of `key`, the old
    /// value still in place.
    @discardableResult
    public func observeWillChange(_ key: ObservableKey, handler: @escaping (ScrollView) -> Void) -> KeyValueObservation {
        let id = observers.addWill(key, handler)
        return KeyValueObservation { [weak observers] in observers?.remove(id) }
    }

    // MARK: Offset writes

    /// A write by app code (`scrollView.contentOffset = …`): logged, and it sticks — a drag in
    /// progress continues from it and a deceleration carries on from the new place (a recoil from
    /// past an edge keeps what `RecoilModel.velocityAfterWrite` says).
    func writeOffset(_ y: Double) {
        let from = offsetY
        let recoiling = momentum != nil && isOutOfRange
        setOffset(y)
        offsetWritten += offsetY - from
        runtime.record(.contentOffsetSet(from: from, to: offsetY, animated: false))
        reanchorPan()
        momentum?.position = offsetY
        if recoiling, let velocity = momentum?.velocity {
            momentum?.velocity = physics.recoil.velocityAfterWrite(velocity)
        }
    }

    /// Every offset change goes through here: round, then didScroll and KVO inside the setter.
    func setOffset(_ y: Double) {
        let rounded = grid.round(y)
        let changed = rounded != offsetY
        observers.notifyWill(.contentOffset, self)
        offsetY = rounded
        if changed {
            if let visible = refreshControlReference?._withUnsafeGuaranteedRef({ $0.scrollViewDidScroll() }) {
                refreshControl?.trigger(visibleHeight: visible)
            }
            if hasDelegate { delegate?.scrollViewDidScroll(self) }
        }
        observers.notify(.contentOffset, self)
    }

    /// UIKit's `_adjustContentOffsetIfNecessary`: clamp into range unless the user or an animation
    /// owns the offset. Inside a `UIView.animate` block the clamp is animated.
    func adjustOffsetIfNecessary() {
        guard !isTracking, !isDecelerating, scrollAnimation == nil else { return }
        let clamped = min(max(offsetY, minimumOffset), maximumOffset)
        guard grid.round(clamped) != offsetY else { return }
        let from = offsetY
        setOffset(clamped)
        offsetWritten += offsetY - from
        runtime.record(.contentOffsetAdjusted(from: from, to: offsetY, animated: animationBlockDepth > 0))
    }

    func recordInsetChange() {
        let inset = adjustedContentInset
        runtime.record(.contentInsetSet(top: inset.top, bottom: inset.bottom, animated: animationBlockDepth > 0))
    }

    /// UIRefreshControl's inset. With `preservingOffset` a drag in progress re-grabs the content
    /// where it is, so adding the inset does not move it under the finger.
    func setRefreshControlInset(_ top: Double, preservingOffset: Bool) {
        refreshControlInsetTop = top
        recordInsetChange()
        if preservingOffset { reanchorPan() }
        adjustOffsetIfNecessary()
    }
}
