import RefreshSim

/// UIView: a rectangle in a view tree, backed by its layer as UIKit's views are: `frame`, `bounds`,
/// `center`, `transform`, `alpha`, `isHidden` and `clipsToBounds` are the layer's, the view is its
/// layer's delegate, and a subview's layer is a sublayer of its superview's. A change of the
/// layer's animatable properties inside `UIView.animate` becomes an animation of the layer
/// (UIViewAnimation.swift), which `layer.presentation()` shows at each frame. The tree keeps
/// UIKit's callbacks, in UIKit's order (`move(_:to:at:)`), so a header that installs itself in
/// `willMove(toSuperview:)` or `didMoveToWindow()` does so here too. Nothing is drawn.
open class UIView: UIResponder, CALayerDelegate {
    // Each setter tells the key-value observers of its own key only, as UIKit's do.
    open var frame: CGRect {
        get { layer.frame }
        set {
            kvoChange("frame") {
                let old = layer.bounds.size
                layer.frame = newValue
                boundsSizeChanged(from: old)
            }
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            kvoChange("bounds") {
                let old = layer.bounds.size
                layer.bounds = newValue
                boundsSizeChanged(from: old)
            }
        }
    }
    open var center: CGPoint {
        get { layer.position }
        set { kvoChange("center") { layer.position = newValue } }
    }
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { kvoChange("alpha") { layer.opacity = Float(newValue) } }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { kvoChange("isHidden") { layer.isHidden = newValue } }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// Never nil: the view's own, else its superview's, else the system blue (as a window's is).
    /// Setting nil goes back to the inherited one. A change reaches `tintColorDidChange()` here and
    /// in each subview that inherits it.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            explicitTintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }
    private var explicitTintColor: UIColor?
    open var tintAdjustmentMode = TintAdjustmentMode.automatic {
        didSet { if tintAdjustmentMode != oldValue { tintDidChange() } }
    }
    open func tintColorDidChange() {}

    private func tintDidChange() {
        tintColorDidChange()
        for view in subviews where view.explicitTintColor == nil { view.tintDidChange() }
    }

    open var isOpaque = true
    open var isUserInteractionEnabled = true
    /// UIKit's defaults: one touch at a time, not exclusive.
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var autoresizesSubviews = true
    open var clearsContextBeforeDrawing = true
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute == .forceRightToLeft { reportNotSimulated("UIView.semanticContentAttribute") } }
    }
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins { reportNotSimulated("UIView.preservesSuperviewLayoutMargins") } }
    }
    open var insetsLayoutMarginsFromSafeArea = true
    open var mask: UIView?
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode = ContentMode.scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Only a scroll view has insets here (the scenario's safe area).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var tag = 0
    /// An instance of `layerClass`, made with the view.
    public let layer: CALayer
    /// Its key-value observations (KVORegistry.swift), made at the first.
    var kvoRegistry: KVORegistry?
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The class of the view's layer. The stand-in makes its own layer classes (`CALayer`,
    /// `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`); for a layer class of the code's own it
    /// makes the nearest of those it inherits from (Swift cannot call an initialiser a class does
    /// not require) and the run is told (`notSimulated`).
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        layer = UIView.makeLayer(type(of: self).layerClass)
        super.init()
        layer.delegate = self
        layer.frame = frame
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(type(of: self).layerClass)
        super.init()
        layer.delegate = self
    }

    private static func makeLayer(_ layerClass: AnyClass) -> CALayer {
        let made: CALayer
        switch layerClass {
        case let type as UIScrollViewLayer.Type where type == UIScrollViewLayer.self: made = UIScrollViewLayer()
        case is CAShapeLayer.Type: made = CAShapeLayer()
        case is CAGradientLayer.Type: made = CAGradientLayer()
        case is CATextLayer.Type: made = CATextLayer()
        default: made = CALayer()
        }
        if type(of: made) != layerClass {
            UIKitEnvironment.current?.notSimulated(.ownLayerClass(className: String(describing: layerClass)))
        }
        return made
    }

    // Accessibility: kept, never read by the simulator.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElementsHidden = false

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
        placeLayer(of: view, at: subviews.count - 1)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        placeLayer(of: view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        placeLayer(of: subviews[index1], at: index1)
        placeLayer(of: subviews[index2], at: index2)
    }

    /// Puts `view`'s layer among this view's sublayers where UIKit does: just below the layer of
    /// the subview after it, else at the top (layers the code added itself keep their places).
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
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
        if let old = view.superview, old !== newSuperview {
            var ancestors: [UIView] = []
            var ancestor: UIView? = old
            while let current = ancestor {
                ancestors.append(current)
                ancestor = current.superview
            }
            view.dropConstraintsLeaving(ancestors)
        }
        view.superview?.subviews.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superview = newSuperview
        if let newSuperview {
            let position = min(max(index, 0), newSuperview.subviews.count)
            newSuperview.subviews.insert(view, at: position)
            newSuperview.placeLayer(of: view, at: position)
        }
        if oldWindow !== newWindow { view.eachInTree { $0.didMoveToWindow() } }
        // A view on screen for the first time is drawn at the next pass.
        if oldWindow == nil, newWindow != nil { view.eachInTree { $0.setNeedsDisplay() } }
        view.didMoveToSuperview()
        newSuperview?.didAddSubview(view)
        // UIKit lays out a view, and its new superview, at the next pass after it is added.
        if newSuperview != nil { view.setNeedsLayout() }
        newSuperview?.setNeedsLayout()
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

    /// A point in `view`'s coordinates (the window's when nil) in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
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

    // MARK: Touches (TouchDelivery.swift)

    /// Its controller, if it is a controller's view, else its superview.
    open override var next: UIResponder? { viewController ?? superview }
    /// The controller whose `view` this is.
    weak var viewController: UIViewController?

    /// The deepest view under `point` that takes touches: visible, interactive, not transparent.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Layout (CALayer+Layout.swift runs the pass)

    /// Places the subviews whose frames constraints decide (Auto Layout: `LayoutEngine`); an
    /// override that places subviews itself calls it first, as in UIKit.
    open func layoutSubviews() { LayoutEngine.applyFrames(toSubviewsOf: self) }
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Where a view adds or changes its constraints, when `setNeedsUpdateConstraints()` asked
    /// for it, before the layout pass solves them.
    open func updateConstraints() {}
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Auto Layout's state (UIView+AutoLayout.swift).
    lazy var layoutState: ViewLayoutState = {
        let state = ViewLayoutState()
        state.owner = self
        return state
    }()
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// The layout pass reached this view's layer.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// A change of the bounds' size: subviews that follow their superview by their autoresizing
    /// mask move and resize.
    private func boundsSizeChanged(from old: CGSize) {
        let new = bounds.size
        if new != old, contentMode == .redraw { setNeedsDisplay() }
        guard new != old, autoresizesSubviews, !subviews.isEmpty else { return }
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            view.frame = view.autoresized(view.frame, from: old, to: new)
        }
    }

    // MARK: Animation (UIViewAnimation.swift)

    /// Inside a `UIView.animate` block, the animation that change of the layer's `event` makes;
    /// outside one, none (`NSNull`: a view's layer does not animate by itself).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return viewAnimationAction(for: layer, forKey: event)
    }

    // MARK: Drawing (UIGraphics.swift: it runs; nothing drawn is charted)

    /// Set by `setNeedsDisplay()`: `draw(_:)` runs at the end of the main queue's turn, with a
    /// context of the bounds' size current (UIGraphics.swift).
    var needsDisplay = false

    open func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        UIKitEnvironment.current?.displayRequests.append(WeakView(self))
    }

    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    open func draw(_ rect: CGRect) {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Gestures

    /// A tap recognizer sees the scripted finger (TapRecognition.swift); any other never does.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if !(recognizer is UITapGestureRecognizer) { reportNotSimulated("UIView.addGestureRecognizer(_:)") }
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

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
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
