import RefreshSim

/// UIScrollView over the simulated `ScrollView`. The first one created in a run is the scenario's
/// scroll view (the one the finger drags); later ones are detached copies that nothing scrolls.
/// Every property reads and writes the engine's, with its UIKit setter semantics.
open class UIScrollView: UIView {
    /// The simulated scroll view behind this one.
    public let simulated: ScrollView
    private lazy var relay = ScrollViewDelegateRelay(view: self)
    private var observations: [(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?, token: ObservationToken)] =
        []

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
    }

    /// Wraps a given simulated scroll view (a `WKWebView`'s).
    init(simulated: ScrollView) {
        self.simulated = simulated
        super.init(frame: CGRect(origin: .zero, size: CGSize(simulated.bounds)))
        (layer as? UIScrollViewLayer)?.scrollView = simulated
    }

    public required init?(coder: NSCoder) {
        simulated = UIKitEnvironment.detachedScrollView(height: 568)
        super.init(coder: coder)
        (layer as? UIScrollViewLayer)?.scrollView = simulated
    }

    /// Its bounds' origin is the content offset.
    open override class var layerClass: AnyClass { UIScrollViewLayer.self }

    /// The content, from its origin and of `contentSize`, for constraints (its size is not derived
    /// from them here).
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .scrollContent, owner: self)
    /// The visible part of the content, where it is at the last layout pass (a scroll does not lay
    /// the scroll view out again here).
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

    // Kept for code that sets them; the simulated scroll view always bounces vertically and has
    // no indicators, paging or keyboard.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isPagingEnabled = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var decelerationRate = DecelerationRate.normal
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

    // MARK: KVO

    /// Runs `changeHandler` synchronously after every set of `key`, as automatic KVO does.
    func observe<Value>(
        _ key: ObservableKey, read: @escaping () -> Value, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (_ new: Value?, _ old: Value?) -> Void
    ) -> ObservationToken {
        var old = read()
        if options.contains(.initial) {
            changeHandler(options.contains(.new) ? old : nil, nil)
        }
        let token = simulated.observe(key) { _ in
            let new = read()
            changeHandler(options.contains(.new) ? new : nil, options.contains(.old) ? old : nil)
            old = new
        }
        return ObservationToken { token.invalidate() }
    }

    /// String-keyed KVO, delivered to the observer's `observeValue(forKeyPath:of:change:context:)`
    /// with the `context` it registered with.
    open override func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String,
        options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        guard let key = KVOKey(keyPath) else { return }
        let read: () -> Any = { [unowned self] in key.value(of: self) }
        let token = observe(key.observable, read: read, options: options) { [unowned self, unowned observer] new, old in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]  // NSKeyValueChange.setting
            if let new { change[.newKey] = new }
            if let old { change[.oldKey] = old }
            deliverChange(to: observer, keyPath: keyPath, of: self, change: change, context: context)
        }
        observations.append((ObjectIdentifier(observer), keyPath, context, token))
    }

    /// Removes the most recent matching registration, as Foundation does.
    open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        guard
            let index = observations.lastIndex(where: {
                $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath && $0.context == context
            })
        else { return }
        observations.remove(at: index).token.invalidate()
    }

    open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let index = observations.lastIndex(where: { $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath })
        else { return }
        observations.remove(at: index).token.invalidate()
    }
}

/// Stops an observation when invalidated or released.
final class ObservationToken {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    func invalidate() {
        stop?()
        stop = nil
    }

    deinit { stop?() }
}

/// The scroll view properties that can be observed by name.
enum KVOKey {
    case contentOffset, contentSize, contentInset

    init?(_ keyPath: String) {
        switch keyPath {
        case "contentOffset": self = .contentOffset
        case "contentSize": self = .contentSize
        case "contentInset": self = .contentInset
        default: return nil
        }
    }

    var observable: ObservableKey {
        switch self {
        case .contentOffset: .contentOffset
        case .contentSize: .contentSize
        case .contentInset: .contentInset
        }
    }

    func value(of view: UIScrollView) -> Any {
        switch self {
        case .contentOffset: view.contentOffset
        case .contentSize: view.contentSize
        case .contentInset: view.contentInset
        }
    }
}

#if !canImport(Darwin)
    /// Foundation's `observe(_:options:changeHandler:)` for scroll views and their subclasses (Linux;
    /// on a Mac, Foundation's own needs `@objc dynamic` properties, which these are not: see the article "Bring your library").
    public protocol ScrollViewKeyValueObserving: UIScrollView {}

    extension UIScrollView: ScrollViewKeyValueObserving {}

    extension ScrollViewKeyValueObserving {
        /// Observes `\.contentOffset`, `\.contentSize` or `\.contentInset`. Any other key path
        /// observes nothing: the simulator changes no other property of a scroll view.
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            let key: ObservableKey
            switch keyPath {
            case \Self.contentOffset: key = .contentOffset
            case \Self.contentSize: key = .contentSize
            case \Self.contentInset: key = .contentInset
            default: return NSKeyValueObservation {}
            }
            let token = observe(key, read: { [unowned self] in self[keyPath: keyPath] }, options: options) { [unowned self] new, old in
                changeHandler(self, NSKeyValueObservedChange(newValue: new, oldValue: old))
            }
            return NSKeyValueObservation { token.invalidate() }
        }
    }
#endif

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
    private unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
    }

    override var state: State {
        switch scrollView.panGestureState {
        case .possible: .possible
        case .began: scrollView.isTracking ? .changed : .began
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
