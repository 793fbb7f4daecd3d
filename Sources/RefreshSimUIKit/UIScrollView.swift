import RefreshSim

/// UIScrollView over the simulated `ScrollView`. The first one created in a run is the scenario's
/// scroll view (the one the finger drags); later ones are detached copies that nothing scrolls.
/// Every property reads and writes the engine's, with its UIKit setter semantics.
open class UIScrollView: UIView {
    /// The simulated scroll view behind this one.
    public let simulated: ScrollView
    private lazy var relay = ScrollViewDelegateRelay(view: self)
    private var observations: [(observer: ObjectIdentifier, keyPath: String, token: KeyValueObservation)] = []

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
        self.frame = CGRect(origin: .zero, size: simulated.bounds)
    }

    /// Wraps a given simulated scroll view (a `WKWebView`'s).
    init(simulated: ScrollView) {
        self.simulated = simulated
        super.init(frame: CGRect(origin: .zero, size: simulated.bounds))
    }

    public required init?(coder: NSCoder) {
        simulated = UIKitEnvironment.detachedScrollView(height: 568)
        super.init(coder: coder)
    }

    open var contentOffset: CGPoint {
        get { simulated.contentOffset }
        set { simulated.contentOffset = newValue }
    }

    open var contentInset: UIEdgeInsets {
        get { simulated.contentInset }
        set { simulated.contentInset = newValue }
    }

    open var contentSize: CGSize {
        get { simulated.contentSize }
        set { simulated.contentSize = newValue }
    }

    open var adjustedContentInset: UIEdgeInsets { simulated.adjustedContentInset }
    open var safeAreaInsets: UIEdgeInsets { simulated.safeAreaInsets }
    open var isTracking: Bool { simulated.isTracking }
    open var isDragging: Bool { simulated.isDragging }
    open var isDecelerating: Bool { simulated.isDecelerating }

    /// A scroll view's bounds origin is its content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: simulated.bounds) }
        set { contentOffset = newValue.origin }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        simulated.setContentOffset(contentOffset, animated: animated)
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

    /// Key-path KVO (`observe(\.contentOffset, options: [.new, .old]) { scrollView, change in }`)
    /// for `contentOffset`, `contentSize` and `contentInset`; the handler runs synchronously after
    /// every set, as automatic KVO does. Other key paths are refused by `KVOKey`.
    func observe<Value>(_ key: ObservableKey, read: @escaping () -> Value, options: NSKeyValueObservingOptions,
                        changeHandler: @escaping (NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var old = read()
        if options.contains(.initial) {
            changeHandler(NSKeyValueObservedChange(newValue: options.contains(.new) ? old : nil, oldValue: nil))
        }
        let token = simulated.observe(key) { _ in
            let new = read()
            changeHandler(NSKeyValueObservedChange(newValue: options.contains(.new) ? new : nil,
                                                   oldValue: options.contains(.old) ? old : nil))
            old = new
        }
        return NSKeyValueObservation { token.invalidate() }
    }

    /// String-keyed KVO, delivered to the observer's `observeValue(forKeyPath:of:change:context:)`.
    open override func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                                   options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard let key = KVOKey(keyPath) else { return }
        let read: () -> Any = { [unowned self] in key.value(of: self) }
        let token = observe(key.observable, read: read, options: options) { [unowned self, unowned observer] change in
            var dictionary: [NSKeyValueChangeKey: Any] = [:]
            if let new = change.newValue { dictionary[.newKey] = new }
            if let old = change.oldValue { dictionary[.oldKey] = old }
            observer.observeValue(forKeyPath: keyPath, of: self, change: dictionary, context: context)
        }
        observations.append((ObjectIdentifier(observer), keyPath, KeyValueObservation(token)))
    }

    open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let index = observations.firstIndex(where: { $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath })
        else { return }
        observations.remove(at: index).token.invalidate()
    }
}

/// Holds a string-keyed observation until it is removed.
private struct KeyValueObservation {
    let observation: NSKeyValueObservation
    init(_ observation: NSKeyValueObservation) { self.observation = observation }
    func invalidate() { observation.invalidate() }
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

/// Foundation's `observe(_:options:changeHandler:)` for scroll views and their subclasses.
public protocol ScrollViewKeyValueObserving: UIScrollView {}

extension UIScrollView: ScrollViewKeyValueObserving {}

extension ScrollViewKeyValueObserving {
    /// Observes `\.contentOffset`, `\.contentSize` or `\.contentInset`. Any other key path
    /// observes nothing: the simulator changes no other property of a scroll view.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let key: ObservableKey
        switch keyPath {
        case \Self.contentOffset: key = .contentOffset
        case \Self.contentSize: key = .contentSize
        case \Self.contentInset: key = .contentInset
        default: return NSKeyValueObservation {}
        }
        return observe(key, read: { [unowned self] in self[keyPath: keyPath] }, options: options) { [unowned self] change in
            changeHandler(self, change)
        }
    }
}
