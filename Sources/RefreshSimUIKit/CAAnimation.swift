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
