import Foundation

extension SpringDescription {
    /// The spring behind `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// (and `UISpringTimingParameters(dampingRatio:initialVelocity:)` run for a duration): mass 1,
    /// the given damping ratio, and the undamped frequency ω₀ at which the motion has died down to
    /// ε = 0.001 of the distance by the end of `duration`.
    ///
    /// Apple documents neither the mapping nor ε. This is the one Framer reverse-engineered and
    /// ships, stating that iOS computes tension and friction from the damping ratio and duration
    /// with the same calculation (koenbok/Framer, `framer/Animators/SpringCurveValueConverter.coffee`;
    /// framer/SpringsExample, README): with `v` the initial velocity in distances per second, ω₀
    /// solves, for ζ < 1, `(ζω₀ − v)/(ω₀√(1 − ζ²)) · e^{−ζω₀·duration} = ε` (the decaying sine term
    /// of the motion) and, for ζ = 1, `e^{−ω₀·duration}(1 + (ω₀ − v)·duration) = ε`; ζ is taken
    /// within (0, 1] and the duration within [0.01 s, 10 s] first, and Newton's method starts from
    /// `5/duration` (Framer's published example: 3 s at ζ = 0.25 gives k = 54.834, c = 3.7025).
    public static func uiView(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) -> SpringDescription {
        let zeta = min(max(dampingRatio, .leastNormalMagnitude), 1)
        let time = min(max(duration, 0.01), 10)
        let v = initialVelocity
        let epsilon = 0.001
        let underdamped = zeta < 1
        let sine = (1 - zeta * zeta).squareRoot()
        // f(ω) and f′(ω), whose root is ω₀.
        func f(_ omega: Double) -> (Double, Double) {
            if underdamped {
                let decay = exp(-zeta * omega * time)
                let g = (zeta * omega - v) / (omega * sine) * decay
                let dg = decay / sine * (v / (omega * omega) - zeta * time * (zeta - v / omega))
                return (epsilon - g, -dg)
            }
            let decay = exp(-omega * time)
            return (decay * (1 + (omega - v) * time) - epsilon, time * time * (v - omega) * decay)
        }
        var omega = 5 / time
        for _ in 0..<64 {
            let (value, slope) = f(omega)
            guard slope != 0, slope.isFinite else { break }
            let next = omega - value / slope
            guard next.isFinite else { break }
            if abs(next - omega) < 1e-12 * max(1, abs(omega)) {
                omega = next
                break
            }
            omega = next
        }
        // Where Newton's method finds no frequency, Framer keeps its defaults (k = 100, c = 10).
        guard omega.isFinite, omega > 0 else { return SpringDescription(mass: 1, stiffness: 100, damping: 10) }
        return SpringDescription(mass: 1, stiffness: omega * omega, dampingRatio: zeta)
    }

    /// The spring of a perceptual duration and a bounce (iOS 17's
    /// `UIView.animate(springDuration:bounce:…)`, `CASpringAnimation(perceptualDuration:bounce:)`,
    /// SwiftUI's `Spring(duration:bounce:)`; WWDC 2023 "Animate with springs"): mass 1, stiffness
    /// `(2π/duration)²`, damping `4π(1 − bounce)/duration` for a bounce ≥ 0 and
    /// `4π/(duration·(1 + bounce))` below 0 (overdamped). Apple's documentation of `Spring` gives
    /// 0.5 s with bounce 0.3 as stiffness 157.9 and damping 17.6.
    public static func perceptual(duration: Double, bounce: Double = 0) -> SpringDescription {
        let stiffness = pow(2 * Double.pi / duration, 2)
        let damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration : 4 * Double.pi / (duration * (1 + bounce))
        return SpringDescription(mass: 1, stiffness: stiffness, damping: damping)
    }
}
