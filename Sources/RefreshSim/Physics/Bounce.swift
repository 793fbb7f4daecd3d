import Foundation

/// UIKit's bounce: outside the legal range the overshoot `y = offset − edge` shrinks by an extra
/// factor 0.99 per millisecond on top of the deceleration — an exponential pull-back, not a spring
/// (reference/uikit-scroll-model.md, "Bounce").
///
/// Over `r` ms: `y ← b·y + (1 − a)·b·d·v/(1 − d)` and `v ← a·b·v` with `a = dʳ`, `b = 0.99ʳ`.
/// The form composes exactly (r₁ then r₂ equals r₁ + r₂), so the frame rate does not matter.
/// Released with zero velocity it is `y(t) = y0·0.99ᵗ`: it returns without crossing the edge.
public struct Bounce: Sendable, Equatable {
    /// Extra share of the overshoot kept per millisecond outside the range.
    public static let pullBack = 0.99
    /// "Bouncing" means more than this far outside the range (pt).
    public static let restTolerance = 0.5

    public var rate: Double
    /// Overshoot past the edge (pt): negative above the top edge, positive below the bottom.
    public var overshoot: Double
    /// pt/ms.
    public var velocity: Double

    public init(rate: Double, overshoot: Double, velocity: Double) {
        self.rate = rate
        self.overshoot = overshoot
        self.velocity = velocity
    }

    public func x(_ r: Double) -> Double {
        let a = pow(rate, r), b = pow(Self.pullBack, r)
        return b * overshoot + (1 - a) * b * rate * velocity / (1 - rate)
    }

    public func dx(_ r: Double) -> Double {
        pow(rate, r) * pow(Self.pullBack, r) * velocity
    }

    /// Overshoot and velocity after `r` ms, given `decay = rateʳ` and `pull = 0.99ʳ`.
    public func advanced(decay: Double, pull: Double) -> (overshoot: Double, velocity: Double) {
        (pull * overshoot + (1 - decay) * pull * rate * velocity / (1 - rate), decay * pull * velocity)
    }

    public func isDone(_ r: Double) -> Bool {
        abs(x(r)) <= Self.restTolerance && abs(dx(r)) < Deceleration.stopSpeed
    }

    /// Milliseconds until the content re-enters the range (y = 0), if velocity carries it back.
    /// `x(r) = 0` ⇔ `dʳ = 1 + y0·(1 − d)/(d·v)`.
    public func timeToEdge() -> Double? {
        guard velocity != 0, overshoot != 0, (overshoot > 0) != (velocity > 0) else { return nil }
        let a = 1 + overshoot * (1 - rate) / (rate * velocity)
        guard a > 0, a < 1 else { return nil }
        return log(a) / log(rate)
    }
}
