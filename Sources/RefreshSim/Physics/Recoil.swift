/// The pull back toward the edge while the content is outside the legal range: the recoil half
/// of `BouncingSimulation`. Its position is the overshoot `y = offset − edge` (negative above the
/// top edge, positive below the bottom), and it comes to rest at 0.
public protocol Recoil: Simulation {
    /// Milliseconds until the overshoot reaches 0 (the content re-enters the range), if the
    /// velocity carries it back across the edge.
    func timeToEdge() -> Double?
}

/// Which recoil a scenario uses (`physics.recoil`).
public enum RecoilModel: String, Sendable, Equatable, CaseIterable {
    /// An overdamped spring fitted to a UIScrollView recorded on iOS 26.5 (the default).
    case ios26
    /// UIKit's exponential pull-back of 0.99 per millisecond, as decompiled from iOS 18.2.
    case ios18

    public func recoil(
        overshoot: Double, velocity: Double, decelerationRate: Double,
        tolerance: Tolerance = .uiScrollView, spring: SpringConstants = .ios26
    ) -> any Recoil {
        switch self {
        case .ios26:
            return SpringRecoil(overshoot: overshoot, velocity: velocity, tolerance: tolerance, spring: spring)
        case .ios18:
            return ExponentialRecoil(
                rate: decelerationRate, overshoot: overshoot, velocity: velocity,
                tolerance: tolerance)
        }
    }

    /// The velocity the content keeps when app code writes `contentOffset` while it recoils from
    /// past an edge. iOS 18's pull-back moves the content without giving it velocity (decompiled
    /// `_getBouncingDecelerationOffset:`: `v ← a·b·v`), so what it has is momentum, which carries
    /// on from the new place. The spring's velocity is its own pull toward the edge: carried on,
    /// it would throw the content hundreds of points into the list, so the write restarts the
    /// recoil from rest. No recording covers this; it keeps the two models alike here.
    public func velocityAfterWrite(_ velocity: Double) -> Double {
        switch self {
        case .ios26: 0
        case .ios18: velocity
        }
    }

    /// The most the recoil alone moves a resting overshoot toward the edge in `milliseconds`;
    /// any velocity adds at most `|v|·t` on top. Analysis uses it to tell physics from a jump.
    public func pullBack(overshoot: Double, milliseconds: Double, spring: SpringConstants = .ios26) -> Double {
        // At rest the deceleration rate plays no part; any valid rate will do.
        let resting = recoil(overshoot: abs(overshoot), velocity: 0, decelerationRate: 0.998, spring: spring)
        return abs(overshoot) - resting.x(milliseconds)
    }
}
