import RefreshSim

/// UITouch: the scripted finger, as the view under it receives it (`touchesBegan(_:with:)`…).
/// It touches down where the gesture says (`startX`, `startY`; the middle of the screen when it
/// does not) and moves straight up or down from there.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public internal(set) var phase = Phase.began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    public let type = TouchType.direct
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    public var majorRadius: CGFloat { 20 }
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Where the finger is, and was at the touch before, in the window's coordinates.
    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero

    public override init() { super.init() }

    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }
}

/// UIEvent: the one touch of the scripted finger.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public let type = EventType.touches
    public internal(set) var timestamp: TimeInterval = 0
    let touch: UITouch

    init(touch: UITouch) {
        self.touch = touch
        super.init()
    }

    open var allTouches: Set<UITouch>? { [touch] }
    open func touches(for view: UIView) -> Set<UITouch>? { touch.view === view ? [touch] : nil }
    open func touches(for window: UIWindow) -> Set<UITouch>? { touch.window === window ? [touch] : nil }
}
