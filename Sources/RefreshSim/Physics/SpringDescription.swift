import Foundation

/// A mass on a spring with viscous damping, `m·ẍ + c·ẋ + k·x = 0` (Flutter's `SpringDescription`;
/// Core Animation's `CASpringAnimation` takes the same three numbers). Seconds are the unit here:
/// `stiffness` is k (s⁻² per unit of mass), `damping` is c.
public struct SpringDescription: Sendable, Equatable, Hashable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// ζ = c / (2·√(m·k)): below 1 the spring oscillates, at 1 it is critically damped.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
    }

    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// ω₀ = √(k/m), radians per second.
    public var undampedFrequency: Double { (stiffness / mass).squareRoot() }

    /// How long a unit displacement released at rest takes to stay within `epsilon` of rest: past
    /// this time the envelope of the motion is below `epsilon` (the settling time the
    /// `init(settlingDuration:dampingRatio:epsilon:)` of SwiftUI's `Spring` names; Apple documents
    /// its own `settlingDuration`s only as estimates).
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let zeta = dampingRatio
        let omega = undampedFrequency
        guard zeta > 0, omega > 0 else { return .infinity }
        if zeta < 1 {
            // Envelope of x(t) = e^{−ζω₀t}(cos ω_d t + ζω₀/ω_d · sin ω_d t): e^{−ζω₀t}/√(1 − ζ²).
            let amplitude = 1 / (1 - zeta * zeta).squareRoot()
            return max(0, log(amplitude / epsilon) / (zeta * omega))
        }
        // Critically and over-damped: x(t) falls monotonically from 1; find where it reaches epsilon.
        let motion = SpringSimulation(spring: self, start: 1, end: 0, velocity: 0)
        var (low, high) = (0.0, 1.0)
        while abs(motion.x(high * 1000)) > epsilon, high < 1e6 { high *= 2 }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if abs(motion.x(middle * 1000)) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
