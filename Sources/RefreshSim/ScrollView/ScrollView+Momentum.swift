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

    /// Advances the momentum by `milliseconds`. The simulation is rebuilt from the current state
    /// every frame, so edges that move mid-flight (an inset added or removed) take effect at once;
    /// its closed forms compose, so this is exact.
    @inline(__always)
    func stepMomentum(milliseconds: Double) {
        if momentum != nil { advanceMomentum(milliseconds: milliseconds) }
    }

    private func advanceMomentum(milliseconds: Double) {
        guard let state = momentum else { return }
        let next = BouncingSimulation(
            position: state.position, velocity: state.velocity, minimum: minimumOffset, maximum: maximumOffset,
            decelerationRate: physics.decelerationRate, recoil: physics.recoil, bounces: physics.bounces,
            spring: spring
        ).state(at: milliseconds)
        if next.isDone {
            momentum = nil
            isDecelerating = false
            setOffset(min(max(next.position, minimumOffset), maximumOffset))
            runtime.record(.didEndDecelerating(offset: offsetY))
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            momentum = Momentum(position: next.position, velocity: next.velocity)
            setOffset(next.position)
        }
    }

    /// Whether the content is outside the range by more than the tolerance.
    var isBouncing: Bool {
        let slack = Tolerance.uiScrollView.distance
        return offsetY < minimumOffset - slack || offsetY > maximumOffset + slack
    }
}
