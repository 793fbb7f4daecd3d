import Foundation

/// UIKit's recoil as decompiled from iOS 18.2 (`physics.recoil: "ios18"`): outside the legal
/// range the overshoot shrinks by an extra factor 0.99 per millisecond on top of the deceleration,
/// an exponential pull-back rather than a spring.
///
/// Over `r` ms: `y ← b·y + (1 − a)·b·d·v/(1 − d)` and `v ← a·b·v` with `a = dʳ`, `b = 0.99ʳ`
/// (reference/uikit-scroll-model.md, "Bounce"; UIKitCore `UIScrollView.m`,
/// `-_getBouncingDecelerationOffset:forTimeInterval:…`, which writes `b` as `exp(−0.01005·r)`).
/// The form composes exactly (r₁ then r₂ equals r₁ + r₂), so the frame rate does not matter.
/// Released with zero velocity it is `y(t) = y0·0.99ᵗ`, which never reaches the edge.
public struct ExponentialRecoil: Recoil, Sendable, Equatable {
    /// Extra share of the overshoot kept per millisecond outside the range.
    public static let pullBack = 0.99

    /// The deceleration rate `d`, which keeps acting in the band.
    public var rate: Double
    public var overshoot: Double
    /// pt/ms.
    public var velocity: Double
    public var tolerance: Tolerance

    public init(rate: Double, overshoot: Double, velocity: Double, tolerance: Tolerance = .uiScrollView) {
        self.rate = rate
        self.overshoot = overshoot
        self.velocity = velocity
        self.tolerance = tolerance
    }

    public func x(_ r: Double) -> Double { state(at: r).position }
    public func dx(_ r: Double) -> Double { state(at: r).velocity }
    public func isDone(_ r: Double) -> Bool { state(at: r).isDone }

    public func state(at r: Double) -> MotionState {
        let a = pow(rate, r)
        let b = pow(Self.pullBack, r)
        let y = b * overshoot + (1 - a) * b * rate * velocity / (1 - rate)
        let v = a * b * velocity
        return MotionState(
            position: y, velocity: v,
            isDone: abs(y) <= tolerance.distance && abs(v) < tolerance.velocity)
    }

    /// `x(r) = 0` ⇔ `dʳ = 1 + y0·(1 − d)/(d·v)`: only when the velocity points back at the edge.
    public func timeToEdge() -> Double? {
        guard velocity != 0, overshoot != 0, (overshoot > 0) != (velocity > 0) else { return nil }
        let a = 1 + overshoot * (1 - rate) / (rate * velocity)
        guard a > 0, a < 1 else { return nil }
        return log(a) / log(rate)
    }
}
