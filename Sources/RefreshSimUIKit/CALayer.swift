import RefreshSim

/// CALayer: a rectangle in a layer tree, its animations, and the actions its property changes
/// run, as Core Animation's: `bounds`, `position` and `anchorPoint` make `frame`; a change of an
/// animatable property asks `action(forKey:)` (the delegate — a view, for its own layer — then
/// `actions`, then the class's default: an implicit animation of `CATransaction.animationDuration()`
/// for a layer that is in a tree, none while `CATransaction.setDisableActions(true)`); and
/// `presentation()` is a copy with the animations in flight applied at the current frame
/// (CALayer+Presentation.swift). Nothing is drawn.
open class CALayer: NSObject {
    // MARK: Geometry

    open var bounds = CGRect.zero {
        willSet { willChange("bounds", newValue != bounds) }
        didSet {
            didChange("bounds")
            if bounds.size != oldValue.size { setNeedsLayout() }
        }
    }
    open var position = CGPoint.zero {
        willSet { willChange("position", newValue != position) }
        didSet { didChange("position") }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { willChange("anchorPoint", newValue != anchorPoint) }
        didSet { didChange("anchorPoint") }
    }
    open var transform = CATransform3DIdentity {
        willSet { willChange("transform", newValue != transform) }
        didSet { didChange("transform") }
    }

    /// The bounds placed by `position` and `anchorPoint`, and the box around them once transformed
    /// about the anchor point. Setting it sets the bounds' size and the position (as though the
    /// transform were the identity: Apple leaves `frame` undefined under any other).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let origin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
            guard !CATransform3DIsIdentity(transform) else { return CGRect(origin: origin, size: size) }
            let about = CGAffineTransform(translationX: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height)
                .concatenating(CATransform3DGetAffineTransform(transform))
                .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
            let corners = [
                CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height),
            ]
            .map { $0.applying(about) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    // MARK: Appearance

    open var zPosition: CGFloat = 0 {
        willSet { willChange("zPosition", newValue != zPosition) }
        didSet { didChange("zPosition") }
    }
    open var opacity: Float = 1 {
        willSet { willChange("opacity", newValue != opacity) }
        didSet { didChange("opacity") }
    }
    open var cornerRadius: CGFloat = 0 {
        willSet { willChange("cornerRadius", newValue != cornerRadius) }
        didSet { didChange("cornerRadius") }
    }
    open var borderWidth: CGFloat = 0 {
        willSet { willChange("borderWidth", newValue != borderWidth) }
        didSet { didChange("borderWidth") }
    }
    open var backgroundColor: CGColor? {
        willSet { willChange("backgroundColor", newValue != backgroundColor) }
        didSet { didChange("backgroundColor") }
    }
    open var shadowOpacity: Float = 0 {
        willSet { willChange("shadowOpacity", newValue != shadowOpacity) }
        didSet { didChange("shadowOpacity") }
    }
    open var shadowRadius: CGFloat = 3 {
        willSet { willChange("shadowRadius", newValue != shadowRadius) }
        didSet { didChange("shadowRadius") }
    }
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { willChange("shadowOffset", newValue != shadowOffset) }
        didSet { didChange("shadowOffset") }
    }
    open var isHidden = false
    open var masksToBounds = false
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowPath: CGPath?
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var contentsGravity = CALayerContentsGravity.resize
    open var isOpaque = false
    open var name: String?
    open var needsDisplayOnBoundsChange = false
    open var allowsEdgeAntialiasing = false
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var mask: CALayer?

    // MARK: Actions

    /// Actions by key, looked up after the delegate's: `NSNull()` turns an implicit animation off
    /// (`shapeLayer.actions = ["path": NSNull()]`).
    open var actions: [String: CAAction]?
    /// A view is its own layer's delegate.
    open weak var delegate: CALayerDelegate?

    /// The action a change of `event` runs: the delegate's answer if it gives one, else `actions`,
    /// else the class's default (`defaultAction(forKey:)`).
    open func action(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Core Animation's implicit animation: a basic animation of the transaction's duration for an
    /// animatable key of a layer that is already on screen (in a tree since an earlier moment).
    open class func defaultAction(forKey event: String) -> CAAction? { ImplicitAction(key: event) }

    /// Actions prepared in `willSet`, run in `didSet` once the new value is in.
    private var pendingActions: [String: CAAction] = [:]
    /// Set on presentation copies: nothing they are given runs an action.
    var isPresentationCopy = false
    /// What `presentation()` has already told the run it could not show.
    var reportedPresentationGaps: [NotSimulated] = []

    private func willChange(_ key: String, _ changing: Bool) {
        guard changing, !isPresentationCopy, let now = UIKitEnvironment.current?.host.runtime.now, !CATransaction.disableActions() else {
            return
        }
        guard let action = action(forKey: key), !(action is NSNull) else { return }
        guard var implicit = action as? ImplicitAction else {
            pendingActions[key] = action
            return
        }
        guard let entered = enteredTreeAt, entered < now else { return }
        implicit.from = LayerKeyPath.named(key)?.get(self)
        pendingActions[key] = implicit
    }

    private func didChange(_ key: String) {
        guard let action = pendingActions.removeValue(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The subclasses' own animatable properties go through the same steps.
    func willChangeAnimatable(_ key: String, _ changing: Bool) { willChange(key, changing) }
    func didChangeAnimatable(_ key: String) { didChange(key) }

    // MARK: The tree

    public internal(set) var sublayers: [CALayer]?
    public internal(set) weak var superlayer: CALayer?
    /// When this layer last entered a tree (simulated seconds): a layer is not animated implicitly
    /// in the moment it is added, as Core Animation commits it without animating it.
    var enteredTreeAt: Double?

    public override init() { super.init() }

    /// A layer with `layer`'s properties, as Core Animation makes presentation layers. Only the
    /// properties the stand-in models are copied; a subclass copies its own.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        copyModel(from: other)
    }

    func copyModel(from other: CALayer) {
        isPresentationCopy = true
        (bounds, position, anchorPoint, transform, zPosition, opacity) = (
            other.bounds, other.position, other.anchorPoint, other.transform, other.zPosition, other.opacity
        )
        (cornerRadius, borderWidth, backgroundColor, shadowOpacity, shadowRadius, shadowOffset) = (
            other.cornerRadius, other.borderWidth, other.backgroundColor, other.shadowOpacity, other.shadowRadius, other.shadowOffset
        )
        (isHidden, masksToBounds, borderColor, shadowColor, contents, contentsScale, name) = (
            other.isHidden, other.masksToBounds, other.borderColor, other.shadowColor, other.contents, other.contentsScale, other.name
        )
        superlayer = other.superlayer
        sublayers = other.sublayers
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
        layer.enteredTreeAt = UIKitEnvironment.current?.host.runtime.now
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        if superlayer?.sublayers?.isEmpty == true { superlayer?.sublayers = nil }
        superlayer = nil
    }

    // MARK: Coordinates and time

    /// Layer time is the parent's here: no layer's `speed` or `timeOffset` changes the clock.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }

    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let mine = originInRoot
        let theirs = layer?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        layer?.convert(point, from: self) ?? CGPoint(x: point.x + originInRoot.x, y: point.y + originInRoot.y)
    }

    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { CGRect(origin: convert(rect.origin, from: layer), size: rect.size) }
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { CGRect(origin: convert(rect.origin, to: layer), size: rect.size) }

    /// Where this layer's bounds origin is in the root layer's coordinates (transforms aside).
    private var originInRoot: CGPoint {
        guard let superlayer else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        let parent = superlayer.originInRoot
        return CGPoint(x: parent.x + frame.minX - bounds.minX, y: parent.y + frame.minY - bounds.minY)
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Display and layout (nothing is drawn; layout is the delegate's)

    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func displayIfNeeded() {}
    open func display() {}
    open func draw(in ctx: CGContext) {}
    open func render(in ctx: CGContext) {}

    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Set by `setNeedsLayout()`, cleared by the layout pass (CALayer+Layout.swift).
    var needsLayoutFlag = false

    open func setNeedsLayout() {
        needsLayoutFlag = true
        guard !isLayoutRequested, let environment = UIKitEnvironment.current else { return }
        isLayoutRequested = true
        environment.layoutRequests.append(WeakLayer(self))
    }

    /// Whether this layer is among the environment's layout requests.
    var isLayoutRequested = false

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the topmost layer above (or at) this one that needs it, and everything under it
    /// that does; else whatever under this one does.
    open func layoutIfNeeded() {
        var top: CALayer?
        var layer: CALayer? = self
        while let current = layer {
            if current.needsLayoutFlag { top = current }
            layer = current.superlayer
        }
        (top ?? self).layOutTreeIfNeeded()
    }

    /// The layer's own layout: its delegate's (a view's), or nothing.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Animations

    /// The animations attached, in the order they were added, each with the time it began.
    var attached: [AttachedAnimation] = []

    /// Records `animation` (a copy, as Core Animation takes) in the run's effects and removes it once
    /// it has run its course on the simulated clock, if `isRemovedOnCompletion`, telling its delegate.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let added = attach(animation, forKey: key)
        let length = added.animation.activeDuration
        UIKitEnvironment.current?.record(
            .layerAnimation(keyPath: (added.animation as? CAPropertyAnimation)?.keyPath, key: key, duration: length))
        UIKitEnvironment.current?.transactionAdded(duration: length)
        added.animation.delegate?.animationDidStart(added.animation)
        guard length.isFinite, let runtime = UIKitEnvironment.current?.host.runtime else { return }
        runtime.main.asyncAfter(seconds: max(0, added.begin + length - runtime.now)) { [weak self] in
            guard let self else { return }
            let stillThere = self.attached.contains { $0.animation === added.animation }
            if added.animation.isRemovedOnCompletion { self.attached.removeAll { $0.animation === added.animation } }
            added.animation.delegate?.animationDidStop(added.animation, finished: stillThere)
        }
    }

    /// Attaches a copy of `animation` under `key` (replacing one of that key), beginning at its
    /// `beginTime`, or now when that is 0. What UIKit's and implicit animations use directly:
    /// they are not the code's own `add(_:forKey:)`, so they are not recorded as effects.
    @discardableResult
    func attach(_ animation: CAAnimation, forKey key: String?) -> AttachedAnimation {
        pruneFinishedAnimations()
        let copy = animation.copy() as! CAAnimation
        let name = key ?? "unkeyed-\(unkeyed)"
        if key == nil { unkeyed += 1 }
        attached.removeAll { $0.key == name }
        let now = UIKitEnvironment.current?.host.runtime.now ?? 0
        let added = AttachedAnimation(key: name, animation: copy, begin: copy.beginTime > 0 ? copy.beginTime : now)
        attached.append(added)
        return added
    }

    private var unkeyed = 0

    /// Drops what has run its course and is removed on completion (the animations the stand-in
    /// attaches itself are not scheduled for removal: they go here).
    func pruneFinishedAnimations() {
        guard !attached.isEmpty, let now = UIKitEnvironment.current?.host.runtime.now else { return }
        attached.removeAll { $0.animation.isRemovedOnCompletion && now >= $0.begin + $0.animation.activeDuration }
    }

    open func removeAllAnimations() { attached.removeAll() }
    open func removeAnimation(forKey key: String) { attached.removeAll { $0.key == key } }

    open func animation(forKey key: String) -> CAAnimation? {
        pruneFinishedAnimations()
        return attached.last { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? {
        pruneFinishedAnimations()
        return attached.isEmpty ? nil : attached.map(\.key)
    }

    // MARK: Key-value coding

    #if canImport(Darwin)
        /// A property by Core Animation's key path (`position.y`, `transform.rotation.z`,
        /// `bounds.size`…): numbers as `NSNumber`, geometry as `NSValue`; `frame`, `hidden`,
        /// `name` too. Any other key path is reported (`notSimulated`) and reads nil.
        open override func value(forKeyPath keyPath: String) -> Any? { keyValue(keyPath) }
        open override func value(forKey key: String) -> Any? { keyValue(key) }
        open override func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, keyPath) }
        open override func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, key) }
    #else
        /// A property by Core Animation's key path (`position.y`, `transform.rotation.z`,
        /// `bounds.size`…): numbers as `NSNumber`, geometry as `NSValue`; `frame`, `hidden`,
        /// `name` too. Any other key path is reported (`notSimulated`) and reads nil.
        open func value(forKeyPath keyPath: String) -> Any? { keyValue(keyPath) }
        open func value(forKey key: String) -> Any? { keyValue(key) }
        open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, keyPath) }
        open func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, key) }
    #endif

    private func keyValue(_ keyPath: String) -> Any? {
        if let path = LayerKeyPath.named(keyPath) { return path.get(self)?.boxed }
        switch keyPath {
        case "frame": return NSValue(cgRect: frame)
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "name": return name
        case "sublayers": return sublayers
        default:
            UIKitEnvironment.current?.notSimulated(.unknownKeyPath(keyPath, type: "CALayer"))
            return nil
        }
    }

    private func setKeyValue(_ value: Any?, _ keyPath: String) {
        if let path = LayerKeyPath.named(keyPath), let typed = AnimatableValue(value, as: path.kind) { return path.set(self, typed) }
        switch keyPath {
        case "frame": if let rect = AnimatableValue(value, as: .rect), case let .rect(r) = rect { frame = r }
        case "hidden", "isHidden": if let flag = value as? Bool ?? (value as? NSNumber)?.boolValue { isHidden = flag }
        case "name": name = value as? String
        default: UIKitEnvironment.current?.notSimulated(.unknownKeyPath(keyPath, type: "CALayer"))
        }
    }

    /// The layer as the screen shows it now (CALayer+Presentation.swift).
    open func presentation() -> Self? { presentationLayer() as? Self }

    open func model() -> Self { self }
}

/// An animation on a layer, from the moment it began (simulated seconds).
struct AttachedAnimation {
    let key: String
    let animation: CAAnimation
    let begin: Double
}

/// What a layer tells its delegate; every method is optional (defaults below, since Linux has no
/// `@objc optional`). `action(for:forKey:)` returns nil to let the layer look further, `NSNull()`
/// for no action.
public protocol CALayerDelegate: AnyObject {
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}

public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
}
