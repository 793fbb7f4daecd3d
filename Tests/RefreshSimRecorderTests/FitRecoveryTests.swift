import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing

/// `fit` on recordings the recorder made in the stand-in, of runs whose physics is known: every
/// parameter comes back within 1 %, and each release's velocity within 1 % of the run's own
/// `willEndDragging` velocity.
struct FitRecoveryTests {
    /// `Tests/Fixtures/Scenarios/known-physics.json`: a long pull past the top held still and let
    /// go (the rubber band, then the recoil from rest), a fling down the list (the deceleration), a
    /// fling back into the top (the recoil with momentum), on physics that are not UIKit's defaults.
    static var scenario: Scenario {
        get throws {
            let url = BundledScenarios.folder.deletingLastPathComponent().appendingPathComponent(
                "Tests/Fixtures/Scenarios/known-physics.json")
            return try ScenarioDecoder.decode([UInt8](Data(contentsOf: url)), fileName: url.lastPathComponent, vocabulary: .bundled)
        }
    }

    @Test func theKnownPhysicsComesBackWithinOnePercent() throws {
        let recorded = try RecordedRun(Self.scenario)
        let fit = PhysicsFit([recorded.trace])
        let physics = fit.physics
        func close(_ fitted: Double?, _ known: Double, _ name: String) {
            guard let fitted else {
                Issue.record("\(name) not fitted: \(fit.notes)")
                return
            }
            #expect(abs(fitted / known - 1) < 0.01, "\(name): \(fitted) for \(known)")
        }
        close(physics.decelerationRate.map { 1 - $0 }, 1 - 0.995, "1 − decelerationRate")
        close(physics.rubberBandCoefficient, 0.6, "rubberBandCoefficient")
        close(physics.rubberBandDimension, 650, "rubberBandDimension")
        close(physics.recoilStiffness, 600, "recoilStiffness")
        close(physics.recoilDampingRatio, 1.8, "recoilDampingRatio")
        let released = recorded.timeline.events.compactMap { event -> Double? in
            if case let .willEndDragging(velocity, _) = event.kind { return velocity }
            return nil
        }
        let momentum = released.map { abs($0) >= 250 ? $0 : 0 }
        #expect(fit.traces[0].releaseVelocities.count == momentum.count)
        for (fitted, known) in zip(fit.traces[0].releaseVelocities, momentum) {
            #expect(known == 0 ? fitted == 0 : abs(fitted / known - 1) < 0.01, "velocity \(fitted) for \(known)")
        }
        // The stand-in's timestamps are the motion's own; rounding to the pixel grid is what is left.
        #expect(abs(fit.traces[0].clockOffset) < 0.5, "clock \(fit.traces[0].clockOffset)")
        #expect(fit.traces[0].maxResidual < 0.25, "max \(fit.traces[0].maxResidual)")
    }
}
