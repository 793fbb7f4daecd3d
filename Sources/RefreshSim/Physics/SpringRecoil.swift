import Foundation

/// The recoil a UIScrollView shows on iOS 26 (`physics.recoil: "ios26"`, the default): an
/// overdamped spring `ÿ = −k·y − 2ζ√k·ẏ` pulling the overshoot `y` back to the edge.
///
/// Where the constants come from: released at rest from −177 pt, the recorded iOS 26.5 recoil
/// (reference/recorded-traces.md; samoylenkodmitry/Cranpose,
/// `crates/cranpose-ui/src/tests/ios_fling_measurement.rs`, `BOUNCE_TRACE`) is slower than
/// iOS 18's `0.99ᵗ` and speeds up as it goes: the shape of a spring started from rest. A least
/// squares fit gives k = 374 s⁻², ζ = 1.34, within 1.3 pt of every sample once the recorded
/// clock is shifted by 15.9 ms, the same shift that brings the recorded fling of that file within
/// 0.33 pt of the deceleration (both traces come from the same two callbacks, whose clocks are
/// about a frame apart). Without a shift a stiffer spring fits (Cranpose's k ≈ 1910, ζ ≈ 2.71,
/// within 2.9 pt), but it would stop a 3000 pt/s fling within 12 pt of the edge.
///
/// Momentum that runs past an edge is the same spring started at the edge with the crossing
/// velocity (Flutter's `BouncingScrollSimulation` does the same): the overshoot peaks, at
/// `v/(λ₁ − λ₂)·(e^{λ₁t} − e^{λ₂t})` — about 46 pt for 3000 pt/s — and returns without
/// crossing back, since an overdamped spring crosses its rest point at most once. There is no
/// recording of that case; it follows from the fitted constants alone.
public struct SpringRecoil: Recoil, Sendable, Equatable {
    /// k, per second squared: the fitted iOS 26.5 value (`SpringConstants.ios26`).
    public static let stiffness = 374.0
    /// ζ; above 1, so the spring never oscillates.
    public static let dampingRatio = 1.34

    /// The two decay rates λ₁ (slow) and λ₂ (fast) of the iOS 26 spring, per millisecond.
    static let slowRate = SpringConstants.ios26.slowRate
    static let fastRate = SpringConstants.ios26.fastRate

    public var overshoot: Double
    /// pt/ms.
    public var velocity: Double
    public var tolerance: Tolerance
    /// The spring (a scenario's `physics.recoilStiffness` and `recoilDampingRatio`).
    public var spring: SpringConstants
    private var slowRate: Double { spring.slowRate }
    private var fastRate: Double { spring.fastRate }

    public init(overshoot: Double, velocity: Double, tolerance: Tolerance = .uiScrollView, spring: SpringConstants = .ios26) {
        self.overshoot = overshoot
        self.velocity = velocity
        self.tolerance = tolerance
        self.spring = spring
    }

    /// `y(t) = A·e^{λ₁t} + B·e^{λ₂t}` with `A + B = y0` and `λ₁A + λ₂B = v0`.
    private var slowPart: Double { (velocity - fastRate * overshoot) / (slowRate - fastRate) }

    public func x(_ t: Double) -> Double { state(at: t).position }
    public func dx(_ t: Double) -> Double { state(at: t).velocity }
    public func isDone(_ t: Double) -> Bool { state(at: t).isDone }

    public func state(at t: Double) -> MotionState {
        let a = slowPart
        let b = overshoot - a
        let (slow, fast) = spring.decays(over: t)
        let y = a * slow + b * fast
        let v = slowRate * a * slow + fastRate * b * fast
        return MotionState(
            position: y, velocity: v,
            isDone: abs(y) <= tolerance.distance && abs(v) < tolerance.velocity)
    }

    /// `y(t) = 0` ⇔ `e^{(λ₁−λ₂)t} = −B/A`: only when the velocity throws the content back across
    /// the edge (a release while moving toward the content).
    public func timeToEdge() -> Double? {
        let a = slowPart
        let b = overshoot - a
        guard overshoot != 0, a != 0 else { return nil }
        let ratio = -b / a
        guard ratio > 1 else { return nil }
        return log(ratio) / (slowRate - fastRate)
    }
}

/// An overdamped spring's constants: stiffness k (s⁻²) and damping ratio ζ (> 1).
public struct SpringConstants: Sendable, Equatable {
    public let stiffness: Double
    public let dampingRatio: Double
    /// λ₁ and λ₂, per millisecond: `−ω(ζ ∓ √(ζ² − 1))` with `ω = √k`; worked out once, not at
    /// every frame of a recoil.
    let slowRate: Double
    let fastRate: Double
    /// `e^{λ₁t}` and `e^{λ₂t}` over one frame of the run: a recoil advances a frame at a time, and
    /// the two `exp`s were two thirds of a bouncing frame's recoil (callgrind). Left out of `==`.
    private var frameDecays: (t: Double, slow: Double, fast: Double)?

    public init(stiffness: Double, dampingRatio: Double) {
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
        let omega = stiffness.squareRoot() / 1000
        let spread = (dampingRatio * dampingRatio - 1).squareRoot()
        slowRate = -omega * (dampingRatio - spread)
        fastRate = -omega * (dampingRatio + spread)
    }

    /// The same spring, its decays over a frame of `milliseconds` worked out once.
    func steppingFrames(of milliseconds: Double) -> SpringConstants {
        var spring = self
        spring.frameDecays = (milliseconds, exp(slowRate * milliseconds), exp(fastRate * milliseconds))
        return spring
    }

    /// `e^{λ₁t}` and `e^{λ₂t}`: the same doubles whether or not `t` is the frame's.
    func decays(over t: Double) -> (slow: Double, fast: Double) {
        if let frameDecays, frameDecays.t == t { return (frameDecays.slow, frameDecays.fast) }
        return (exp(slowRate * t), exp(fastRate * t))
    }

    public static func == (lhs: SpringConstants, rhs: SpringConstants) -> Bool {
        lhs.stiffness == rhs.stiffness && lhs.dampingRatio == rhs.dampingRatio && lhs.slowRate == rhs.slowRate
            && lhs.fastRate == rhs.fastRate
    }

    /// Fitted to the iOS 26.5 recording (`SpringRecoil`).
    public static let ios26 = SpringConstants(stiffness: SpringRecoil.stiffness, dampingRatio: SpringRecoil.dampingRatio)
}
