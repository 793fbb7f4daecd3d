import Foundation
import Testing
@testable import RefreshSim

/// `PhysicsFit` on the public iOS 26.5 recordings the physics was built from (`RecordedTraces`):
/// each as a trace, as a recorder would have written it, fitted back to the engine's own numbers
/// within what they were stated to hold to (reference/recorded-traces.md; SpringRecoil's and
/// RubberBand's comments).
struct PhysicsFitTests {
    static let recording = Trace.Recording(
        kind: .simulator, model: "iPhone 17 Pro Max", system: "iOS 26.5", screenScale: 3, maximumFramesPerSecond: 60)

    /// A frame of the recorded scroll view: bounds 440 × 681.667, content far longer, no insets.
    static func frame(
        _ time: Double, _ offset: Double, tracking: Bool = false, decelerating: Bool = false, touchY: Double? = nil,
        panVelocity: Double? = nil
    ) -> TraceFrame {
        TraceFrame(
            time: time, targetTime: time + 1.0 / 60, offset: offset, contentHeight: 20_000, boundsWidth: 440,
            boundsHeight: RecordedTraces.boundsHeight, isTracking: tracking, isDragging: tracking, isDecelerating: decelerating,
            touchY: touchY, panVelocity: panVelocity)
    }

    /// Released at `start` with `velocity` (pt/ms, the content's direction) at t = 0; then the
    /// recorded `(ms, offset)` samples, stamped as the recording stamped them.
    static func release(_ name: String, start: Double, velocity: Double, samples: [(Double, Double)]) -> Trace {
        var frames = [
            frame(-1.0 / 60, start, tracking: true, touchY: 300, panVelocity: -velocity * 1000),
            frame(0, start, decelerating: true),
        ]
        frames += samples.map { frame($0.0 / 1000, $0.1, decelerating: true) }
        return Trace(name: name, recordedOn: recording, frames: frames)
    }

    static var fling: Trace {
        release("fling", start: RecordedTraces.flingStart, velocity: RecordedTraces.flingVelocity, samples: RecordedTraces.fling)
    }
    static var bounce: Trace {
        release("bounce", start: RecordedTraces.bounceStart, velocity: RecordedTraces.bounceVelocity, samples: RecordedTraces.bounce)
    }

    /// The drag past the top edge: the finger's travel past the edge, and the stretch shown.
    static var rubberBand: Trace {
        let frames = [(0.0, 0.0)] + RecordedTraces.rubberBand
        return Trace(
            name: "rubber-band", recordedOn: recording,
            frames: frames.enumerated().map { index, pair in
                frame(Double(index) / 60, -pair.1, tracking: true, touchY: 300 + pair.0, panVelocity: 900)
            } + [frame(Double(frames.count) / 60, -RecordedTraces.rubberBand.last!.1)])
    }

    @Test func theFlingFitsBackTo0998AndItsReleaseVelocity() throws {
        let fit = PhysicsFit([Self.fling])
        let rate = try #require(fit.physics.decelerationRate)
        #expect(abs(rate - 0.998) < 0.00005, "rate \(rate)")
        let velocity = try #require(fit.traces[0].releaseVelocities.first)
        #expect(abs(velocity / (RecordedTraces.flingVelocity * 1000) - 1) < 0.02, "velocity \(velocity)")
        // The recording's own clock offset (RecordedTraces.clockAlignment), found, not given.
        #expect(abs(fit.traces[0].clockOffset - RecordedTraces.clockAlignment) < 1.5, "clock \(fit.traces[0].clockOffset)")
        #expect(fit.traces[0].maxResidual < 0.4, "max \(fit.traces[0].maxResidual)")
        #expect(fit.physics.recoilStiffness == nil && fit.physics.rubberBandCoefficient == nil)
    }

    /// The recoil alone would trade stiffness for the clock (Cranpose's k ≈ 1910 with no offset);
    /// fitted with the fling, on one clock, it comes back to the bundled spring.
    @Test func theBounceWithTheFlingOnOneClockFitsBackToTheBundledSpring() throws {
        let fit = PhysicsFit([Self.fling, Self.bounce], clockOffsets: .shared)
        let stiffness = try #require(fit.physics.recoilStiffness)
        let damping = try #require(fit.physics.recoilDampingRatio)
        #expect(abs(stiffness / SpringRecoil.stiffness - 1) < 0.05, "k \(stiffness)")
        #expect(abs(damping / SpringRecoil.dampingRatio - 1) < 0.05, "ζ \(damping)")
        // SpringRecoil's stated fit: within 1.3 pt of every sample.
        #expect(fit.traces[1].maxResidual < 1.3, "max \(fit.traces[1].maxResidual)")
    }

    @Test func theRubberBandFitsBackTo055() throws {
        let fit = PhysicsFit([Self.rubberBand])
        let coefficient = try #require(fit.physics.rubberBandCoefficient)
        #expect(abs(coefficient - 0.55) < 0.0055, "c \(coefficient)")
        let dimension = try #require(fit.physics.rubberBandDimension)
        #expect(abs(dimension / RecordedTraces.boundsHeight - 1) < 0.05, "d \(dimension)")
        // The engine's stated agreement with this recording: 0.3 pt.
        #expect(fit.traces[0].maxResidual < 0.3, "max \(fit.traces[0].maxResidual)")
        #expect(fit.notes.contains { $0.hasPrefix("decelerationRate: not fitted") })
    }
}
