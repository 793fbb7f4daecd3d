import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The reference's public check values (reference/uikit-scroll-model.md).
struct PhysicsTests {
    @Test(arguments: [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)])
    func rubberBandMatchesThePublicTable(overscroll: Double, expected: Double) {
        let band = RubberBand(coefficient: 0.55, dimension: 960)
        #expect(abs(band.stretch(forOverscroll: overscroll) - expected) < 0.005)
    }

    @Test func rubberBandInverseRoundTrips() {
        let band = RubberBand(coefficient: 0.55, dimension: 568)
        for x in [0.0, 1, 37.5, 250, 1000, 5000] {
            #expect(abs(band.overscroll(forStretch: band.stretch(forOverscroll: x)) - x) < 1e-6 * max(1, x))
        }
        #expect(band.offset(forRaw: -300, minimum: -64, maximum: 1000) < -64)
        #expect(
            band.raw(forOffset: band.offset(forRaw: -300, minimum: -64, maximum: 1000), minimum: -64, maximum: 1000) == -300
                || abs(band.raw(forOffset: band.offset(forRaw: -300, minimum: -64, maximum: 1000), minimum: -64, maximum: 1000) + 300)
                    < 1e-9
        )
    }

    /// The reference's check case: samples (0 ms, 0), (10, 10), (20, 30), (30, 60) give interval
    /// velocities 1000, 2000, 3000 pt/s, and "0.2·3000 + 0.8·2000". That sum is 2200; the
    /// reference prints 2600, an arithmetic slip (2600 would need other weights, e.g. 0.6/0.4).
    @Test func velocityTrackerWeightsTheLastTwoSamples() {
        var tracker = VelocityTracker()
        for (ms, y) in [(0.0, 0.0), (10, 10), (20, 30), (30, 60)] {
            tracker.addSample(time: ms / 1000, y: y)
        }
        #expect(abs(tracker.velocity - (0.2 * 3000 + 0.8 * 2000)) < 1e-6)
        #expect(abs(tracker.velocity - 2200) < 1e-6)
    }

    @Test func aFingerHeldStillForTwoFramesReleasesWithZeroVelocity() {
        var tracker = VelocityTracker()
        for (frame, y) in [(0, 0.0), (1, 40), (2, 80), (3, 80), (4, 80)] {
            tracker.addSample(time: Double(frame) / 60, y: y)
        }
        #expect(tracker.velocity == 0)
    }

    @Test func projectionFollowsWWDC2018() {
        #expect(abs(Deceleration(rate: 0.998, position: 0, velocity: 1).projectedPosition - 499) < 1e-9)
        #expect(abs(Deceleration(rate: 0.99, position: 0, velocity: 1).projectedPosition - 99) < 1e-9)
    }

    @Test func decelerationStepsComposeExactly() {
        let d = Deceleration(rate: 0.998, position: 10, velocity: 2)
        let half = Deceleration(rate: 0.998, position: d.x(8), velocity: d.dx(8))
        #expect(abs(half.x(8) - d.x(16)) < 1e-9)
        #expect(abs(half.dx(8) - d.dx(16)) < 1e-12)
    }

    @Test func recoilStepsComposeExactly() {
        let b = ExponentialRecoil(rate: 0.998, overshoot: -40, velocity: -1.5)
        let later = ExponentialRecoil(rate: 0.998, overshoot: b.x(5), velocity: b.dx(5))
        #expect(abs(later.x(11) - b.x(16)) < 1e-9)
        #expect(abs(later.dx(11) - b.dx(16)) < 1e-12)
        let s = SpringRecoil(overshoot: -40, velocity: -1.5)
        let laterSpring = SpringRecoil(overshoot: s.x(5), velocity: s.dx(5))
        #expect(abs(laterSpring.x(11) - s.x(16)) < 1e-9)
        #expect(abs(laterSpring.dx(11) - s.dx(16)) < 1e-12)
    }

    /// A spring that keeps its decays over one frame (as a scroll view's does) gives the same
    /// doubles as one working them out at every step, at the frame's step and at any other (a
    /// step cut short at an edge).
    @Test func aSpringsFrameDecaysAreTheSameDoubles() {
        for spring in [SpringConstants.ios26, SpringConstants(stiffness: 900, dampingRatio: 2)] {
            for frame in [1000.0 / 60, 1000.0 / 120, 1000.0 / 90] {
                let stepping = spring.steppingFrames(of: frame)
                #expect(stepping == spring)
                for t in [frame, frame / 2, frame * 2, 0, 3.7] {
                    for (overshoot, velocity) in [(-40.0, -1.5), (-177, 0), (12, 3)] {
                        let worked = SpringRecoil(overshoot: overshoot, velocity: velocity, spring: spring).state(at: t)
                        let kept = SpringRecoil(overshoot: overshoot, velocity: velocity, spring: stepping).state(at: t)
                        #expect(worked.position.bitPattern == kept.position.bitPattern, "\(frame) \(t)")
                        #expect(worked.velocity.bitPattern == kept.velocity.bitPattern, "\(frame) \(t)")
                    }
                }
            }
        }
    }

    @Test func simulationsAreDoneWhereUIKitStops() {
        // 1 pt/ms at 0.998 falls under 0.01 pt/ms after ln(0.01)/ln(0.998) ≈ 2300 ms.
        let d = Deceleration(rate: 0.998, position: 0, velocity: 1)
        #expect(!d.isDone(2299) && d.isDone(2301))
        #expect(Tolerance.uiScrollView == Tolerance(distance: 0.5, velocity: 0.01))
        // A 100 pt stretch let go is within 0.5 pt after ln(0.005)/ln(0.99) ≈ 527 ms.
        let b = ExponentialRecoil(rate: 0.998, overshoot: -100, velocity: 0)
        #expect(!b.isDone(526) && b.isDone(528))
    }

    @Test func theIOS18StretchDecaysAsPointNineNinePerMillisecond() {
        let b = ExponentialRecoil(rate: 0.998, overshoot: -100, velocity: 0)
        #expect(abs(b.x(100) - (-100 * pow(0.99, 100))) < 1e-9)
    }

    /// The spring's constants give the two decay rates of an overdamped spring: λ₁λ₂ = k and
    /// λ₁ + λ₂ = −2ζ√k (per second).
    @Test func theIOS26SpringIsOverdampedWithTheFittedConstants() {
        let l1 = SpringRecoil.slowRate * 1000
        let l2 = SpringRecoil.fastRate * 1000
        #expect(abs(l1 * l2 - 374) < 1e-9)
        #expect(abs((l1 + l2) + 2 * 1.34 * 374.0.squareRoot()) < 1e-9)
        #expect(l1 < 0 && l2 < l1)
        // Released at rest it starts at rest and never reaches the edge.
        let s = SpringRecoil(overshoot: -177, velocity: 0)
        #expect(abs(s.dx(0)) < 1e-12)
        #expect((1...2000).allSatisfy { s.x(Double($0)) < 0 })
        #expect(s.timeToEdge() == nil)
    }

    /// Thrown back toward the content hard enough, either recoil crosses the edge, and says when.
    @Test(arguments: RecoilModel.allCases)
    func aRecoilThrownBackAtTheEdgeReportsTheCrossing(model: RecoilModel) throws {
        let r = model.recoil(overshoot: -20, velocity: 3, decelerationRate: 0.998)
        let t = try #require(r.timeToEdge())
        #expect(abs(r.x(t)) < 1e-9)
        #expect(r.x(t - 1) < 0 && r.x(t + 1) > 0)
    }

    @Test(arguments: RecoilModel.allCases)
    func pullBackIsWhatARestingOvershootLosesInAFrame(model: RecoilModel) {
        let lost = model.pullBack(overshoot: -100, milliseconds: 16)
        #expect(abs(lost - (100 + model.recoil(overshoot: -100, velocity: 0, decelerationRate: 0.998).x(16))) < 1e-9)
        #expect(lost > 0 && lost < 100)
    }

    @Test func pixelGridRoundsToHalfPointsAtScaleTwo() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(10.26) == 10.5)
        #expect(grid.round(-0.2) == 0)
        #expect(grid.round(-0.2).sign == .plus)
        let thirds = PixelGrid(scale: 3)
        #expect(thirds.round(1.2) == 4.0 / 3)
    }
}
