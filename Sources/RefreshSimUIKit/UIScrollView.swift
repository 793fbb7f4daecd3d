import RefreshSim

/// UIScrollView over the simulated `ScrollView`. The first one created in a run is the scenario's
/// scroll view (the one the finger drags); later ones are detached copies that nothing scrolls.
/// Every property reads and writes the engine's, with its UIKit setter semantics.
open class UIScrollView: UIView {
    /// The simulated scroll view behind this one.
    public let simulated: ScrollView
    private lazy var relay = ScrollViewDelegateRelay(view: self)
    /// The engine's will- and did-change of the properties key-value observers watch (`kvoStartsObserving`).
    var engineObservations: [KeyValueObservation] = []
    /// Whether the engine's offset changes reach `contentOffset`'s and `bounds`' observers yet.
    var bridgesOffset = false
    /// The engine's offset changes, each asking for a layout pass (`laysOutWhenScrolled`).
    private var layoutObservation: KeyValueObservation?

    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { simulated.delegate = relay }
    }

    public override init(frame: CGRect) {
        if let environment = UIKitEnvironment.current, !environment.claimedScrollView {
            environment.claimedScrollView = true
            simulated = environment.host.scrollView
        } else {
            simulated = UIKitEnvironment.detachedScrollView(height: frame.height)
        }
        super.init(frame: frame)
        (layer as? UIScrollViewLayer)?.scrollView = simulated
        self.frame = CGRect(origin: .zero, size: CGSize(simulated.bounds))
        // What the scenario's physics says, as UIKit's own values would read on a phone.
        bounces = simulated.physics.bounces
        decelerationRate = DecelerationRate(rawValue: CGFloat(simulated.decelerationRate))
        laysOutWhenScrolled()
    }

    /// Wraps a given simulated scroll view (a `WKWebView`'s).
    init(simulated: ScrollView) {
        self.simulated = simulated
        super.init(frame: CGRect(origin: .zero, size: CGSize(simulated.bounds)))
        (layer as? UIScrollViewLayer)?.scrollView = simulated
        bounces = simulated.physics.bounces
        decelerationRate = DecelerationRate(rawValue: CGFloat(simulated.decelerationRate))
        laysOutWhenScrolled()
    }

    public required init?(coder: NSCoder) {
        simulated = UIKitEnvironment.detachedScrollView(height: 568)
        super.init(coder: coder)
        (layer as? UIScrollViewLayer)?.scrollView = simulated
        laysOutWhenScrolled()
    }

    /// A scroll changes the bounds' origin, and UIKit lays a scroll view out again when its bounds
    /// change: `layoutSubviews()` runs at the layout pass after every scroll (a subclass's
    /// override, and constraints to `frameLayoutGuide`, which follows the visible part).
    private func laysOutWhenScrolled() {
        layoutObservation = simulated.observe(.contentOffset) { [weak self] _ in self?.setNeedsLayout() }
    }

    /// Its bounds' origin is the content offset.
    open override class var layerClass: AnyClass { UIScrollViewLayer.self }

    /// The content, from its origin and of `contentSize`, for constraints (its size is not derived
    /// from them here).
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .scrollContent, owner: self)
    /// The visible part of the content, where it is at the last layout pass (a scroll lays the
    /// scroll view out again, as in UIKit).
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .scrollFrame, owner: self)

    open var contentOffset: CGPoint {
        get { CGPoint(simulated.contentOffset) }
        set { simulated.contentOffset = newValue.simulated }
    }

    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(simulated.contentInset) }
        set { simulated.contentInset = newValue.simulated }
    }

    open var contentSize: CGSize {
        get { CGSize(simulated.contentSize) }
        set { simulated.contentSize = newValue.simulated }
    }

    /// While false, a touch does not start a pan (the engine's own flag).
    open var isScrollEnabled: Bool {
        get { simulated.isScrollEnabled }
        set { simulated.isScrollEnabled = newValue }
    }

    // Kept for code that sets them; the simulated scroll view bounces as the scenario says, always
    // vertically, and has no indicators, paging or keyboard. A setting it does not follow is reported.
    open var bounces = true {
        didSet { if !bounces { reportNotSimulated("UIScrollView.bounces") } }
    }
    open var alwaysBounceVertical = false {
        didSet { if !alwaysBounceVertical, oldValue { reportNotSimulated("UIScrollView.alwaysBounceVertical") } }
    }
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isPagingEnabled = false {
        didSet { if isPagingEnabled { reportNotSimulated("UIScrollView.isPagingEnabled") } }
    }
    open var scrollsToTop = true
    open var delaysContentTouches = true
    /// False is reported: once a content view has the touch, UIKit's scroll view does not scroll;
    /// the simulated one scrolls as the scenario's finger says (TouchDelivery.swift).
    open var canCancelContentTouches = true {
        didSet { if !canCancelContentTouches { reportNotSimulated("UIScrollView.canCancelContentTouches") } }
    }

    /// Asked before a content view gets the finger's `touchesBegan`: false keeps the touch from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when the pan begins while a content view has the touch: true cancels the view's
    /// touch. UIKit's default: true unless the view is a control.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    open var decelerationRate = DecelerationRate.normal {
        didSet {
            if decelerationRate.rawValue != simulated.decelerationRate { reportNotSimulated("UIScrollView.decelerationRate") }
        }
    }
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// `.never` leaves the scenario's safe area out of `adjustedContentInset`; the others add it
    /// (what they do for a vertical scroll view under a navigation or tab bar).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { ContentInsetAdjustmentBehavior(simulated.contentInsetAdjustmentBehavior) }
        set { simulated.contentInsetAdjustmentBehavior = newValue.simulated }
    }
    /// The scroll view's own pan: its `state` follows the finger.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPan(scrollView: simulated)

    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(simulated.adjustedContentInset) }
    open override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(simulated.safeAreaInsets) }
    open var isTracking: Bool { simulated.isTracking }
    open var isDragging: Bool { simulated.isDragging }
    open var isDecelerating: Bool { simulated.isDecelerating }

    /// A scroll view's bounds origin is its content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: CGSize(simulated.bounds)) }
        set { contentOffset = newValue.origin }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        simulated.setContentOffset(contentOffset.simulated, animated: animated)
    }

    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.scrollView = nil
            refreshControl?.scrollView = self
            simulated.refreshControl = refreshControl?.simulated
        }
    }

    /// Before iOS 10 a refresh control was added as a subview; UIKit still installs it then.
    open override func insertSubview(_ view: UIView, at index: Int) {
        super.insertSubview(view, at: index)
        if let control = view as? UIRefreshControl { refreshControl = control }
    }
}

extension UIScrollView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always

        init(_ behavior: RefreshSim.ContentInsetAdjustmentBehavior) {
            self =
                switch behavior {
                case .automatic: .automatic
                case .scrollableAxes: .scrollableAxes
                case .never: .never
                case .always: .always
                }
        }

        var simulated: RefreshSim.ContentInsetAdjustmentBehavior {
            switch self {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        }
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// `panGestureRecognizer`: its state is the simulated pan's.
final class ScrollViewPan: UIPanGestureRecognizer {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
    }

    /// `.began` when the pan begins (before `scrollViewWillBeginDragging`, as UIKit sets it before
    /// sending its action), `.changed` from then on.
    override var state: State {
        switch scrollView.panGestureState {
        case .possible: .possible
        case .began: scrollView.isDragging ? .changed : .began
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    /// The engine's pan state, told to `state`'s observers.
    var engineObservations: [KeyValueObservation] = []

    /// The finger's travel since the pan began (a vector: the same in any view's coordinates).
    override func translation(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: scrollView.panTranslation) }

    /// The finger's velocity (pt/s).
    override func velocity(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: scrollView.panFingerVelocity) }

    /// The finger, while one touches the scroll view: in window coordinates for `nil`, in the
    /// scroll view's own (which scroll with its content) for the scroll view. Only y moves.
    override func location(in view: UIView?) -> CGPoint {
        guard let y = scrollView.touchLocation else { return .zero }
        let shift = view is UIScrollView && (view as? UIScrollView)?.simulated === scrollView ? scrollView.contentOffset.y : 0
        return CGPoint(x: 0, y: y + shift)
    }
}
