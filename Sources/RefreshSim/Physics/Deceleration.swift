import Foundation

/// Momentum inside the legal range: velocity keeps the share `rate` of itself every millisecond.
///
/// Exact discrete form (reference/uikit-scroll-model.md, "Deceleration"): after `t` ms,
/// `x(t) = x0 + v0·d·(1 − dᵗ)/(1 − d)` and `dx(t) = v0·dᵗ`, velocities in pt/ms. It stops once
/// `|v| < 0.01 pt/ms`. The projected resting distance `v0·d/(1 − d)` is WWDC 2018's.
public struct Deceleration: Sendable, Equatable {
    /// Below this speed (pt/ms, i.e. 10 pt/s) UIKit ends the deceleration.
    public static let stopSpeed = 0.01

    public var rate: Double
    public var position: Double
    public var velocity: Double

    public init(rate: Double, position: Double, velocity: Double) {
        self.rate = rate
        self.position = position
        self.velocity = velocity
    }

    public func x(_ t: Double) -> Double {
        position + velocity * rate * (1 - pow(rate, t)) / (1 - rate)
    }

    public func dx(_ t: Double) -> Double {
        velocity * pow(rate, t)
    }

    public func isDone(_ t: Double) -> Bool {
        abs(dx(t)) < Self.stopSpeed
    }

    /// Position and velocity after `t` ms, given `decay = rateᵗ` (one `pow` per frame, shared).
    public func advanced(decay: Double) -> (position: Double, velocity: Double) {
        (position + velocity * rate * (1 - decay) / (1 - rate), velocity * decay)
    }

    /// Where an unbounded deceleration would come to rest.
    public var projectedPosition: Double {
        position + velocity * rate / (1 - rate)
    }

    /// Milliseconds until the content reaches `target`, or nil if it never does.
    public func time(toReach target: Double) -> Double? {
        let distance = target - position
        guard velocity != 0, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
        // dᵗ = 1 − distance·(1 − d)/(v0·d)
        let remaining = 1 - distance * (1 - rate) / (velocity * rate)
        guard remaining > 0, remaining < 1 else { return nil }
        return log(remaining) / log(rate)
    }
}
