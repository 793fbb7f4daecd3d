import RefreshSim

/// UIView: a frame in a view tree. Nothing is laid out or drawn; the simulator watches the scroll
/// view. The tree keeps UIKit's callbacks, in UIKit's order (`move(_:to:at:)`), so a header that
/// installs itself in `willMove(toSuperview:)` or `didMoveToWindow()` does so here too.
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var transform = CGAffineTransform.identity
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode = ContentMode.scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Only a scroll view has insets here (the scenario's safe area).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var tag = 0
    public let layer = CALayer()
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?

    // Accessibility: kept, never read by the simulator.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElementsHidden = false

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// The window at the root of this view's tree, if it is one.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: The tree

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        move(view, to: self, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard superview != nil else { return }
        UIView.move(self, to: nil, at: 0)
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let next = current {
            if next === view { return true }
            current = next.superview
        }
        return false
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    private func move(_ view: UIView, to newSuperview: UIView, at index: Int) {
        UIView.move(view, to: newSuperview, at: index)
    }

    /// Re-parents `view`, calling UIKit's callbacks in the order UIKit does on a device: on removal
    /// `willRemoveSubview(_:)` on the old superview, `willMove(toSuperview:)`, `willMove(toWindow:)`
    /// (down the subtree), `didMoveToWindow()`, `didMoveToSuperview()`; on adding the same, mirrored,
    /// with `didAddSubview(_:)` on the new superview last. The window callbacks come only when the
    /// window changes.
    private static func move(_ view: UIView, to newSuperview: UIView?, at index: Int) {
        let oldWindow = view.window
        let newWindow = newSuperview?.window
        if let old = view.superview, old !== newSuperview {
            old.willRemoveSubview(view)
        }
        view.willMove(toSuperview: newSuperview)
        if oldWindow !== newWindow { view.eachInTree { $0.willMove(toWindow: newWindow) } }
        view.superview?.subviews.removeAll { $0 === view }
        view.superview = newSuperview
        if let newSuperview {
            newSuperview.subviews.insert(view, at: min(max(index, 0), newSuperview.subviews.count))
        }
        if oldWindow !== newWindow { view.eachInTree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        newSuperview?.didAddSubview(view)
    }

    private func eachInTree(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.eachInTree(body) }
    }

    // MARK: Geometry

    /// A point in this view's coordinates in `view`'s (frames only: transforms are not applied).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? window ?? self).convert(point, to: view == nil ? nil : self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The origin of this view's bounds in the root's coordinates (a scroll view's bounds origin
    /// is its content offset).
    private var originInWindow: CGPoint {
        guard let superview else { return CGPoint(x: -bounds.origin.x, y: -bounds.origin.y) }
        let parent = superview.originInWindow
        return CGPoint(x: parent.x + frame.origin.x - bounds.origin.x, y: parent.y + frame.origin.y - bounds.origin.y)
    }

    // MARK: Layout and drawing (nothing is laid out or drawn)

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Gestures

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    deinit {
        removeAssociatedObjects(of: self)
    }
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

/// UIAccessibility: VoiceOver is never running; posted notifications are kept in the run's
/// environment (`UIKitEnvironment.accessibilityAnnouncements`).
public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let announcement = Notification(rawValue: 1008)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }

    public static func post(notification: Notification, argument: Any?) {
        UIKitEnvironment.current?.record(.accessibility("\(notification.rawValue) \(argument.map { "\($0)" } ?? "nil")"))
    }
}
