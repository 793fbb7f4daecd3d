/// Momentum after the finger lifts, with the legal range's edges as input: `Deceleration` inside
/// the range, the scenario's `Recoil` outside it (Flutter's `BouncingScrollSimulation` composes
/// friction and a spring the same way).
///
/// A step that crosses an edge is split at the crossing, so the position and velocity are
/// continuous there: deceleration up to the edge, then the recoil from the edge with the velocity
/// the content had (reference/uikit-scroll-model.md, "Bounce"). UIKit's own split interpolates the
/// crossing linearly inside the frame; the exact time used here keeps 60 and 120 Hz alike.
/// With `bounces` off the content stops dead at the edge.
public struct BouncingSimulation: Simulation, Sendable, Equatable {
    public var position: Double
    /// pt/ms.
    public var velocity: Double
    public var minimum: Double
    public var maximum: Double
    public var decelerationRate: Double
    public var recoil: RecoilModel
    public var bounces: Bool
    public var tolerance: Tolerance
    /// The `ios26` recoil's spring.
    public var spring: SpringConstants

    public init(
        position: Double, velocity: Double, minimum: Double, maximum: Double,
        decelerationRate: Double, recoil: RecoilModel, bounces: Bool = true,
        tolerance: Tolerance = .uiScrollView, spring: SpringConstants = .ios26
    ) {
        self.position = position
        self.velocity = velocity
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.decelerationRate = decelerationRate
        self.recoil = recoil
        self.bounces = bounces
        self.tolerance = tolerance
        self.spring = spring
    }

    public func x(_ t: Double) -> Double { state(at: t).position }
    public func dx(_ t: Double) -> Double { state(at: t).velocity }
    public func isDone(_ t: Double) -> Bool { state(at: t).isDone }

    /// Done when slow and within the tolerance of the range: UIKit no longer counts it as bouncing.
    public func state(at t: Double) -> MotionState {
        let (x, v) = motion(at: t)
        let resting =
            abs(v) < tolerance.velocity
            && x >= minimum - tolerance.distance && x <= maximum + tolerance.distance
        return MotionState(position: x, velocity: v, isDone: resting)
    }

    private func motion(at t: Double) -> (position: Double, velocity: Double) {
        var x = position
        var v = velocity
        var remaining = max(t, 0)
        // Each pass ends the step or lands exactly on an edge; a step crosses an edge at most
        // twice (out into the band and back), so a few passes always suffice.
        for _ in 0..<4 {
            if let edge = edgeBeyond(x, moving: v) {
                guard bounces else { return (edge, 0) }
                let step =
                    switch recoil {
                    case .ios26:
                        Self.recoilStep(
                            SpringRecoil(overshoot: x - edge, velocity: v, tolerance: tolerance, spring: spring),
                            within: remaining)
                    case .ios18:
                        Self.recoilStep(
                            ExponentialRecoil(
                                rate: decelerationRate, overshoot: x - edge, velocity: v,
                                tolerance: tolerance), within: remaining)
                    }
                if let back = step.backAfter {
                    (x, v, remaining) = (edge, step.velocity, remaining - back)
                    continue
                }
                return (edge + step.overshoot, step.velocity)
            }
            let friction = Deceleration(rate: decelerationRate, position: x, velocity: v, tolerance: tolerance)
            let edge = v < 0 ? minimum : maximum
            if let cross = friction.time(toReach: edge), cross < remaining {
                (x, v, remaining) = (edge, friction.dx(cross), remaining - cross)
                continue
            }
            let end = friction.state(at: remaining)
            return (end.position, end.velocity)
        }
        return (x, v)
    }

    /// The recoil over `remaining` ms, or up to where it throws the content back across the edge
    /// (`backAfter`). Generic rather than `any Recoil`, so a frame allocates nothing.
    private static func recoilStep<R: Recoil>(_ band: R, within remaining: Double)
        -> (backAfter: Double?, overshoot: Double, velocity: Double)
    {
        if let back = band.timeToEdge(), back < remaining { return (back, 0, band.dx(back)) }
        let end = band.state(at: remaining)
        return (nil, end.position, end.velocity)
    }

    /// The edge the content is past, or sits on while moving out of the range.
    private func edgeBeyond(_ x: Double, moving v: Double) -> Double? {
        if x < minimum || (x == minimum && v < 0) { return minimum }
        if x > maximum || (x == maximum && v > 0) { return maximum }
        return nil
    }
}
