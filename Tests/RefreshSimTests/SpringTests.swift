import Foundation
import Testing
import RefreshSim

/// The spring behind UIView's and Core Animation's spring animations: the closed form at chosen
/// times, the equation of motion in every regime, and the two published mappings to a spring.
struct SpringTests {
    /// Positions of a unit displacement, worked out from the closed forms by hand (Python, double
    /// precision): k = 100, c = 10 (ζ = 0.5); the same thrown back at 2 /s; k = 100, c = 20
    /// (ζ = 1); k = 100, c = 30 (ζ = 1.5).
    @Test(arguments: [
        (100.0, 10.0, 0.0, 0.05, 0.8955945265449207), (100, 10, 0, 0.1, 0.6597001533917017),
        (100, 10, 0, 0.3, -0.12435476740841166), (100, 10, 0, 0.6, -0.002289494007718294),
        (100, 10, -2, 0.05, 0.8201254858499393), (100, 10, -2, 0.2, 0.06671843921262131),
        (100, 20, 0, 0.05, 0.9097959895689501), (100, 20, 0, 0.2, 0.4060058497098381),
        (100, 30, 0, 0.05, 0.9211332218348366), (100, 30, 0, 0.2, 0.5444956660098628),
    ])
    func theClosedFormAtChosenTimes(stiffness: Double, damping: Double, velocity: Double, seconds: Double, expected: Double) {
        let motion = SpringSimulation(
            spring: SpringDescription(stiffness: stiffness, damping: damping), start: 1, end: 0, velocity: velocity / 1000)
        #expect(abs(motion.x(seconds * 1000) - expected) < 1e-12)
    }

    /// m·ẍ + c·ẋ + k·(x − end) = 0 along the motion, the velocity is the position's derivative, and
    /// the motion starts where and as fast as it was told, for every regime and around ζ = 1.
    @Test(arguments: [0.2, 0.43, 0.999_999, 1, 1.000_001, 1.5, 4])
    func theMotionSolvesTheSpringsEquation(dampingRatio: Double) {
        let spring = SpringDescription(mass: 2, stiffness: 300, dampingRatio: dampingRatio)
        let motion = SpringSimulation(spring: spring, start: 40, end: 10, velocity: -0.5)
        #expect(abs(motion.x(0) - 40) < 1e-9 && abs(motion.dx(0) + 0.5) < 1e-9)
        let h = 0.01
        for t in stride(from: 5.0, through: 600, by: 35) {
            let velocity = (motion.x(t + h) - motion.x(t - h)) / (2 * h)
            #expect(abs(velocity - motion.dx(t)) < 1e-6)
            let acceleration = (motion.dx(t + h) - motion.dx(t - h)) / (2 * h) * 1e6
            let residual = spring.mass * acceleration + spring.damping * motion.dx(t) * 1000 + spring.stiffness * (motion.x(t) - 10)
            #expect(abs(residual) < 1e-3 * spring.stiffness)
        }
    }

    /// Framer's published conversion (framer/SpringsExample: 3 s at damping 0.25 is tension
    /// 54.83363359078326, friction 3.702486785620688), and its defining equation at DGElasticPullToRefresh's
    /// bounce (0.9 s, 0.43) and at critical damping.
    @Test func uiViewsDampingAndDurationMapToFramersSpring() {
        let framer = SpringDescription.uiView(dampingRatio: 0.25, duration: 3)
        #expect(abs(framer.stiffness - 54.83363359078326) < 1e-9 && abs(framer.damping - 3.702486785620688) < 1e-9)
        #expect(framer.mass == 1)
        let elastic = SpringDescription.uiView(dampingRatio: 0.43, duration: 0.9)
        let omega = elastic.undampedFrequency
        let sineTerm = 0.43 / (1 - 0.43 * 0.43).squareRoot() * exp(-0.43 * omega * 0.9)
        #expect(abs(sineTerm - 0.001) < 1e-12 && abs(omega - 15.932835776817754) < 1e-9)
        let critical = SpringDescription.uiView(dampingRatio: 1, duration: 0.5)
        let w = critical.undampedFrequency
        #expect(abs(exp(-w * 0.5) * (1 + w * 0.5) - 0.001) < 1e-12 && abs(critical.dampingRatio - 1) < 1e-12)
        // Above 1 is taken as 1; the animation has died down to ε by its end.
        #expect(SpringDescription.uiView(dampingRatio: 3, duration: 0.5) == critical)
        // Only the sine term is held to ε: at the end the whole motion is within its envelope,
        // e^{−ζω₀·duration}/√(1 − ζ²) = ε/ζ, the jump the animation makes when it is removed.
        let settled = SpringSimulation(spring: elastic, start: 1, end: 0, velocity: 0)
        #expect(abs(settled.x(900)) <= 0.001 / 0.43 && abs(settled.x(900)) > 0.001)
    }

    @Test func aThrownSpringStillSettlesByTheEnd() {
        // initialSpringVelocity 5: five distances a second toward the target.
        let spring = SpringDescription.uiView(dampingRatio: 0.7, duration: 0.5, initialVelocity: 5)
        let omega = spring.undampedFrequency
        let sine = (1 - 0.49).squareRoot()
        #expect(abs((0.7 * omega - 5) / (omega * sine) * exp(-0.7 * omega * 0.5) - 0.001) < 1e-12)
    }

    /// Apple's documentation of SwiftUI's `Spring`: `Spring(duration: 0.5, bounce: 0.3)` is
    /// (mass 1.0, stiffness 157.9, damping 17.6), and (1, 100, 10) is a duration of 0.63 s with bounce 0.5.
    @Test func aPerceptualDurationAndBounceMapAsApplesSpring() {
        let spring = SpringDescription.perceptual(duration: 0.5, bounce: 0.3)
        #expect((spring.stiffness * 10).rounded() == 1579 && (spring.damping * 10).rounded() == 176 && spring.mass == 1)
        let other = SpringDescription(stiffness: 100, damping: 10)
        #expect(((2 * Double.pi / other.undampedFrequency) * 100).rounded() == 63 && 1 - other.dampingRatio == 0.5)
        #expect(abs(SpringDescription.perceptual(duration: 0.4, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(SpringDescription.perceptual(duration: 0.4).dampingRatio - 1) < 1e-12)
    }

    @Test(arguments: [0.3, 0.7, 1, 2])
    func afterItsSettlingDurationTheSpringStaysWithinEpsilon(dampingRatio: Double) {
        let spring = SpringDescription(stiffness: 200, dampingRatio: dampingRatio)
        let settling = spring.settlingDuration()
        let motion = SpringSimulation(spring: spring, start: 1, end: 0, velocity: 0)
        for t in stride(from: settling * 1000, through: settling * 3000, by: 3) { #expect(abs(motion.x(t)) <= 0.001 + 1e-12) }
        if dampingRatio < 1 {
            #expect(
                abs(exp(-dampingRatio * spring.undampedFrequency * settling) / (1 - dampingRatio * dampingRatio).squareRoot() - 0.001)
                    < 1e-12)
        } else {
            #expect(abs(abs(motion.x(settling * 1000)) - 0.001) < 1e-9)
        }
    }
}
