import Foundation

/// A spring released at `start` with `velocity`, coming to rest at `end`: the closed-form solution
/// of `m·ẍ + c·ẋ + k·(x − end) = 0` (Flutter's `SpringSimulation`), for the three regimes:
/// underdamped (ζ < 1) `e^{−ζω₀t}(x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)` with
/// `ω_d = ω₀√(1 − ζ²)`; critically damped `e^{−ω₀t}(x₀ + (v₀ + ω₀x₀)t)`; overdamped
/// `c₁e^{r₁t} + c₂e^{r₂t}` with `r = −ω₀(ζ ∓ √(ζ² − 1))`. Times are in milliseconds and velocities
/// in points per millisecond, as every `Simulation`; the spring's constants are per second.
public struct SpringSimulation: Simulation, Sendable, Equatable {
    public var spring: SpringDescription
    public var start: Double
    public var end: Double
    /// pt/ms.
    public var velocity: Double
    public var tolerance: Tolerance

    public init(spring: SpringDescription, start: Double, end: Double, velocity: Double, tolerance: Tolerance = .uiScrollView) {
        self.spring = spring
        self.start = start
        self.end = end
        self.velocity = velocity
        self.tolerance = tolerance
    }

    public func x(_ t: Double) -> Double { state(at: t).position }
    public func dx(_ t: Double) -> Double { state(at: t).velocity }
    public func isDone(_ t: Double) -> Bool { state(at: t).isDone }

    public func state(at t: Double) -> MotionState {
        let (x, v) = displacement(at: t / 1000)
        return MotionState(
            position: end + x, velocity: v / 1000,
            isDone: abs(x) <= tolerance.distance && abs(v / 1000) < tolerance.velocity)
    }

    /// Displacement from `end` and its velocity (per second) after `t` seconds.
    private func displacement(at t: Double) -> (Double, Double) {
        let x0 = start - end
        let v0 = velocity * 1000
        let zeta = spring.dampingRatio
        let omega = spring.undampedFrequency
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + omega * x0
            let decay = exp(-omega * t)
            return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * omega * x0) / damped
            let decay = exp(-zeta * omega * t)
            let (c, s) = (cos(damped * t), sin(damped * t))
            let x = decay * (a * c + b * s)
            return (x, -zeta * omega * x + decay * damped * (b * c - a * s))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        let c2 = x0 - c1
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
}
