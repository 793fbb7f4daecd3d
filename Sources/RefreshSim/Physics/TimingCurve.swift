import Foundation

/// Curves for UIView.animate and setContentOffset(animated:).
public enum TimingCurve: Sendable, Equatable {
    case linear
    case easeInOut
    case easeOut
    /// A spring released at the start, at `initialVelocity` distances a second toward the end,
    /// over an animation of `duration` seconds: the value is where the spring is (beyond 1 while
    /// it overshoots), and the end is exact once the duration is over, as UIKit removes the
    /// animation then.
    case spring(SpringDescription, initialVelocity: Double, duration: Double)
    /// A cubic Bézier from (0, 0) to (1, 1), as Core Animation's timing functions.
    case bezier(UnitBezier)

    /// Progress `p` (0…1) of time mapped to progress of value.
    public func value(_ p: Double) -> Double {
        let t = min(max(p, 0), 1)
        switch self {
        case .linear: return t
        // Smoothstep stands in for CoreAnimation's cubic-bezier ease-in-out (0.42, 0, 0.58, 1);
        // they differ by under 2% of the distance.
        case .easeInOut: return t * t * (3 - 2 * t)
        case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
        case let .bezier(curve): return curve.value(t)
        case let .spring(spring, velocity, duration):
            guard t < 1 else { return 1 }
            return 1 - SpringSimulation(spring: spring, start: 1, end: 0, velocity: -velocity / 1000).x(t * duration * 1000)
        }
    }
}
