import RefreshSim

/// CASpringAnimation: a basic animation whose progress follows a spring (`SpringSimulation`) of
/// `mass`, `stiffness` and `damping` released at the start value with `initialVelocity`, in
/// distances (from start to end) per second, positive toward the end. The spring runs on the
/// animation's own clock and ignores `timingFunction`; the animation still ends, and is removed,
/// at its `duration` (code usually sets that to `settlingDuration`).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    public required init() { super.init() }

    /// iOS 17: a spring of a perceptual duration and a bounce (`SpringDescription.perceptual`),
    /// lasting its settling duration.
    public convenience init(perceptualDuration duration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        spring = SpringDescription.perceptual(duration: duration, bounce: Double(bounce))
        self.duration = settlingDuration
    }

    var spring: SpringDescription {
        get { SpringDescription(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)) }
        set { (mass, stiffness, damping) = (CGFloat(newValue.mass), CGFloat(newValue.stiffness), CGFloat(newValue.damping)) }
    }

    /// How long the spring takes to come within 0.001 of the distance of its end and stay there
    /// (Apple documents its own as an estimate: `SpringDescription.settlingDuration`).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration() }

    /// Share of the way from the start to the end after `t` seconds (beyond 1 while overshooting).
    func progress(at t: Double) -> Double {
        let motion = SpringSimulation(spring: spring, start: 1, end: 0, velocity: -Double(initialVelocity) / 1000)
        return 1 - motion.x(t * 1000)
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping
        )
    }
}
