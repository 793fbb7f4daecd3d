import RefreshSim

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The engine's curves for the scroll view's own animation: UIKit's ease-in has no
        /// counterpart there and runs as ease-in-out.
        var curve: TimingCurve {
            switch rawValue & (3 << 16) {
            case Self.curveLinear.rawValue: .linear
            case Self.curveEaseOut.rawValue: .easeOut
            default: .easeInOut
            }
        }

        /// Core Animation's curve for a view's layer: the option's named curve.
        var timingFunction: CAMediaTimingFunction {
            switch rawValue & (3 << 16) {
            case Self.curveLinear.rawValue: CAMediaTimingFunction(name: .linear)
            case Self.curveEaseIn.rawValue: CAMediaTimingFunction(name: .easeIn)
            case Self.curveEaseOut.rawValue: CAMediaTimingFunction(name: .easeOut)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// `UIView.animate`: what the block changes on the simulated scroll view (offset, insets)
    /// takes effect in the model at once and eases on screen over `duration`, as
    /// `ScrollView.animate(withDuration:)` describes; what it changes of a view (frame, center,
    /// bounds, alpha, transform…) takes effect in the model at once and animates its layer, which
    /// `layer.presentation()` shows. As in UIKit the block runs at once even with a `delay`: the
    /// screen holds the old values until the delay is over. `completion(true)` runs when the
    /// animation ends.
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = ViewAnimationContext(duration: duration, timing: .curve(options.timingFunction))
        run(context, delay: delay, scrollCurve: options.curve, animations: animations, completion: completion)
    }

    public static func animate(
        withDuration duration: Double, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: mass 1, the damping ratio, and the stiffness at which the motion has
    /// died down by the end of `duration` (`SpringDescription.uiView`); `velocity` is in distances
    /// a second (1 covers the whole change in a second). The animation ends at `duration`.
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringDescription.uiView(dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        let context = ViewAnimationContext(duration: duration, timing: .spring(spring, initialVelocity: Double(velocity)))
        run(
            context, delay: delay, scrollCurve: .spring(spring, initialVelocity: Double(velocity), duration: duration),
            animations: animations, completion: completion)
    }

    /// iOS 17's spring of a perceptual duration and a bounce (`SpringDescription.perceptual`); the
    /// animation lasts until the spring settles.
    public static func animate(
        springDuration duration: Double = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringDescription.perceptual(duration: duration, bounce: Double(bounce))
        let length = spring.settlingDuration()
        let context = ViewAnimationContext(duration: length, timing: .spring(spring, initialVelocity: Double(velocity)))
        run(
            context, delay: delay, scrollCurve: .spring(spring, initialVelocity: Double(velocity), duration: length),
            animations: animations, completion: completion)
    }

    /// Runs the block with `context` open, so the layers it changes animate, on the scroll view's
    /// animation (`ScrollView.animate`), which completes it.
    static func run(
        _ context: ViewAnimationContext, delay: Double, scrollCurve: TimingCurve,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard let environment = UIKitEnvironment.current else {
            animations()
            completion?(true)
            return
        }
        var context = context
        context.delay = max(delay, 0)
        environment.viewAnimations.append(context.duration > 0 ? context : nil)
        environment.host.scrollView.animate(
            withDuration: context.duration, delay: context.delay, curve: scrollCurve, animations: animations, completion: completion)
        environment.viewAnimations.removeLast()
    }

    /// Changes made in `actions` take effect without animating, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let environment = UIKitEnvironment.current else { return actions() }
        environment.viewAnimations.append(nil)
        actions()
        environment.viewAnimations.removeLast()
    }

    public static var areAnimationsEnabled: Bool { true }

    /// The keys of a view's layer that a `UIView.animate` block animates.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "opacity", "transform", "anchorPoint", "backgroundColor", "cornerRadius", "borderWidth",
        "shadowOpacity", "shadowRadius", "shadowOffset",
    ]

    /// The action for a change of the view's own layer: inside an animation block, an animation
    /// of the block's timing; elsewhere none.
    func viewAnimationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = UIKitEnvironment.current?.viewAnimations.last ?? nil, UIView.animatableKeys.contains(event) else {
            return NSNull()
        }
        return ViewAnimationAction(context: context, key: event, from: LayerKeyPath.named(event)?.get(layer))
    }
}

/// One open `UIView.animate` block: how long its animations run, and on what timing.
struct ViewAnimationContext {
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// `initialVelocity` in distances a second toward the end.
        case spring(SpringDescription, initialVelocity: Double)
    }

    var duration: Double
    var timing: Timing
    /// The block ran at once; its animations begin this much later, the old values held till then.
    var delay: Double = 0
}

/// What UIKit adds for a change of a view's layer inside an animation block: an additive animation
/// from the old value less the new to zero, so the layer's model holds the new value and the
/// presentation starts from the old one, and animations of the same property made one after the
/// other add up instead of jumping (UIKit's additive view animations, iOS 8 and later). A
/// transform animates from the old to the new, not additively; a change the stand-in does not
/// interpolate (a colour) is still added, so that a presentation read during it is reported.
struct ViewAnimationAction: CAAction {
    let context: ViewAnimationContext
    let key: String
    let from: AnimatableValue?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let animation: CABasicAnimation
        switch context.timing {
        case let .curve(function):
            animation = CABasicAnimation(keyPath: event)
            animation.timingFunction = function
        case let .spring(spring, velocity):
            let made = CASpringAnimation(keyPath: event)
            made.spring = spring
            made.initialVelocity = CGFloat(velocity)
            animation = made
        }
        animation.duration = context.duration
        if context.delay > 0, let now = UIKitEnvironment.current?.host.runtime.now {
            animation.beginTime = now + context.delay
            animation.fillMode = .backwards
        }
        if let from, let to = LayerKeyPath.named(event)?.get(layer) {
            if case .transform = from {
                (animation.fromValue, animation.toValue) = (from.boxed, to.boxed)
            } else {
                animation.isAdditive = true
                (animation.fromValue, animation.toValue) = (from.subtracting(to).boxed, AnimatableValue.zero(from.kind).boxed)
            }
        }
        var key = event
        var suffix = 1
        while layer.attached.contains(where: { $0.key == key }) {
            suffix += 1
            key = "\(event)-\(suffix)"
        }
        layer.attach(animation, forKey: key)
    }
}
