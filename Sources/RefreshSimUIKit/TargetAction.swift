// Target-action without the Objective-C runtime: an action is a closure. `refreshsim port` turns
// `addTarget(self, action: #selector(didPull(_:)), for: .valueChanged)` into
// `addTarget(self, action: { [weak target = self] (sender: Any) in guard let target else { return }; targetAction(target.didPull(_:), sender) }, for: .valueChanged)`:
// the closure holds the target weakly, as target-action does, and `targetAction` calls the method
// with the sender when it takes one.

/// Calls an action method that takes no sender.
public func targetAction(_ action: () -> Void, _ sender: Any) {
    action()
}

/// Calls an action method with the sender, if the sender is of the type the method takes.
public func targetAction<Sender>(_ action: (Sender) -> Void, _ sender: Any) {
    if let sender = sender as? Sender { action(sender) }
}

/// Calls an action method that takes the sender and the event (there is never an event here).
public func targetAction<Sender>(_ action: (Sender, UIEvent?) -> Void, _ sender: Any) {
    if let sender = sender as? Sender { action(sender, nil) }
}

open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Target-action closures and `UIAction`s (`action` set), in the order added.
    var actions: [(target: Weak, events: Event, action: (Any) -> Void, uiAction: UIAction?)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `target` is only remembered (weakly) for `removeTarget`; the closure is what runs.
    open func addTarget(_ target: AnyObject?, action: @escaping (Any) -> Void, for events: Event) {
        actions.append((Weak(target), events, action, nil))
    }

    /// Removes every action of `target` (or all, for nil) for `events`; a closure cannot name one
    /// method, so `action` is ignored.
    open func removeTarget(_ target: AnyObject?, action: ((Any) -> Void)?, for events: Event) {
        actions.removeAll {
            $0.uiAction == nil && (target == nil || $0.target.object === target) && !$0.events.isDisjoint(with: events)
        }
    }

    open var allTargets: Set<AnyHashable> {
        Set(actions.compactMap { $0.target.object.map { ObjectIdentifier($0) } })
    }

    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action(self) }
    }

    // The scripted finger on a control: highlighted while down, `touchUpInside` (or outside) when
    // it lifts, `touchCancel` when the scroll view takes the touch for a pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        isHighlighted = false
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, contactAdd, close }
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()

    public convenience init(type: ButtonType) { self.init(frame: .zero) }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var currentTitle: String? { title(for: .normal) }
}

/// Gesture recognizers: attached and configured as in UIKit. The scroll view's own pan
/// (`panGestureRecognizer`, whose `state` follows the finger) and single taps
/// (`UITapGestureRecognizer`, TapRecognition.swift) see the scripted finger; no touches reach other
/// recognizers, so their actions never run (adding one is reported).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    private var actions: [(Any) -> Void] = []
    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false {
        didSet { if delaysTouchesBegan { reportNotSimulated("UIGestureRecognizer.delaysTouchesBegan") } }
    }
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate? {
        didSet { if delegate != nil { reportNotSimulated("UIGestureRecognizer.delegate") } }
    }
    open var state: State { touchState }
    /// A tap's state while it recognizes (TapRecognition.swift); others stay `.possible`.
    var touchState = State.possible
    /// Where the finger was when a tap recognized, in the window's coordinates, while its actions run.
    var touchLocation: CGPoint?
    /// Its key-value observations (KVORegistry.swift), made at the first: `state` is observable.
    var kvoRegistry: KVORegistry?

    public override init() { super.init() }

    // Key-value observing of `state` (ObservedProperties.swift): NSObject's methods on a Mac,
    // declared here on Linux, whose NSObject has none.
    #if canImport(Darwin)
        open override func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
            context: UnsafeMutableRawPointer?
        ) {
            addStringObservation(observer, forKeyPath: keyPath, options: options, context: context)
        }

        open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
            removeStringObservation(observer, forKeyPath: keyPath, context: .some(context))
        }

        open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
            removeStringObservation(observer, forKeyPath: keyPath, context: nil)
        }
    #else
        open func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
            context: UnsafeMutableRawPointer?
        ) {
            addStringObservation(observer, forKeyPath: keyPath, options: options, context: context)
        }

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
            removeStringObservation(observer, forKeyPath: keyPath, context: .some(context))
        }

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
            removeStringObservation(observer, forKeyPath: keyPath, context: nil)
        }
    #endif

    public init(target: Any?, action: ((Any) -> Void)?) {
        super.init()
        action.map { actions.append($0) }
    }

    open func addTarget(_ target: Any, action: @escaping (Any) -> Void) { actions.append(action) }
    open func removeTarget(_ target: Any?, action: ((Any) -> Void)?) { actions.removeAll() }
    /// A tap's location while its actions run; otherwise no touch location is kept (reported).
    open func location(in view: UIView?) -> CGPoint {
        if let touchLocation { return view?.convert(touchLocation, from: nil) ?? touchLocation }
        reportNotSimulated("UIGestureRecognizer.location(in:)")
        return .zero
    }
    open func require(toFail other: UIGestureRecognizer) { reportNotSimulated("UIGestureRecognizer.require(toFail:)") }

    func sendActions() { for action in actions { action(self) } }
}

@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { false }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    /// More than one tap never recognizes: the scripted finger taps once.
    open var numberOfTapsRequired = 1 {
        didSet { if numberOfTapsRequired != 1 { reportNotSimulated("UITapGestureRecognizer.numberOfTapsRequired") } }
    }
    /// More than one finger never recognizes: the scripted finger is one finger.
    open var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired != 1 { reportNotSimulated("UITapGestureRecognizer.numberOfTouchesRequired") } }
    }
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit's defaults: any number of fingers (`NSUIntegerMax`), at least one. The scripted
    /// finger is one finger.
    open var maximumNumberOfTouches = Int.max
    open var minimumNumberOfTouches = 1

    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        reportNotSimulated("UIPanGestureRecognizer.setTranslation(_:in:)")
    }
}
