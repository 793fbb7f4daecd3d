import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct DecelerationTests {
    @Test func aThousandPointsPerSecondFlingRestsAFewPointsShortOf499() {
        let harness = ScrollViewHarness(contentHeight: 5000)
        harness.fling(velocity: 1000)
        harness.settle()
        // Stop at |v| < 0.01 pt/ms: 499·(1 − 0.01) ≈ 494, plus up to a frame of travel.
        #expect(harness.offset > 492 && harness.offset < 499)
        #expect(!harness.scrollView.isDecelerating)
    }

    @Test func fastRateProjectsToNinetyNine() {
        let harness = ScrollViewHarness(contentHeight: 5000, physics: PhysicsOptions(decelerationRate: 0.99))
        harness.fling(velocity: 1000)
        harness.settle()
        #expect(harness.offset > 96 && harness.offset < 99)
    }

    /// b3ll/Motion's decay test: 2000 pt/s from 0 "comes to rest at about 999". UIKit's 0.01 pt/ms
    /// stop makes it ~993 here: within 1% of that figure.
    @Test func twoThousandPointsPerSecondComesToRestNear999() {
        let harness = ScrollViewHarness(contentHeight: 5000)
        harness.fling(velocity: 2000)
        harness.settle()
        #expect(abs(harness.offset - 999) < 10)
    }

    @Test(arguments: [1500.0, 4000.0, -3000.0])
    func frameRateDoesNotChangeWhereAFlingRests(velocity: Double) {
        func rest(_ hz: Double) -> Double {
            let harness = ScrollViewHarness(frameRate: hz, contentHeight: 3000)
            harness.scrollView.contentOffset.y = 1200
            harness.fling(velocity: velocity)
            harness.settle()
            return harness.offset
        }
        #expect(abs(rest(60) - rest(120)) <= 1)
    }

    @Test func aFlingIntoTheTopEdgeBouncesAndReturnsWithoutOscillating() {
        let harness = ScrollViewHarness(contentHeight: 3000)
        harness.scrollView.contentOffset.y = 200
        harness.fling(velocity: -3000)
        var offsets: [Double] = []
        while harness.scrollView.isDecelerating, offsets.count < 2000 {
            harness.step()
            offsets.append(harness.offset)
        }
        let peak = offsets.min() ?? 0
        #expect(peak < -20)  // momentum carries into the band
        let afterPeak = offsets.drop { $0 != peak }
        #expect(afterPeak.allSatisfy { $0 <= 0 })  // never crosses back into the content
        #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0 <= $1 })  // monotonic return
        #expect(harness.offset == 0)
    }

    @Test func aReleasedStretchReturnsWithNoOvershoot() {
        let harness = ScrollViewHarness()
        harness.drag(distance: 200, frames: 12, hold: 3)
        let released = harness.offset
        #expect(released < -80)
        var previous = released
        while harness.scrollView.isDecelerating {
            harness.step()
            #expect(harness.offset >= previous)
            #expect(harness.offset <= 0)
            previous = harness.offset
        }
        #expect(harness.offset == 0)
    }
}

/// A plain `contentOffset =` while the content recoils from past an edge (RecoilModel.velocityAfterWrite).
struct RecoilWriteTests {
    @Test func underIOS26AWriteRestartsTheRecoilFromRest() throws {
        let harness = ScrollViewHarness()
        harness.drag(distance: 200, frames: 12, hold: 3)
        harness.step()
        harness.step()
        #expect(try #require(harness.scrollView.momentum).velocity > 0.1)  // the spring pulls it back
        harness.scrollView.contentOffset.y = 0
        #expect(harness.scrollView.momentum?.velocity == 0)
        harness.step()
        #expect(harness.offset == 0)
        #expect(!harness.scrollView.isDecelerating)
    }

    @Test func underIOS18AWriteKeepsTheMomentum() throws {
        let harness = ScrollViewHarness(contentHeight: 3000, physics: PhysicsOptions(recoil: .ios18))
        harness.scrollView.contentOffset.y = 100
        harness.fling(velocity: -3000)
        while harness.offset >= 0 { harness.step() }
        let before = try #require(harness.scrollView.momentum).velocity
        harness.scrollView.contentOffset.y = harness.offset - 5
        #expect(harness.scrollView.momentum?.velocity == before)
    }
}

struct DraggingTests {
    @Test func callbackOrderForDragReleaseDecelerate() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentOffset.y = 500
        harness.step { $0.scrollView.touchBegan(y: 0) }
        for index in 1...10 { harness.step { $0.scrollView.touchMoved(y: -20 * Double(index)) } }
        harness.step { $0.scrollView.touchEnded() }
        harness.settle()
        #expect(
            harness.callbacks == [
                "didScroll",  // the setup write
                "willBeginDragging(dragging=false)",
                "didScroll",
                "willEndDragging",
                "didEndDragging(true, dragging=false, tracking=true)",
                "willBeginDecelerating(tracking=false)",
                "didScroll",
                "didEndDecelerating",
            ])
    }

    @Test func releasedStillAndInRangeDoesNotDecelerate() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentOffset.y = 500
        harness.callbacksReset()
        harness.drag(distance: -100, frames: 5, hold: 3)
        #expect(harness.callbacks.last == "didEndDragging(false, dragging=false, tracking=true)")
        #expect(!harness.scrollView.isDecelerating)
        #expect(!harness.scrollView.isTracking)
    }

    @Test func hysteresisSwallowsTheFirstTenPointsWithoutAJump() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentOffset.y = 500
        harness.step { $0.scrollView.touchBegan(y: 0) }
        harness.step { $0.scrollView.touchMoved(y: -9) }
        #expect(harness.offset == 500)
        #expect(!harness.scrollView.isDragging)
        harness.step { $0.scrollView.touchMoved(y: -12) }
        #expect(harness.scrollView.isDragging)
        #expect(harness.offset == 502)  // 12 − 10
        harness.step { $0.scrollView.touchMoved(y: -40) }
        #expect(harness.offset == 530)
    }

    @Test func hysteresisZeroFollowsTheFingerAtOnce() {
        let harness = ScrollViewHarness(physics: PhysicsOptions(panHysteresis: 0))
        harness.scrollView.contentOffset.y = 500
        harness.step { $0.scrollView.touchBegan(y: 0) }
        harness.step { $0.scrollView.touchMoved(y: -3) }
        #expect(harness.scrollView.isDragging)
        #expect(harness.offset == 503)
    }

    @Test func draggingPastTheTopRubberBands() {
        let harness = ScrollViewHarness(physics: PhysicsOptions(panHysteresis: 0))
        harness.step { $0.scrollView.touchBegan(y: 0) }
        harness.step { $0.scrollView.touchMoved(y: 100) }
        let expected = RubberBand(coefficient: 0.55, dimension: 568).stretch(forOverscroll: 100)
        #expect(abs(-harness.offset - expected) <= 0.25)  // rounded to the half-point grid
    }

    @Test func aDragStartingOnAStretchedViewRegrabsWithoutAJump() {
        let harness = ScrollViewHarness(physics: PhysicsOptions(panHysteresis: 0))
        harness.drag(distance: 300, frames: 10, hold: 2)
        for _ in 0..<5 { harness.step() }  // bouncing back
        harness.step { $0.scrollView.touchBegan(y: 0) }
        let caught = harness.offset
        #expect(caught < -30)
        #expect(!harness.scrollView.isDecelerating)  // the touch catches the bounce
        harness.step()
        #expect(harness.offset == caught)
        harness.step { $0.scrollView.touchMoved(y: 1) }
        #expect(harness.offset < caught && harness.offset > caught - 1)
    }
}

struct InsetRuleTests {
    @Test func growingTheTopInsetAtRestLeavesTheOffsetAlone() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentInset.top = 60
        #expect(harness.offset == 0)
        #expect(harness.scrollView.minimumOffset == -60)
    }

    @Test func shrinkingTheTopInsetAtRestClampsTheOffset() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentInset.top = 60
        harness.scrollView.contentOffset.y = -60
        harness.scrollView.contentInset.top = 0
        #expect(harness.offset == 0)
        #expect(harness.runtime.events.last?.name == "contentOffsetAdjusted")
    }

    @Test func shrinkingInsideAnAnimationAnimatesTheClamp() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentInset.top = 60
        harness.scrollView.contentOffset.y = -60
        harness.scrollView.animate(withDuration: 0.3) { harness.scrollView.contentInset.top = 0 }
        #expect(harness.offset == 0)  // the model jumps …
        #expect(harness.scrollView.presentedOffset == -60)  // … the screen eases
        harness.step()
        #expect(harness.scrollView.presentedOffset > -60 && harness.scrollView.presentedOffset < 0)
        for _ in 0..<20 { harness.step() }
        #expect(harness.scrollView.presentedOffset == 0)
    }

    @Test func noClampWhileDraggingTheNewEdgeBecomesTheBounceTarget() {
        let harness = ScrollViewHarness(physics: PhysicsOptions(panHysteresis: 0))
        harness.scrollView.contentInset.top = 60
        harness.step { $0.scrollView.touchBegan(y: 0) }
        harness.step { $0.scrollView.touchMoved(y: 40) }
        let held = harness.offset
        harness.scrollView.contentInset.top = 0
        #expect(harness.offset == held)  // not clamped under the finger
        harness.step { $0.scrollView.touchEnded() }
        harness.settle()
        #expect(harness.offset == 0)
    }

    @Test func noClampWhileDecelerating() {
        let harness = ScrollViewHarness()
        harness.scrollView.contentInset.top = 60
        harness.scrollView.contentOffset.y = -60
        harness.fling(velocity: 100)
        harness.scrollView.contentInset.top = 0
        #expect(harness.offset == -60)
        harness.settle()
        #expect(harness.offset >= 0)
    }

    @Test func growingContentSizeKeepsTheOffsetAndShrinkingClampsIt() {
        let harness = ScrollViewHarness(contentHeight: 2000)
        harness.scrollView.contentOffset.y = 1432  // the bottom
        harness.scrollView.contentSize.height = 2500
        #expect(harness.offset == 1432)
        harness.scrollView.contentSize.height = 1000
        #expect(harness.offset == 432)
    }

    @Test func setContentOffsetAnimatedTakesPointThreeSecondsWithDidScrollEachFrame() {
        let harness = ScrollViewHarness()
        harness.scrollView.setContentOffset(Point(y: 300), animated: true)
        var frames = 0
        while harness.scrollView.isAnimating { harness.step(); frames += 1 }
        #expect(frames == 18)  // 0.3 s at 60 Hz
        #expect(harness.offset == 300)
        #expect(harness.runtime.events.last?.name == "didEndScrollingAnimation")
    }
}

extension ScrollViewHarness {
    func callbacksReset() { resetCallbacks() }
}

struct FrameRateTests {
    /// A finger fling scripted in a scenario, simulated at 60 and 120 Hz. A linear flick whose
    /// times fall on frames of both rates moves at one speed, so both sample the same release
    /// velocity; only the physics could differ. (A flick that stops between two 60 Hz frames is
    /// sampled differently at 120 Hz, as on real hardware.)
    @Test(arguments: [(-600.0, 0.15), (-250, 0.05), (300, 0.1)])
    func theSameFlingRestsWithinOnePointAt60And120Hz(distance: Double, duration: Double) {
        func rest(_ hz: Double) -> Double {
            let flick = Gesture.drag(at: 0.25, distance: distance, duration: duration, holdAfter: 0, easing: .linear)
            let scenario = Fixtures.scenario(
                duration: 6, frameRate: hz, contentHeight: 6000,
                initialOffset: .value(2000), gestures: [flick])
            let timeline = Fixtures.run(scenario)
            #expect(timeline.samples.last?.decelerating == false)
            return timeline.samples.last?.offset ?? .nan
        }
        let at60 = rest(60)
        let at120 = rest(120)
        #expect(abs(at60 - at120) <= 1, "60 Hz: \(at60), 120 Hz: \(at120)")
        #expect(abs(at60 - 2000) > 100)  // it really flung
    }
}

struct OffsetWriteTests {
    @Test func aPlainOffsetWriteLetsTheFlingCarryOn() {
        let harness = ScrollViewHarness(contentHeight: 5000)
        harness.fling(velocity: 2000)
        harness.step()
        harness.scrollView.contentOffset.y = 100
        #expect(harness.scrollView.isDecelerating)
        harness.step()
        #expect(harness.offset > 100)
    }

    @Test func setContentOffsetNotAnimatedStopsTheFling() {
        let harness = ScrollViewHarness(contentHeight: 5000)
        harness.fling(velocity: 2000)
        harness.step()
        let here = harness.scrollView.contentOffset
        harness.scrollView.setContentOffset(here, animated: false)
        #expect(!harness.scrollView.isDecelerating)
        harness.step()
        #expect(harness.offset == here.y)
        #expect(harness.runtime.events.contains { $0.name == "decelerationStopped" })
    }
}

/// What an offset change tells: the delegate, as it is now, and the refresh control, which the
/// scroll view looks at without retaining it until it triggers.
struct OffsetChangeListenerTests {
    @Test func theDelegateSetNowIsTold() {
        let harness = ScrollViewHarness()
        harness.scrollView.delegate = nil
        harness.drag(distance: 100, frames: 10)
        #expect(harness.callbacks.isEmpty)
        harness.scrollView.delegate = harness
        harness.drag(distance: 100, frames: 10)
        #expect(harness.callbacks.contains("didScroll"))
    }

    /// What the control shows is the pull past the inset it does not add itself; a control on no
    /// scroll view shows nothing.
    @Test func theControlShowsThePull() {
        let control = RefreshControl()
        #expect(control.presentedVisibleHeight == 0)
        let harness = ScrollViewHarness(topInset: 20)
        harness.scrollView.refreshControl = control
        harness.step { $0.scrollView.touchBegan(y: 0) }
        for index in 1...10 { harness.step { $0.scrollView.touchMoved(y: Double(index) * 8) } }
        let pulled = -harness.offset - 20
        #expect(pulled > 20)
        #expect(control.presentedVisibleHeight == pulled)
        #expect(control.visibleHeight == pulled)
    }

    /// A valueChanged action that takes the control off its scroll view: the control finishes its
    /// trigger (it is held for it), then nothing holds it and the pull goes on without it.
    @Test func aControlItsOwnActionRemovesFinishesItsTrigger() {
        let harness = ScrollViewHarness()
        weak var removed: RefreshControl?
        var actions = 0
        do {
            let control = RefreshControl()
            removed = control
            harness.scrollView.refreshControl = control
            control.addValueChangedAction { [unowned harness] _ in
                actions += 1
                harness.scrollView.refreshControl = nil
            }
        }
        harness.drag(distance: 400, frames: 30, hold: 5)
        harness.settle()
        #expect(actions == 1)
        #expect(removed == nil)
        #expect(harness.runtime.events.filter { $0.name == "valueChanged" }.count == 1)
    }
}
