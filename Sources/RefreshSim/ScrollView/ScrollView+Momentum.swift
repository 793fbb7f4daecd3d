import Foundation

/// Deceleration and bounce after the finger lifts.
struct Momentum {
    /// Unrounded position; the offset shown is this rounded to the pixel grid.
    var position: Double
    /// pt/ms.
    var velocity: Double
}

extension ScrollView {
    func beginDecelerating(velocity: Double) {
        isDecelerating = true
        momentum = Momentum(position: offsetY, velocity: velocity)
        runtime.record(.willBeginDecelerating(velocity: velocity * 1000))
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Advances the momentum by `milliseconds`, splitting the step wherever it crosses an edge:
    /// plain deceleration inside the range, deceleration plus pull-back outside.
    func stepMomentum(milliseconds: Double) {
        guard var state = momentum else { return }
        let rate = physics.decelerationRate
        let powers = framePowers
        var remaining = milliseconds
        var guardCount = 0
        while remaining > 0, guardCount < 8 {
            guardCount += 1
            let low = minimumOffset, high = maximumOffset
            let x = state.position, v = state.velocity
            let outside = x < low || x > high || (x == low && v < 0) || (x == high && v > 0)
            if outside {
                let edge = x < low || (x == low && v < 0) ? low : high
                guard physics.bounces else {
                    state = Momentum(position: edge, velocity: 0)
                    break
                }
                let bounce = Bounce(rate: rate, overshoot: x - edge, velocity: v)
                if let back = bounce.timeToEdge(), back < remaining {
                    state = Momentum(position: edge, velocity: bounce.dx(back))
                    remaining -= back
                    continue
                }
                let step = bounce.advanced(decay: powers.decay(remaining), pull: powers.pull(remaining))
                state = Momentum(position: edge + step.overshoot, velocity: step.velocity)
                remaining = 0
            } else {
                let deceleration = Deceleration(rate: rate, position: x, velocity: v)
                let edge = v < 0 ? low : high
                if let cross = deceleration.time(toReach: edge), cross < remaining {
                    state = Momentum(position: edge, velocity: physics.bounces ? deceleration.dx(cross) : 0)
                    remaining -= cross
                    continue
                }
                let step = deceleration.advanced(decay: powers.decay(remaining))
                state = Momentum(position: step.position, velocity: step.velocity)
                remaining = 0
            }
        }
        let low = minimumOffset, high = maximumOffset
        let settled = abs(state.velocity) < Deceleration.stopSpeed
            && state.position >= low - Bounce.restTolerance && state.position <= high + Bounce.restTolerance
        if settled {
            momentum = nil
            isDecelerating = false
            setOffset(min(max(state.position, low), high))
            runtime.record(.didEndDecelerating(offset: offsetY))
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            momentum = state
            setOffset(state.position)
        }
    }

    /// Whether the content is outside the range by more than the rest tolerance.
    var isBouncing: Bool {
        offsetY < minimumOffset - Bounce.restTolerance || offsetY > maximumOffset + Bounce.restTolerance
    }
}

/// `rateᵗ` and `0.99ᵗ` for a whole frame, computed once: most steps are whole frames.
struct FramePowers {
    let milliseconds: Double
    let rate: Double
    let wholeFrameDecay: Double
    let wholeFramePull: Double

    init(rate: Double, milliseconds: Double) {
        self.milliseconds = milliseconds
        self.rate = rate
        wholeFrameDecay = pow(rate, milliseconds)
        wholeFramePull = pow(Bounce.pullBack, milliseconds)
    }

    func decay(_ t: Double) -> Double { t == milliseconds ? wholeFrameDecay : pow(rate, t) }
    func pull(_ t: Double) -> Double { t == milliseconds ? wholeFramePull : pow(Bounce.pullBack, t) }
}
