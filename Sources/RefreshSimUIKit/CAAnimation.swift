import RefreshSim

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

/// A cubic Bézier from (0, 0) to (1, 1): the named ones with Core Animation's control points.
open class CAMediaTimingFunction: NSObject {
    public let name: CAMediaTimingFunctionName?
    let curve: UnitBezier

    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        curve =
            switch name {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInEaseOut
            default: .default
            }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        curve = UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Control point `index` (0…3) as `[x, y]`.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else { return }
        (ptr[0], ptr[1]) = (Float(points[index].0), Float(points[index].1))
    }
}

/// What a layer runs when a property changes: an animation adds itself to the layer; `NSNull`
/// does nothing (and so turns an implicit animation off).
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

open class CAAnimation: NSObject, NSCopying, CAAction {
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

    /// Where in one pass of the animation the layer's clock is at `now`, for an animation that
    /// began at `begin`: seconds into `duration` (run back while autoreversing), or nil when the
    /// animation has no effect then (before it begins without a backwards fill, after it ends
    /// without a forwards one). Core Animation's `CAMediaTiming`: speed and time offset scale and
    /// shift the local time, repeats restart it.
    func localTime(at now: Double, begin: Double) -> Double? {
        let once = duration > 0 ? duration : 0.25
        var t = (now - begin) * Double(speed) + timeOffset
        let active = activeDuration * Double(speed == 0 ? 1 : speed)
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        let cycle = autoreverses ? 2 * once : once
        if t >= active {
            guard fillMode == .forwards || fillMode == .both, active.isFinite, active > 0 else { return nil }
            // Held at the end of the last pass.
            let within = active - ((active / cycle).rounded(.up) - 1) * cycle
            return autoreverses && within > once ? 2 * once - within : min(within, once)
        }
        let within = t.truncatingRemainder(dividingBy: cycle)
        return autoreverses && within > once ? 2 * once - within : within
    }

    /// Core Animation adds the animation to the layer under the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
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

    /// The animated value `time` seconds into the pass, given the value it animates now
    /// (`current`); nil when the animation's values are not of the key path's kind
    /// (CALayer+Presentation.swift).
    func value(at time: Double, current: AnimatableValue, kind: AnimatableValue.Kind) -> AnimatableValue? { nil }

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

    override func value(at time: Double, current: AnimatableValue, kind: AnimatableValue.Kind) -> AnimatableValue? {
        basicValue(at: time, current: current, kind: kind)
    }

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
    open var calculationMode = CAAnimationCalculationMode.linear
    open var timingFunctions: [CAMediaTimingFunction]?

    override func value(at time: Double, current: AnimatableValue, kind: AnimatableValue.Kind) -> AnimatableValue? {
        keyframeValue(at: time, kind: kind)
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, keyTimes, path) = (other.values, other.keyTimes, other.path)
        (calculationMode, timingFunctions) = (other.calculationMode, other.timingFunctions)
    }
}

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        animations = (other as? CAAnimationGroup)?.animations
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
