import RefreshSim

// Core Animation as refresh code uses it. Layers hold their properties and the animations added to
// them; nothing is drawn or interpolated. An animation is RECORDED, not simulated: `add(_:forKey:)`
// writes it down (`UIKitEnvironment.effects`), the model value stays what the code set, and the
// animation is removed (and its delegate told it stopped) when its duration has passed on the
// simulated clock. On Linux these are the only CALayer and friends; on a Mac, a file that also
// imports Apple's QuartzCore would see two of each (see the article "Bring your library", UIKit.docc).

/// `CACurrentMediaTime()`: seconds on the simulated clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    SimulatedTime.now().seconds
}

#if !canImport(Darwin)
    public typealias CFTimeInterval = Double
#endif

public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}

    func concat(_ b: CATransform3D) -> CATransform3D {
        let a = self
        let ar = [
            [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44],
        ]
        let br = [
            [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44],
        ]
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + ar[i][$1] * br[$1][j] } } }
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (t.m21, t.m22, t.m23, t.m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (t.m31, t.m32, t.m33, t.m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (t.m41, t.m42, t.m43, t.m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
        return t
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation about the axis (x, y, z); the z axis is the usual one for a spinning arrow.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle)))
    let s = CGFloat(sin(Double(angle)))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (c + ux * ux * k, uy * ux * k + uz * s, uz * ux * k - uy * s)
    (t.m21, t.m22, t.m23) = (ux * uy * k - uz * s, c + uy * uy * k, uz * uy * k + ux * s)
    (t.m31, t.m32, t.m33) = (ux * uz * k + uy * s, uy * uz * k - ux * s, c + uz * uz * k)
    return t
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concat(b) }
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concat(t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concat(t)
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concat(t)
}
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

open class CALayer: NSObject {
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var isHidden = false
    open var masksToBounds = false
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var transform = CATransform3DIdentity
    open var mask: CALayer?
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?
    private var animations: [(key: String, animation: CAAnimation)] = []
    private var unkeyed = 0

    public override init() { super.init() }

    public init(layer: Any) { super.init() }

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
    private var originInRoot: CGPoint {
        guard let superlayer else { return .zero }
        let parent = superlayer.originInRoot
        return CGPoint(x: parent.x + frame.origin.x, y: parent.y + frame.origin.y)
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func removeAllAnimations() { animations.removeAll() }
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    open func animation(forKey key: String) -> CAAnimation? { animations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    /// Records `animation` (a copy, as Core Animation takes) and removes it once it has run its
    /// course on the simulated clock, if `isRemovedOnCompletion`.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let added = animation.copy() as! CAAnimation
        let name = key ?? "unkeyed-\(unkeyed)"
        if key == nil { unkeyed += 1 }
        removeAnimation(forKey: name)
        animations.append((name, added))
        let length = added.activeDuration
        UIKitEnvironment.current?.record(.layerAnimation(keyPath: (added as? CAPropertyAnimation)?.keyPath, key: key, duration: length))
        UIKitEnvironment.current?.transactionAdded(duration: length)
        added.delegate?.animationDidStart(added)
        guard length.isFinite, let queue = UIKitEnvironment.current?.host.main else { return }
        queue.asyncAfter(seconds: length) { [weak self] in
            guard let self else { return }
            let stillThere = self.animations.contains { $0.animation === added }
            if added.isRemovedOnCompletion { self.animations.removeAll { $0.animation === added } }
            added.delegate?.animationDidStop(added, finished: stillThere)
        }
    }
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineDashPattern: [NSNumber]?
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

open class CATextLayer: CALayer {
    open var string: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor?
}

/// What an animation tells its delegate; both methods are optional (a Swift protocol with empty
/// defaults here, since Linux has no `@objc optional`).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction: NSObject {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        super.init()
    }
}

open class CAAnimation: NSObject, NSCopying {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate?

    public override required init() { super.init() }

    /// How long it runs once added, on Core Animation's rules: 0.25 s when `duration` is 0,
    /// times `repeatCount` (`.infinity` never ends), doubled by `autoreverses`.
    var activeDuration: Double {
        let once = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
        if repeatCount.isInfinite { return .infinity }
        if repeatDuration > 0 { return repeatDuration }
        return once * Double(max(repeatCount, 1)) / Double(speed == 0 ? 1 : speed)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyAttributes(from: self)
        return copy
    }

    func copyAttributes(from other: CAAnimation) {
        (duration, beginTime, timeOffset, repeatCount, repeatDuration) = (
            other.duration, other.beginTime, other.timeOffset, other.repeatCount, other.repeatDuration
        )
        (autoreverses, speed, fillMode, isRemovedOnCompletion) = (
            other.autoreverses, other.speed, other.fillMode, other.isRemovedOnCompletion
        )
        (timingFunction, delegate) = (other.timingFunction, other.delegate)
    }
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var path: CGPath?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, keyTimes, path) = (other.values, other.keyTimes, other.path)
    }
}

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        animations = (other as? CAAnimationGroup)?.animations
    }
}

/// CATransaction: nesting, `disableActions` and a completion block that runs on the simulated
/// main queue once the longest animation added inside the transaction would have finished.
public enum CATransaction {
    public static func begin() { UIKitEnvironment.current?.transactions.append(.init()) }

    public static func commit() {
        guard let environment = UIKitEnvironment.current, let transaction = environment.transactions.popLast() else { return }
        environment.transactionAdded(duration: transaction.longest)
        guard let completion = transaction.completion else { return }
        environment.host.main.asyncAfter(seconds: transaction.longest.isFinite ? transaction.longest : 0, execute: completion)
    }

    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { updateInnermost { $0.disableActions = flag } }
    public static func disableActions() -> Bool { UIKitEnvironment.current?.transactions.last?.disableActions ?? false }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { updateInnermost { $0.duration = duration } }
    public static func animationDuration() -> CFTimeInterval { UIKitEnvironment.current?.transactions.last?.duration ?? 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    private static func updateInnermost(_ change: (inout OpenTransaction) -> Void) {
        guard let environment = UIKitEnvironment.current, !environment.transactions.isEmpty else { return }
        change(&environment.transactions[environment.transactions.count - 1])
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let environment = UIKitEnvironment.current else {
            block?()
            return
        }
        if environment.transactions.isEmpty {
            // An implicit transaction: it commits at the end of this turn of the main queue.
            block.map { environment.host.main.async(execute: $0) }
        } else {
            environment.transactions[environment.transactions.count - 1].completion = block
        }
    }
}

/// One open `CATransaction`.
struct OpenTransaction {
    var disableActions = false
    var duration: Double = 0.25
    var completion: (() -> Void)?
    var longest: Double = 0
}

/// CADisplayLink on the simulated display: once added to a run loop, its action runs at the start
/// of every frame (every `frameRate / preferredFramesPerSecond` frames when that is set), before
/// the frame's physics, with `timestamp` that frame's time. Like UIKit's, it holds its target
/// strongly until `invalidate()`; `refreshsim port` turns `CADisplayLink(target:selector:)` into
/// `CADisplayLink(target:action:)` with a closure that holds it weakly.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private var action: ((CADisplayLink) -> Void)?
    private var scheduled = false
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 0

    public init(target: Any, action: @escaping (CADisplayLink) -> Void) {
        self.target = target as AnyObject
        self.action = action
        super.init()
    }

    public convenience init(action: @escaping (CADisplayLink) -> Void) {
        self.init(target: NSNull(), action: action)
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !scheduled, action != nil, let environment = UIKitEnvironment.current else { return }
        scheduled = true
        scheduleNext(after: environment.host.runtime)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    open func invalidate() {
        action = nil
        target = nil
    }

    private func scheduleNext(after runtime: Runtime) {
        let step = preferredFramesPerSecond > 0 ? max(1, Int((runtime.frameRate / Double(preferredFramesPerSecond)).rounded())) : 1
        let frame = runtime.frame + step
        // The block holds the link, as the run loop it was added to does until `invalidate()`.
        runtime.main.asyncAfter(deadline: Double(frame) / runtime.frameRate) { [self] in
            guard let action = self.action else { return }
            self.duration = 1 / runtime.frameRate
            self.timestamp = runtime.now
            self.targetTimestamp = runtime.now + self.duration
            if !self.isPaused { action(self) }
            self.scheduleNext(after: runtime)
        }
    }
}
