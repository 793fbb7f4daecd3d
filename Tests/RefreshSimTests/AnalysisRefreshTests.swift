import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// reloadWhileDragging, stuckSpinner, doubleTrigger, momentumTrigger, releaseLag, deadPull: when the
/// refresh action runs and how it ends.
struct AnalysisRefreshTests {
    /// A header pull with a trigger: rest 10 frames, finger down at frame 10, pulls to `pull` pt past
    /// the top over 10 frames (frames 10…19), holds to frame 29, lifts at frame 30 (0.50 s).
    private func pull(to pull: Double, trigger: Double = 65, duringDrag: (inout TimelineBuilder) -> Void = { _ in })
        -> TimelineBuilder
    {
        var b = TimelineBuilder(trigger: trigger)
        b.frames(10)
        b.touchDown()
        b.next.dragging = true
        for step in 1...10 {
            b.frames {
                $0.fingerY = Double(step) * 30; $0.offset = -pull * Double(step) / 10
            }
        }
        duringDrag(&b)
        b.frames(10)
        b.touchUp()
        b.next.phase = .bounce
        return b
    }

    // MARK: reloadWhileDragging

    /// Mid-drag, the refresh control's valueChanged starts the refresh and the load.
    private static func valueChangedStartsALoad(_ b: inout TimelineBuilder) {
        b.event("valueChanged", .refreshControl)
        b.event("refreshStart", .strategy)
        b.event("loadStart", .loader)
    }

    @Test func aPageReloadBeforeTouchUpIsReloadWhileDragging() {
        var b = pull(to: 120, duringDrag: Self.valueChangedStartsALoad)
        b.frames(20)
        b.set { $0.identity.loaders = [.webview] }
        let found = analyze(b.timeline).findings(.reloadWhileDragging)
        #expect(found.map(\.frame) == [20])
        #expect(found.first?.message == "the page reload started at 0.33 s while the finger was still down")
    }

    @Test func aDataRequestFromValueChangedMidDragIsNotReloadWhileDragging() {
        // UIRefreshControl's documented use: the request starts mid-drag, the rows arrive later.
        var b = pull(to: 120, duringDrag: Self.valueChangedStartsALoad)
        b.frames(60)
        b.event("loadEnd", .loader, ["result": "success"])
        b.event("contentSizeChanged", .scrollView, ["from": "2000", "to": "2400"])
        b.frames(5) { $0.contentHeight = 2400 }
        #expect(b.timeline.identity.loaders == [.delay])
        #expect(analyze(b.timeline).findings(.reloadWhileDragging).isEmpty)
    }

    @Test func aReloadFromDidEndDraggingIsNotWhileDragging() {
        var b = pull(to: 120)
        b.event("didEndDragging", .scrollView, ["willDecelerate": "true"])
        b.event("refreshStart", .strategy)
        b.frames(20)
        #expect(analyze(b.timeline).findings(.reloadWhileDragging).isEmpty)
    }

    @Test func contentReplacedUnderTheFingerIsReloadWhileDragging() {
        var b = pull(to: 120)
        b.frames(20)
        b.event("loadStart", .loader)
        b.frames(10)
        b.touchDown()
        b.frames(5)
        b.event("contentSizeChanged", .scrollView, ["from": "2000", "to": "568"])
        b.frames(5)
        let found = analyze(b.timeline).findings(.reloadWhileDragging)
        #expect(found.map(\.frame) == [65])
        #expect(found.first?.message == "a load changed the content height from 2000.0 pt to 568.0 pt at 1.08 s under the finger")
    }

    // MARK: stuckSpinner

    /// Refreshing from frame 10 with a load from frame 10 that ends at frame 60 (1.00 s) with
    /// `result`; the spinner ends `endAfter` frames after the load (nil: never).
    private func refresh(result: String = "success", endAfter: Int?, totalFrames: Int = 200) -> Timeline {
        var b = TimelineBuilder()
        b.frames(10)
        b.state("refreshing")
        b.event("refreshStart", .strategy)
        b.event("loadStart", .loader)
        b.next.loaderPhase = .loading
        b.next.indicatorVisibleHeight = 60
        b.frames(50)
        b.event("loadEnd", .loader, ["result": result])
        b.next.loaderPhase = result == "success" ? .finished : .failed
        if let endAfter {
            b.frames(endAfter)
            b.state("idle")
            b.next.indicatorVisibleHeight = 0
        }
        b.frames(totalFrames - b.nextFrame)
        return b.timeline
    }

    @Test func aSpinnerOutlivingAFailedLoadIsStuck() {
        let found = analyze(refresh(result: "failure", endAfter: nil)).findings(.stuckSpinner)
        #expect(found.map(\.frame) == [120])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message == "still refreshing 1.00 s after the load ended (failure) at 1.00 s; refreshing since 0.17 s")
    }

    @Test func aSpinnerEndingSoonAfterTheLoadIsNotStuck() {
        #expect(analyze(refresh(endAfter: 18)).findings(.stuckSpinner).isEmpty)
    }

    @Test func aRefreshLongerThanTheLimitIsStuck() {
        var thresholds = GlitchThresholds()
        thresholds.stuckSpinnerSeconds = 2
        var b = TimelineBuilder()
        b.frames(10)
        b.state("refreshing")
        b.frames(200)
        b.state("idle")
        b.frames(10)
        let found = analyze(b.timeline, thresholds).findings(.stuckSpinner)
        #expect(found.map(\.frame) == [131])
        #expect(found.first?.message == "refreshing for more than 2.00 s (since 0.17 s) at 2.18 s")
        #expect(analyze(b.timeline).findings(.stuckSpinner).isEmpty)
    }

    @Test func refreshingAtTheEndIsStuckAndOnlyAWarningWhileTheLoadRuns() {
        var b = TimelineBuilder()
        b.frames(10)
        b.state("refreshing")
        b.frames(50)
        let found = analyze(b.timeline).findings(.stuckSpinner)
        #expect(found.map(\.frame) == [59])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message == "still refreshing when the timeline ends at 0.98 s, 0.82 s after it began")

        b.set { $0.events.append(TimelineEvent(time: 0.5, frame: 30, kind: .loadStart(.timed(seconds: 1)))) }
        let running = analyze(b.timeline).findings(.stuckSpinner)
        #expect(running.first?.severity == .warning)
        #expect(running.first?.message.hasSuffix("after it began (a load is still running)") == true)
    }

    // MARK: doubleTrigger

    @Test func twoActionsInOneCycleAreADoubleTrigger() {
        var b = TimelineBuilder()
        b.frames(10)
        b.state("refreshing")
        b.event("refreshStart", .strategy)
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.frames(10)
        b.state("idle")
        b.frames(5)
        let found = analyze(b.timeline).findings(.doubleTrigger)
        #expect(found.map(\.frame) == [20])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message == "the refresh action ran again at 0.33 s in the same refresh cycle as the one at 0.17 s")
    }

    @Test func anActionWhileTheLoadRunsIsADoubleTrigger() {
        var b = TimelineBuilder()
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.event("loadStart", .loader)
        b.frames(30)  // the state never leaves idle: only the running load tells
        b.event("refreshStart", .strategy)
        b.frames(5)
        let found = analyze(b.timeline).findings(.doubleTrigger)
        #expect(found.map(\.message) == ["the refresh action ran again at 0.67 s while the load it started at 0.17 s was still running"])
    }

    @Test func oneActionPerCycleIsNoDoubleTrigger() {
        var b = TimelineBuilder()
        for _ in 0..<2 {
            b.frames(10)
            b.state("refreshing")
            b.event("refreshStart", .strategy)
            b.event("loadStart", .loader)
            b.frames(10)
            b.event("loadEnd", .loader, ["result": "success"])
            b.state("idle")
        }
        b.frames(5)
        #expect(analyze(b.timeline).findings(.doubleTrigger).isEmpty)
    }

    // MARK: momentumTrigger

    @Test func aRefreshFromAShortFlingsMomentumIsAMomentumTrigger() {
        var b = pull(to: 20, trigger: 100)
        b.next.phase = .decelerate
        b.frames(8) { $0.offset -= 15 }
        b.next.phase = .bounce
        b.frames(3) { $0.offset -= 5 }
        b.event("refreshStart", .strategy)
        b.frames(10) { $0.offset += 5 }
        let found = analyze(b.timeline).findings(.momentumTrigger)
        #expect(found.map(\.frame) == [41])
        #expect(
            found.first?.message
                == "a refresh started at 0.68 s during momentum after a gesture that pulled only 20.0 pt (trigger 100.0 pt)")
    }

    @Test func aRefreshAfterAPullPastTheTriggerIsNoMomentumTrigger() {
        var b = pull(to: 120, trigger: 100)
        b.frames(1) { $0.offset += 10 }
        b.event("refreshStart", .strategy)
        b.frames(10) { $0.offset += 5 }
        #expect(analyze(b.timeline).findings(.momentumTrigger).isEmpty)
    }

    // MARK: releaseLag

    @Test func aResponseLongAfterReleaseIsReleaseLag() {
        var b = pull(to: 80)
        b.frames(48) {
            $0.offset = min(0, $0.offset + 5); $0.phase = $0.offset < 0 ? .bounce : .rest
        }
        b.state("refreshing")
        b.frames(10)
        let found = analyze(b.timeline).findings(.releaseLag)
        #expect(found.map(\.frame) == [78])
        #expect(
            found.first?.message == "the first response (stateChanged) came 0.80 s after the finger lifted at 0.50 s "
                + "past the trigger (pull 80.0 pt, trigger 65.0 pt)")
    }

    @Test func aResponseOnTheNextFrameIsNoLag() {
        var b = pull(to: 80)
        b.frames(1)
        b.state("Loading")
        b.event("contentInsetSet", .scrollView, ["top": "60", "bottom": "0", "animated": "true"])
        b.frames(10)
        #expect(analyze(b.timeline).findings(.releaseLag).isEmpty)
        #expect(analyze(b.timeline).findings(.deadPull).isEmpty)
    }

    @Test func aResponseDuringTheDragIsNoLag() {
        var b = pull(to: 120, duringDrag: { $0.event("valueChanged", .refreshControl) })
        b.frames(60)
        #expect(analyze(b.timeline).findings(.releaseLag).isEmpty)
    }

    // MARK: deadPull

    @Test func aPullPastTheTriggerWithNoResponseIsDead() {
        var b = pull(to: 80)
        b.frames(120)
        let found = analyze(b.timeline).findings(.deadPull)
        #expect(found.map(\.frame) == [30])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message == "the finger lifted at 0.50 s with the pull at 80.0 pt, past the 65.0 pt trigger, and nothing happened")
        #expect(analyze(b.timeline).verdict == .janky)
    }

    @Test func aPullShortOfTheTriggerIsNotDead() {
        var b = pull(to: 60)
        b.frames(120)
        #expect(analyze(b.timeline).findings(.deadPull).isEmpty)
    }

    @Test func aPullDuringARefreshIsNotDead() {
        var b = TimelineBuilder(trigger: 65)
        b.next.state = "refreshing"; b.next.headerPhase = .refreshing
        b.frames(5)
        b.touchDown()
        b.next.dragging = true
        b.frames(10) {
            $0.fingerY += 30; $0.offset -= 10
        }
        b.touchUp()
        b.frames(60)
        #expect(analyze(b.timeline).findings(.deadPull).isEmpty)
    }

    @Test func aReleaseAtTheVeryEndIsNotJudged() {
        var b = pull(to: 80)
        b.frames(3)
        #expect(analyze(b.timeline).findings(.deadPull).isEmpty)
    }
}
