import RefreshSim

/// What a property animator's timing is: a cubic curve or a spring.
public protocol UITimingCurveProvider: AnyObject {}

extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// A cubic timing curve: one of UIKit's named curves, or control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: [UIView.AnimationCurve: (CGPoint, CGPoint)] = [
            .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)), .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)), .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        ]
        (controlPoint1, controlPoint2) = points[curve]!
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        super.init()
    }

    var function: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring: a damping ratio over the animator's duration (UIKit's mapping, as
/// `UIView.animate(…usingSpringWithDamping:…)`), a mass, stiffness and damping of its own (the
/// animation then lasts as long as the spring takes to settle, whatever the animator's duration),
/// or iOS 17's duration and bounce. The initial velocity's `dy` is in distances a second.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Form {
        case dampingRatio(Double)
        case spring(SpringDescription)
    }

    let form: Form
    public let initialVelocity: CGVector

    public override convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .spring(SpringDescription(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))
        initialVelocity = velocity
        super.init()
    }

    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        form = .spring(SpringDescription.perceptual(duration: duration, bounce: Double(bounce)))
        initialVelocity = velocity
        super.init()
    }

    /// The spring and how long the animation runs, for an animator of `duration`.
    func spring(over duration: Double) -> (SpringDescription, length: Double) {
        switch form {
        case let .dampingRatio(ratio):
            return (
                SpringDescription.uiView(dampingRatio: ratio, duration: duration, initialVelocity: Double(initialVelocity.dy)), duration
            )
        case let .spring(spring):
            return (spring, spring.settlingDuration())
        }
    }
}

/// UIViewPropertyAnimator: its animation blocks run as one `UIView.animate` when it starts, on
/// the simulated clock, and its completions come at the end with `.end`. What makes an animation
/// interactive — pausing, scrubbing `fractionComplete`, reversing, stopping part-way, continuing
/// with new timing — is accepted and reported (`notSimulated`), not simulated.
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    public private(set) var delay: TimeInterval = 0
    open private(set) var state = UIViewAnimatingState.inactive
    open var isRunning: Bool { state == .active && startedAt != nil }
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false {
        didSet { if pausesOnCompletion { reportNotSimulated("UIViewPropertyAnimator.pausesOnCompletion") } }
    }
    open var isReversed = false {
        didSet { if isReversed { reportNotSimulated("UIViewPropertyAnimator.isReversed") } }
    }

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var startedAt: Double?
    private var finished = false

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animations.map { self.animations.append($0) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        animations.map { self.animations.append($0) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        animations.map { self.animations.append($0) }
    }

    /// Made and started at once with UIView's animation options, as `UIView.animate` is.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve: UIView.AnimationCurve = [.easeInOut, .easeIn, .easeOut, .linear][Int(options.rawValue >> 16 & 3)]
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        completion.map { animator.addCompletion($0) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// How far along the animation is, by time; setting it (scrubbing) is not simulated.
    open var fractionComplete: CGFloat {
        get {
            guard let startedAt, let now = UIKitEnvironment.current?.host.runtime.now else { return finished ? 1 : 0 }
            return CGFloat(min(max((now - startedAt) / max(length, .leastNonzeroMagnitude), 0), 1))
        }
        set { reportNotSimulated("UIViewPropertyAnimator.fractionComplete") }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animations.append(animation)
        if isRunning { run([animation]) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard delayFactor > 0 else { return addAnimations(animation) }
        reportNotSimulated("UIViewPropertyAnimator.addAnimations(_:delayFactor:)")
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive || (state == .active && startedAt == nil) else { return }
        self.delay = delay
        state = .active
        let begin = { [self] in
            guard state == .active, startedAt == nil else { return }
            startedAt = UIKitEnvironment.current?.host.runtime.now ?? 0
            run(animations)
            UIKitEnvironment.current?.host.main.asyncAfter(seconds: length) { [weak self] in self?.end(at: .end) }
            if UIKitEnvironment.current == nil { end(at: .end) }
        }
        if delay > 0, let main = UIKitEnvironment.current?.host.main {
            main.asyncAfter(seconds: delay, execute: begin)
        } else {
            begin()
        }
    }

    open func pauseAnimation() {
        reportNotSimulated("UIViewPropertyAnimator.pauseAnimation()")
        state = .active
    }

    /// Stopping part-way leaves the views where the screen shows them in UIKit; here the model keeps
    /// the values the blocks set (reported). Without finishing, the animator becomes inactive and
    /// no completion runs.
    open func stopAnimation(_ withoutFinishing: Bool) {
        if !finished { reportNotSimulated("UIViewPropertyAnimator.stopAnimation(_:)") }
        state = withoutFinishing ? .inactive : .stopped
        startedAt = nil
        finished = true
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        if finalPosition != .end { reportNotSimulated("UIViewPropertyAnimator.finishAnimation(at:)") }
        state = .inactive
        for completion in completions { completion(finalPosition) }
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        reportNotSimulated("UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
    }

    /// How long the animation runs: the duration, or a spring's own settling time.
    private var length: Double {
        (timingParameters as? UISpringTimingParameters)?.spring(over: duration).length ?? duration
    }

    /// Runs blocks as one `UIView.animate` over what is left of the animation.
    private func run(_ blocks: [() -> Void]) {
        let remaining = max(length - Double(fractionComplete) * length, 0)
        let context: ViewAnimationContext
        let scrollCurve: TimingCurve
        if let spring = timingParameters as? UISpringTimingParameters {
            let (description, _) = spring.spring(over: duration)
            let velocity = Double(spring.initialVelocity.dy)
            context = ViewAnimationContext(duration: remaining, timing: .spring(description, initialVelocity: velocity))
            scrollCurve = .spring(description, initialVelocity: velocity, duration: remaining)
        } else {
            let cubic = timingParameters as? UICubicTimingParameters ?? UICubicTimingParameters()
            context = ViewAnimationContext(duration: remaining, timing: .curve(cubic.function))
            scrollCurve = .bezier(cubic.function.curve)
        }
        UIView.run(context, delay: 0, scrollCurve: scrollCurve, animations: { blocks.forEach { $0() } }, completion: nil)
    }

    private func end(at position: UIViewAnimatingPosition) {
        guard state == .active, !finished else { return }
        finished = true
        state = .inactive
        startedAt = nil
        for completion in completions { completion(position) }
    }
}
