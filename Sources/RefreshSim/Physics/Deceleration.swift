import Foundation

/// Momentum inside the legal range (the friction half of `BouncingSimulation`): velocity keeps
/// the share `rate` of itself every millisecond.
///
/// Exact discrete form (reference/uikit-scroll-model.md, "Deceleration"): after `t` ms,
/// `x(t) = x0 + v0·d·(1 − dᵗ)/(1 − d)` and `dx(t) = v0·dᵗ`, velocities in pt/ms. It is done once
/// `|v|` falls under the tolerance's 0.01 pt/ms.
public struct Deceleration: Simulation, Sendable, Equatable {
    public var rate: Double
    public var position: Double
    public var velocity: Double
    public var tolerance: Tolerance

    public init(rate: Double, position: Double, velocity: Double, tolerance: Tolerance = .uiScrollView) {
        self.rate = rate
        self.position = position
        self.velocity = velocity
        self.tolerance = tolerance
    }

    public func x(_ t: Double) -> Double { state(at: t).position }
    public func dx(_ t: Double) -> Double { velocity * pow(rate, t) }
    public func isDone(_ t: Double) -> Bool { abs(dx(t)) < tolerance.velocity }

    public func state(at t: Double) -> MotionState {
        let decay = pow(rate, t)
        let v = velocity * decay
        return MotionState(
            position: position + velocity * rate * (1 - decay) / (1 - rate), velocity: v,
            isDone: abs(v) < tolerance.velocity)
    }

    /// Where an unbounded deceleration would end if it never stopped: WWDC 2018's `v0·d/(1 − d)`.
    public var projectedPosition: Double {
        position + velocity * rate / (1 - rate)
    }

    /// UIKit's `targetContentOffset`: where the velocity reaches the 0.01 pt/ms stop,
    /// `x0 − (v0 − 0.01·sign v0)/ln d`. Decompiled iOS 18.2 UIKitCore, `UIScrollView.m`,
    /// `-_scrollViewWillEndDraggingWithDeceleration:`. It agrees with the twelve targets recorded
    /// on iOS 26.5 to 0.16 pt (the WWDC projection is up to 5 pt off them).
    public var restingPosition: Double {
        let stop = velocity >= 0 ? tolerance.velocity : -tolerance.velocity
        return position - (velocity - stop) / log(rate)
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
