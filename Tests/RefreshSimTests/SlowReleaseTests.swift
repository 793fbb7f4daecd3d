import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `-[UIScrollView _endPanNormal:]` starts a deceleration only for a release at 0.25 pt/ms or more;
/// below it the content stays where the finger left it (recorded: none under ~260 pt/s, always
/// one over ~350 pt/s; reference/recorded-traces.md, "Slow releases").
struct SlowReleaseTests {
    /// Scrolls 60 pt into the content at a steady `pointsPerSecond` and lifts; returns the harness
    /// and where the content was at the lift.
    private func release(at pointsPerSecond: Double) -> (ScrollViewHarness, Double) {
        let harness = ScrollViewHarness()
        let frames = Int((60 / pointsPerSecond * 60).rounded())
        harness.drag(distance: -60, frames: frames)
        return (harness, harness.offset)
    }

    @Test func aReleaseUnder250PointsPerSecondStaysPut() {
        let (harness, lifted) = release(at: 200)
        #expect(harness.callbacks.contains("didEndDragging(false, dragging=false, tracking=true)"), "\(harness.callbacks)")
        #expect(!harness.scrollView.isDecelerating)
        harness.settle()
        #expect(harness.offset == lifted)
    }

    @Test func aReleaseOver250PointsPerSecondGlides() {
        let (harness, lifted) = release(at: 400)
        #expect(harness.callbacks.contains("didEndDragging(true, dragging=false, tracking=true)"), "\(harness.callbacks)")
        harness.settle()
        #expect(harness.offset > lifted + 5)
    }

    @Test func aSlowReleaseWhileStretchedStillSpringsBackFromRest() {
        let harness = ScrollViewHarness()
        harness.drag(distance: 200, frames: 30, hold: 30)
        harness.drag(distance: 3, frames: 3)  // a slow nudge, then the lift
        #expect(harness.scrollView.isDecelerating)
        harness.settle()
        #expect(harness.offset == 0)
    }

    @Test func theThresholdIsUIKits() {
        #expect(ScrollView.decelerationThreshold * ScrollView.decelerationThreshold == 0.0625)
    }
}
