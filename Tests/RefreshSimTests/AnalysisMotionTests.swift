import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// jumpUnderFinger, offsetJump, flingKilled, insetDrift: the content's motion.
struct AnalysisMotionTests {
    /// Finger down at frame 10, pulls 10 pt per frame for 12 frames along the rubber band, holds.
    private func pull(insetTop: Double = 0) -> TimelineBuilder {
        var b = TimelineBuilder(insetTop: insetTop)
        b.frames(10)
        b.touchDown()
        b.next.dragging = true
        for step in 1...12 {
            b.frames {
                $0.fingerY = Double(step * 10); $0.offset = -insetTop - stretched(Double(step * 10))
            }
        }
        b.frames(5)
        return b
    }

    // MARK: jumpUnderFinger

    @Test func offsetSetUnderAStillFingerIsAJumpUnderFinger() {
        var b = pull()
        b.frames { $0.offset += 30 }
        b.frames(3)
        let found = analyze(b.timeline).findings(.jumpUnderFinger)
        #expect(found.map(\.frame) == [27])
        #expect(found.first?.time == 27.0 / 60)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message == "content moved 30.0 pt in one frame at 0.45 s while the finger held it; "
                + "the finger's movement explains 0.0 pt")
    }

    @Test func insetRemovedUnderTheFingerMovesTheContent() {
        // wkwebview-bad: endRefreshing mid-drag takes the 60 pt inset away; the same raw offset
        // (110 pt past the old edge's base) is now banded against the edge at 0.
        var b = TimelineBuilder()
        b.next.insetTop = 60
        b.frames(5)
        b.touchDown()
        b.next.dragging = true
        b.next.fingerY = 110
        b.frames(3) { $0.offset = -60 - stretched(50) }
        b.frames {
            $0.insetTop = 0; $0.offset = -stretched(110)
        }
        let found = analyze(b.timeline).findings(.jumpUnderFinger)
        #expect(found.map(\.frame) == [8])
        #expect(
            found.first?.message == "content moved 31.6 pt in one frame at 0.13 s while the finger held it; "
                + "the finger's movement explains 0.0 pt")
    }

    @Test func consecutiveJumpingFramesAreOneFindingAtTheLargest() {
        var b = pull()
        b.frames { $0.offset += 10 }
        b.frames { $0.offset += 25 }
        b.frames(3)
        let found = analyze(b.timeline).findings(.jumpUnderFinger)
        #expect(found.map(\.frame) == [28])
        #expect(
            found.first?.message == "content moved 25.0 pt in one frame at 0.47 s while the finger held it; "
                + "the finger's movement explains 0.0 pt (one of 2 such frames in a row)")
    }

    @Test func aRubberBandedPullIsNoJump() {
        let b = pull()
        #expect(analyze(b.timeline).findings(.jumpUnderFinger).isEmpty)
    }

    /// Scrolled to 500, finger down at frame 3 and 4 pt along: inside the pan's hysteresis.
    private func touchedBeforeThePanBegins() -> TimelineBuilder {
        var b = TimelineBuilder()
        b.next.offset = 500
        b.frames(3)
        b.touchDown()
        b.frames { $0.fingerY = 4 }
        return b
    }

    @Test func thePanBeginningAfterHysteresisIsNoJump() {
        var b = touchedBeforeThePanBegins()
        b.frames { $0.fingerY = 8 }
        b.frames {
            $0.fingerY = 14; $0.dragging = true; $0.offset = 496
        }  // 10 pt of hysteresis removed
        b.frames {
            $0.fingerY = 20; $0.offset = 490
        }
        #expect(analyze(b.timeline).findings(.jumpUnderFinger).isEmpty)
    }

    @Test func contentMovingBeforeThePanBeginsIsAJump() {
        var b = touchedBeforeThePanBegins()
        b.frames {
            $0.fingerY = 8; $0.offset = 495
        }
        let found = analyze(b.timeline).findings(.jumpUnderFinger)
        #expect(found.map(\.frame) == [4])
        #expect(
            found.first?.message == "content moved 5.0 pt in one frame at 0.07 s while the finger held it; "
                + "the finger's movement explains 0.0 pt")
    }

    // MARK: offsetJump

    /// cj-header: refreshing with the inset at 94 (64 + 30), then the inset restored at rest.
    private func restoredInset(animated: Bool) -> TimelineBuilder {
        var b = TimelineBuilder(insetTop: 64)
        b.next.insetTop = 94
        b.next.offset = -94
        b.next.state = "refreshing"; b.next.headerPhase = .refreshing
        b.next.indicatorVisibleHeight = 30
        b.frames(257)
        if animated {
            b.next.phase = .animation
            for step in 1...18 {
                b.frames {
                    $0.insetTop = 94 - Double(step) * 30 / 18; $0.offset = -$0.insetTop; $0.state = "idle"; $0.headerPhase = .idle
                }
            }
            b.next.phase = .rest
        } else {
            b.frames {
                $0.insetTop = 64; $0.offset = -64; $0.state = "idle"; $0.headerPhase = .idle; $0.indicatorVisibleHeight = 0
            }
        }
        b.frames(10)
        return b
    }

    @Test func anUnanimatedInsetRestoreIsAnOffsetJump() {
        let found = analyze(restoredInset(animated: false).timeline).findings(.offsetJump)
        #expect(found.map(\.frame) == [257])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message == "offset jumped 30.0 pt (-94.0 to -64.0) in one frame at 4.28 s "
                + "with no finger and no animation")
    }

    @Test func anAnimatedInsetRestoreIsNoJump() {
        #expect(analyze(restoredInset(animated: true).timeline).findings(.offsetJump).isEmpty)
    }

    @Test func aFastFlingIsNoJump() {
        var b = TimelineBuilder(contentHeight: 10_000)
        b.frames(2)
        b.touchDown()
        b.next.dragging = true
        b.frames(6) {
            $0.fingerY -= 50; $0.offset += 50; $0.velocity = 3000
        }
        b.touchUp()
        b.next.phase = .decelerate
        b.next.decelerating = true
        b.frames(30) {
            $0.velocity *= 0.9672; $0.offset += $0.velocity / 60
        }
        #expect(analyze(b.timeline).findings(.offsetJump).isEmpty)
    }

    /// Held still 100 pt past the top for 5 frames, then released with no velocity: the next frame bounces.
    private func releasedStretch() -> TimelineBuilder {
        var b = TimelineBuilder()
        b.frames(2)
        b.touchDown()
        b.next.dragging = true
        b.frames(5) {
            $0.fingerY = 300; $0.offset = -100
        }
        b.touchUp()
        b.next.phase = .bounce
        return b
    }

    /// Held still 100 pt past the top and released with no velocity, each recoil's frames are no
    /// jump: the run's recoil explains the first move from a standstill, the velocity the rest.
    @Test(arguments: RecoilModel.allCases)
    func aReleasedStretchReturningIsNoJump(model: RecoilModel) {
        var b = releasedStretch()
        let recoil = model.recoil(overshoot: -100, velocity: 0, decelerationRate: 0.998)
        var frame = 0.0
        b.frames(40) { sample in
            frame += 1
            sample.offset = recoil.x(frame * 1000 / 60)
            sample.velocity = recoil.dx(frame * 1000 / 60) * 1000
        }
        var timeline = b.timeline
        timeline.recoil = model
        #expect(analyze(timeline).findings(.offsetJump).isEmpty)
    }

    /// iOS 18's first frame (15.4 pt from a standstill) is more than iOS 26's spring can move a
    /// resting overshoot: under the default recoil it reads as a jump.
    @Test func theIOS18PullBackIsTooFastForTheIOS26Recoil() {
        var b = releasedStretch()
        b.frames(1) { $0.offset = -100 }
        b.frames(1) { $0.offset = -84.577 }
        #expect(b.timeline.recoil == .ios26)
        var ios18 = b.timeline
        ios18.recoil = .ios18
        #expect(analyze(ios18).findings(.offsetJump).isEmpty)
        #expect(!analyze(b.timeline).findings(.offsetJump).isEmpty)
    }

    @Test func aJumpDuringMomentumBeyondWhatPhysicsExplainsIsFound() {
        var b = TimelineBuilder(contentHeight: 10_000)
        b.next.phase = .decelerate
        b.next.velocity = 120
        b.frames(10) { $0.offset += 2 }
        b.frames { $0.offset += 25 }
        let found = analyze(b.timeline).findings(.offsetJump)
        #expect(found.map(\.frame) == [10])
        #expect(
            found.first?.message == "offset jumped 25.0 pt (20.0 to 45.0) in one frame at 0.17 s "
                + "with no finger and no animation")
    }

    // MARK: flingKilled

    private func fling(thenAtFrame20 change: (inout FrameSample) -> Void, offsetWrite: Bool = false) -> Timeline {
        var b = TimelineBuilder(contentHeight: 10_000)
        b.next.phase = .decelerate
        b.next.decelerating = true
        b.next.velocity = 800
        b.frames(20) { $0.offset += 800.0 / 60 }
        b.event("endRefreshing", .refreshControl)
        if offsetWrite { b.event("contentOffsetSet", .scrollView, ["from": "266.7", "to": "300", "animated": "false"]) }
        b.frames(1, change)
        b.frames(3)
        return b.timeline
    }

    @Test func endingARefreshThatStopsAFlingKillsIt() {
        let timeline = fling(thenAtFrame20: {
            $0.velocity = 0; $0.phase = .rest; $0.decelerating = false
        })
        let found = analyze(timeline).findings(.flingKilled)
        #expect(found.map(\.frame) == [20])
        #expect(found.first?.message == "endRefreshing at 0.33 s stopped a 800.0 pt/s fling (0.0 pt/s on the next frame)")
    }

    @Test func anOffsetWriteAtTheRefreshEndKillsTheFling() {
        let timeline = fling(
            thenAtFrame20: {
                $0.velocity = 780; $0.offset += 13
            }, offsetWrite: true)
        let found = analyze(timeline).findings(.flingKilled)
        #expect(found.map(\.message) == ["endRefreshing at 0.33 s stopped a 800.0 pt/s fling (an offset write)"])
    }

    @Test func aFlingThatCarriesOnIsNotKilled() {
        let timeline = fling(thenAtFrame20: {
            $0.velocity = 780; $0.offset += 13
        })
        #expect(analyze(timeline).findings(.flingKilled).isEmpty)
    }

    @Test func aSlowDriftIsNoFling() {
        var thresholds = GlitchThresholds()
        thresholds.flingMovingSpeed = 900
        let timeline = fling(thenAtFrame20: {
            $0.velocity = 0; $0.phase = .rest
        })
        #expect(analyze(timeline, thresholds).findings(.flingKilled).isEmpty)
    }

    // MARK: insetDrift

    /// Refreshing for 30 frames with the inset at 94 (baseline 64), then idle with `inset`/`offset`.
    private func afterRefresh(inset: Double, offset: Double, forFrames frames: Int = 10) -> Timeline {
        var b = TimelineBuilder(insetTop: 64)
        b.next.insetTop = 94
        b.next.offset = -94
        b.next.state = "refreshing"; b.next.headerPhase = .refreshing
        b.frames(30)
        b.frames(1) {
            $0.state = "idle"; $0.headerPhase = .idle; $0.insetTop = inset; $0.offset = offset
        }
        b.frames(frames - 1) {
            $0.insetTop = inset; $0.offset = offset
        }
        b.frames(5) {
            $0.insetTop = 64; $0.offset = -64
        }
        return b.timeline
    }

    @Test func anInsetKeptAfterTheRefreshIsDrift() {
        let found = analyze(afterRefresh(inset: 94, offset: -94)).findings(.insetDrift)
        #expect(found.map(\.frame) == [30])
        #expect(found.first?.message == "at rest at 0.50 s the top inset is 94.0 pt, 30.0 pt off its baseline 64.0 pt")
    }

    @Test func aGapAboveTheContentIsDrift() {
        let found = analyze(afterRefresh(inset: 64, offset: -94)).findings(.insetDrift)
        #expect(found.map(\.message) == ["at rest at 0.50 s the offset is -94.0 instead of -64.0: a 30.0 pt gap above the content"])
    }

    @Test func aRestoredInsetIsNoDrift() {
        #expect(analyze(afterRefresh(inset: 64, offset: -64)).findings(.insetDrift).isEmpty)
    }

    @Test func oneFrameBetweenStateAndInsetIsNoDrift() {
        #expect(analyze(afterRefresh(inset: 94, offset: -94, forFrames: 1)).findings(.insetDrift).isEmpty)
    }

    @Test func driftWithinTheToleranceIsNoDrift() {
        #expect(analyze(afterRefresh(inset: 64.4, offset: -64.4)).findings(.insetDrift).isEmpty)
    }
}
