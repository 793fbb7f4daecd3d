import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// What a recording judges to when it holds less than a simulated run: frames only, as a phone
/// recorder with no help from the app writes them.
struct TraceJudgeTests {
    /// A 60 Hz trace: at rest, a touch from frame 3 to 6 pulling the content down, at rest again;
    /// `skipping` display frames are never read (the main thread held the screen).
    static func bareTrace(skipping: Set<Int> = []) -> Trace {
        var frames: [TraceFrame] = []
        for index in 0..<12 where !skipping.contains(index) {
            let touching = (3...6).contains(index)
            frames.append(
                TraceFrame(
                    time: Double(index) / 60, targetTime: Double(index + 1) / 60, offset: touching ? -Double(index - 2) * 10 : 0,
                    adjustedContentInset: EdgeInsets(top: 0, bottom: 0), contentHeight: 2000, boundsWidth: 320, boundsHeight: 568,
                    isTracking: touching, isDragging: touching, touchY: touching ? 300 + Double(index - 3) * 12 : nil,
                    panVelocity: touching ? 720 : nil))
        }
        return Trace(
            name: "bare", recordedOn: Trace.Recording(kind: .device, screenScale: 3, maximumFramesPerSecond: 60),
            components: [Trace.Component(role: .header, strategy: "my-header", triggerDistance: 60)], frames: frames)
    }

    @Test func touchesAreReadOffIsTrackingWhenTheTraceHasNone() {
        let judged = TraceJudge(vocabulary: .bundled).judge(Self.bareTrace())
        let touches = judged.timeline.events.map { "\($0.name)@\($0.frame)" }
        #expect(touches == ["touchDown@3", "touchUp@7"])
        #expect(judged.timeline.samples[5].fingerY == 24)
        #expect(judged.timeline.samples[5].velocity == -720)
        #expect(judged.timeline.samples[5].phase == .drag)
        // A strategy the vocabulary does not know keeps its name.
        #expect(judged.timeline.identity.strategyName == "my-header")
    }

    @Test func detectorsThatNeedWhatTheTraceLacksDoNotRun() {
        let coverage = TraceJudge(vocabulary: .bundled).judge(Self.bareTrace()).coverage
        #expect(coverage.ran == [.jumpUnderFinger, .hitch])
        #expect(coverage.skipped.first { $0.glitch == .stuckSpinner }?.missing == [.loads, .phases])
        #expect(
            coverage.summary
                == "2 of 18 detectors ran; not run: reloadWhileDragging, offsetJump, stuckSpinner, doubleTrigger, momentumTrigger, hiddenWhileLoading, releaseLag, insetDrift, footerMisplaced, flingKilled, blankContent, deadPull, contentShift, positionLost, stalledFeed, blankRows (the recording has no scrollViewEvents, refreshControlEvents, refreshActions, loads, phases, indicator, rows)"
        )
    }

    @Test func framesNoTickReadWereHeldAndTheNextOneIsLate() throws {
        let judged = TraceJudge(vocabulary: .bundled).judge(Self.bareTrace(skipping: [8, 9]))
        let pacing = try #require(judged.timeline.pacing)
        #expect(pacing.held == [false, false, false, false, false, false, false, false, true, true, false, false])
        #expect(abs(pacing.lateMs[10] - 2000.0 / 60) < 1e-9)
        #expect(judged.timeline.samples[9].offset == judged.timeline.samples[7].offset)
        let hitches = try #require(judged.analyze().hitches)
        // The held frames were at rest: a stall while nothing moves is not a hitch.
        #expect(hitches.run.hitchCount == 0)
    }

    @Test func aFrameReadTwiceKeepsItsFirstRead() {
        var trace = Self.bareTrace()
        var again = trace.frames[4]
        again.offset = 999
        trace.frames.insert(again, at: 5)
        let judged = TraceJudge(vocabulary: .bundled).judge(trace)
        #expect(judged.timeline.samples.count == 12)
        #expect(judged.timeline.samples[4].offset == -20)
    }

    @Test func aRefreshControlsIsRefreshingStandsForTheHeadersPhase() {
        var trace = Self.bareTrace()
        for index in trace.frames.indices { trace.frames[index].isRefreshing = index >= 6 }
        let judged = TraceJudge(vocabulary: .bundled).judge(trace)
        #expect(judged.timeline.samples[7].headerPhase == .refreshing)
        #expect(judged.knowledge.contains(.phases))
        #expect(judged.knowledge.contains(.indicator))
    }
}
