import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Each seed's characteristic behaviour, asserted on the timeline.
struct StrategyTests {
    let longPull = Fixtures.pull(at: 0.5, distance: 340, duration: 0.9, hold: 0.8)

    func time(_ t: Timeline, _ name: String) throws -> Double {
        try #require(t.firstEvent(name)).time
    }

    @Test func uiRefreshControlFiresMidDragAboveItsSnappingHeight() throws {
        let pull = Fixtures.pull(at: 0.5, distance: 340, duration: 0.9, hold: 0.2)
        let t = Fixtures.run(Fixtures.scenario(duration: 5, gestures: [pull], strategy: .uiRefreshControl))
        let fired = try #require(t.firstEvent("valueChanged"))
        #expect(fired.time < (try time(t, "touchUp")))
        #expect(t.samples[fired.frame].fingerDown)
        #expect(try #require(Double(fired.attributes["visibleHeight"] ?? "")) >= 112.5)
        // The inset is added with no jump under the finger.
        let before = t.samples[fired.frame - 1].offset
        let after = t.samples[fired.frame].offset
        #expect(abs(after - before) < 5)
        #expect(t.samples[fired.frame].insetTop == 60)
        // After release the view settles with the spinner showing.
        #expect(t.sample(at: 2.5).offset == -60)
        #expect(t.sample(at: 2.5).indicatorVisibleHeight == 60)
        // endRefreshing eases back over 0.3 s.
        let end = try #require(t.firstEvent("endRefreshing"))
        #expect(t.samples[end.frame + 9].offset > -60 && t.samples[end.frame + 9].offset < 0)
        #expect(t.samples[end.frame + 19].offset == 0)
    }

    @Test func uiRefreshControlDoesNotFireBelowItsSnappingHeight() {
        let shortPull = Fixtures.pull(distance: 200)
        let t = Fixtures.run(Fixtures.scenario(duration: 4, gestures: [shortPull], strategy: .uiRefreshControl))
        let deepest = t.samples.map(\.offset).min() ?? 0
        #expect(deepest < -60 && deepest > -112.5)
        #expect(t.firstEvent("valueChanged") == nil)
        #expect(t.samples.allSatisfy { $0.insetTop == 0 })
    }

    @Test func snappingHeightScalesWithTheScrollViewHeight() {
        let host = RefreshHost.testHost(viewport: 844)
        let control = RefreshControl()
        host.scrollView.refreshControl = control
        #expect(abs(control.snappingHeight - 112.5 * 844 / 568) < 1e-9)
    }

    @Test func wkWebViewBadReloadsAndEndsRefreshingBeforeTouchUp() throws {
        let t = Fixtures.run(Fixtures.scenario(duration: 5, gestures: [longPull], strategy: .wkWebViewBad))
        let touchUp = try time(t, "touchUp")
        #expect(try time(t, "valueChanged") < touchUp)
        #expect(try time(t, "endRefreshing") < touchUp)
        #expect(try time(t, "refreshStart") < touchUp)
        #expect(try #require(t.firstEvent("endRefreshing")).attributes["whileTracking"] == "true")
        // The inset goes away under the finger: the next frame jumps.
        let end = try #require(t.firstEvent("endRefreshing"))
        #expect(abs(t.samples[end.frame + 1].offset - t.samples[end.frame].offset) > 20)
        // didCommit replaces the document while the finger is still down.
        #expect(try time(t, "didCommit") < touchUp)
    }

    @Test func wkWebViewGoodReloadsAfterTouchUpAndEndsAtDidCommit() throws {
        let t = Fixtures.run(Fixtures.scenario(duration: 5, gestures: [longPull], strategy: .wkWebViewGood(endOn: .commit)))
        let touchUp = try time(t, "touchUp")
        #expect(try time(t, "valueChanged") < touchUp)
        #expect(try time(t, "refreshStart") >= touchUp)
        #expect(try time(t, "endRefreshing") == (try time(t, "didCommit")))
        #expect(try #require(t.firstEvent("endRefreshing")).attributes["whileTracking"] == "false")
        #expect(t.samples.last?.state == "idle")
    }

    @Test func wkWebViewGoodEndsAtDidFinishWhenToldTo() throws {
        let plan = WebLoadPlan(commitAfter: 0.6, finishAfter: 2.5)
        let t = Fixtures.run(
            Fixtures.scenario(duration: 6, gestures: [longPull], strategy: .wkWebViewGood(endOn: .finish), loader: .webview(plan)))
        #expect(try time(t, "endRefreshing") == (try time(t, "didFinish")))
        #expect(try time(t, "didFinish") - (try time(t, "didCommit")) > 1.8)
    }

    @Test func wkWebViewGoodSpinnerNeverEndsAfterAProvisionalFailure() {
        let plan = WebLoadPlan(commitAfter: 0.8, finishAfter: 1.5, fail: .provisional)
        let t = Fixtures.run(
            Fixtures.scenario(duration: 6, gestures: [longPull], strategy: .wkWebViewGood(endOn: .commit), loader: .webview(plan)))
        #expect(t.firstEvent("didFailProvisionalNavigation") != nil)
        #expect(t.firstEvent("didCommit") == nil)
        #expect(t.firstEvent("endRefreshing") == nil)
        #expect(t.samples.last?.state == "refreshing")
        #expect(t.samples.last?.indicatorVisibleHeight == 60)
    }

    @Test func egoTriggersOnReleasePastSixtyFiveAndHoldsSixty() throws {
        let t = Fixtures.run(
            Fixtures.scenario(duration: 6, gestures: [Fixtures.pull(distance: 260)], strategy: .ego(forwardsDelegate: true)))
        #expect(try time(t, "refreshStart") == (try time(t, "touchUp")))
        #expect(t.sample(at: 2.5).offset == -60)
        #expect(t.sample(at: 2.5).state == "loading")
        #expect(t.samples.last?.offset == 0)
        #expect(t.samples.last?.state == "normal")
    }

    @Test func egoWithoutForwardingNeverTriggers() {
        let t = Fixtures.run(
            Fixtures.scenario(duration: 4, gestures: [Fixtures.pull(distance: 260)], strategy: .ego(forwardsDelegate: false)))
        #expect((t.samples.map(\.offset).min() ?? 0) < -65)
        #expect(t.firstEvent("refreshStart") == nil)
        #expect(t.samples.allSatisfy { $0.state == "normal" })
    }

    @Test func sbKVOSeesTheReleaseOneContentOffsetChangeAfterTouchUp() throws {
        let t = Fixtures.run(Fixtures.scenario(duration: 6, gestures: [Fixtures.pull(distance: 260)], strategy: .sbKVO))
        let up = try #require(t.firstEvent("touchUp"))
        let stop = try #require(t.firstEvent("stopDragging"))
        #expect(stop.frame == up.frame + 1)  // the first bounce frame moves the offset
        #expect(try time(t, "refreshStart") == stop.time)
        #expect(t.sample(at: 2.5).offset == -60)
    }

    @Test func cjHeaderRestoresItsInsetWithoutAnimationAndTheOffsetSnaps() throws {
        let t = Fixtures.run(Fixtures.scenario(duration: 6, gestures: [Fixtures.pull(distance: 200)], strategy: .cjHeader))
        let up = try #require(t.firstEvent("touchUp"))
        let start = try #require(t.firstEvent("refreshStart"))
        #expect(start.frame == up.frame + 1)  // the first scroll that is not a drag
        #expect(t.sample(at: 3).offset == -30)
        let restore = try #require(t.events.last { $0.name == "contentInsetSet" })
        #expect(restore.attributes["animated"] == "false")
        #expect(restore.attributes["top"] == "0.00")
        #expect(t.samples[restore.frame - 1].offset == -30)
        #expect(t.samples[restore.frame].offset == 0)
    }

    @Test func cjFooterDelaySetsTheOffsetPointEightSecondsAfterRelease() throws {
        let t = Fixtures.run(
            Fixtures.scenario(
                duration: 9, contentHeight: 1500, initialOffset: .bottom,
                gestures: [Fixtures.pull(distance: -220, duration: 0.5, hold: 0.2)],
                strategy: .cjFooterDelay))
        let up = try time(t, "touchUp")
        let writes = t.events(named: "contentOffsetSet")
        let first = try #require(writes.first)
        // The first block was scheduled by the first bounce frame after the release.
        #expect(abs(first.time - (up + 1.0 / 60 + 0.8)) < 1e-6)
        #expect(first.attributes["to"] == "957.00")  // beginDragOffset (1500 − 568) + 25
        let back = try #require(writes.first { $0.attributes["to"] == "932.00" })
        #expect(abs(back.time - (first.time + 2)) < 1e-6)
        #expect(t.events(named: "refreshStart").count > 1)  // one load per scheduled block
    }

    @Test func cjFooterInsetHoldsTheFooterAndAppendsRows() throws {
        let t = Fixtures.run(
            Fixtures.scenario(
                duration: 7, contentHeight: 1500, initialOffset: .bottom,
                gestures: [Fixtures.pull(distance: -220, duration: 0.5, hold: 0.2)],
                strategy: .cjFooterInset, loader: .append(seconds: 3, height: 600)))
        #expect(t.sample(at: 2.5).insetBottom == 30)
        #expect(t.sample(at: 2.5).offset == 962)  // 1500 + 30 − 568
        #expect(t.sample(at: 2.5).indicatorVisibleHeight == 30)
        #expect(t.samples.last?.contentHeight == 2100)
        #expect(t.samples.last?.footerTop == 2100)
        #expect(t.samples.last?.offset == 962)
        #expect(t.events(named: "contentOffsetAdjusted").isEmpty)
    }

    @Test func cjFooterInsetWithoutRowsJumpsAtTheEnd() throws {
        let t = Fixtures.run(
            Fixtures.scenario(
                duration: 6, contentHeight: 1500, initialOffset: .bottom,
                gestures: [Fixtures.pull(distance: -220, duration: 0.5, hold: 0.2)],
                strategy: .cjFooterInset, loader: .delay(seconds: 3)))
        let adjusted = try #require(t.firstEvent("contentOffsetAdjusted"))
        #expect(adjusted.attributes["from"] == "962.00")
        #expect(adjusted.attributes["to"] == "932.00")
        #expect(adjusted.attributes["animated"] == "false")
    }

    @Test func thresholdRefreshesOnReleasePastMinusHundredButShowsNothing() throws {
        let t = Fixtures.run(
            Fixtures.scenario(duration: 5, gestures: [Fixtures.pull(distance: 320, duration: 0.7, hold: 0.2)], strategy: .threshold))
        #expect(try time(t, "refreshStart") == (try time(t, "touchUp")))
        #expect(t.sample(at: 2.5).state == "refreshing")
        #expect(t.sample(at: 2.5).indicatorVisibleHeight == 0)
        #expect(t.events.contains { $0.name == "stateChanged" && $0.attributes["to"] == "red" })
    }

    @Test func thresholdIgnoresAMomentumOverscroll() {
        // 6900 pt/s at release: iOS 26's recoil needs about that to carry the content past -100.
        let fling = Gesture.drag(at: 0.3, distance: 450, duration: 0.06, holdAfter: 0, easing: .linear)
        let t = Fixtures.run(
            Fixtures.scenario(
                duration: 4, contentHeight: 3000, initialOffset: .value(400),
                gestures: [fling], strategy: .threshold))
        let deepest = t.samples.map(\.offset).min() ?? 0
        #expect(deepest < -100)
        #expect(t.samples.first { $0.offset == deepest }?.fingerDown == false)
        #expect(t.firstEvent("refreshStart") == nil)
    }
}

extension RefreshHost {
    static func testHost(viewport: Double = 568) -> RefreshHost {
        let runtime = Runtime(frameRate: 60)
        let bounds = Size(width: 320, height: viewport)
        let scrollView = ScrollView(
            runtime: runtime, bounds: bounds, safeAreaInsets: .zero,
            contentSize: Size(width: 320, height: 2000))
        return RefreshHost(
            runtime: runtime, scrollView: scrollView,
            loader: DelayLoader(seconds: 1, runtime: runtime), webView: nil, screenBounds: bounds)
    }
}
