import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// hiddenWhileLoading, footerMisplaced, blankContent: what the indicator shows while work runs.
struct AnalysisIndicatorTests {
    // MARK: hiddenWhileLoading

    /// Refreshing from frame 10 with a delay load; the indicator is visible for `visibleFrames`, then
    /// hidden for `hiddenFrames`, then the refresh ends.
    private func refresh(state: String = "refreshing", visibleFrames: Int, hiddenFrames: Int) -> Timeline {
        var b = TimelineBuilder(trigger: 100)
        b.frames(10)
        if state != "idle" { b.state(state) }
        b.event("refreshStart", .strategy)
        b.event("loadStart", .loader)
        b.next.loaderPhase = .loading
        b.next.indicatorVisibleHeight = 100
        b.frames(visibleFrames)
        b.next.indicatorVisibleHeight = 0
        b.frames(hiddenFrames)
        b.event("loadEnd", .loader, ["result": "success"])
        b.next.loaderPhase = .finished
        if state != "idle" { b.state("idle") }
        b.frames(10)
        return b.timeline
    }

    @Test func aRefreshWhoseIndicatorSpringsAwayIsHiddenWhileLoading() {
        let found = analyze(refresh(visibleFrames: 30, hiddenFrames: 120)).findings(.hiddenWhileLoading)
        #expect(found.map(\.frame) == [40])
        #expect(found.first?.message == "a load ran with no indicator on screen for 2.00 s from 0.67 s (state refreshing, loader loading)")
    }

    @Test func aLoadInTheIdleStateWithNothingShownIsHiddenWhileLoading() {
        // cj-footer-delay: the footer goes back to idle, then loads for 3 s.
        let found = analyze(refresh(state: "idle", visibleFrames: 0, hiddenFrames: 180)).findings(.hiddenWhileLoading)
        #expect(found.map(\.message) == ["a load ran with no indicator on screen for 3.00 s from 0.17 s (state idle, loader loading)"])
    }

    @Test func aShortHiddenMomentIsFine() {
        #expect(analyze(refresh(visibleFrames: 30, hiddenFrames: 18)).findings(.hiddenWhileLoading).isEmpty)
    }

    @Test func aVisibleIndicatorIsFine() {
        #expect(analyze(refresh(visibleFrames: 150, hiddenFrames: 0)).findings(.hiddenWhileLoading).isEmpty)
    }

    // MARK: footerMisplaced

    /// A footer at the bottom of 1000 pt of content; rows are appended at frame 20 (content 1300)
    /// and the footer follows `lagFrames` later.
    private func append(lagFrames: Int) -> Timeline {
        var b = TimelineBuilder(contentHeight: 1000, indicator: .footer)
        b.frames(20)
        b.event("contentSizeChanged", .scrollView, ["from": "1000", "to": "1300"])
        b.frames(lagFrames) { $0.contentHeight = 1300 }
        b.frames(10) { $0.footerTop = 1300 }
        return b.timeline
    }

    @Test func aFooterLaggingTheContentIsMisplaced() {
        let found = analyze(append(lagFrames: 3)).findings(.footerMisplaced)
        #expect(found.map(\.frame) == [20])
        #expect(
            found.first?.message == "the footer's top is at 1000.0 pt instead of 1300.0 pt (content height 1300.0 pt) "
                + "for 0.05 s from 0.33 s")
    }

    @Test func aFooterOneFrameLateIsTolerated() {
        #expect(analyze(append(lagFrames: 1)).findings(.footerMisplaced).isEmpty)
    }

    @Test func aFooterBelowShortContentSitsAtTheVisibleBottom() {
        // 300 pt of content under a 64 pt bar: the footer belongs at 568 − 64 = 504.
        var b = TimelineBuilder(insetTop: 64, contentHeight: 300, indicator: .footer)
        b.frames(5)
        #expect(b.timeline.samples.first?.footerTop == 504)
        #expect(analyze(b.timeline).findings(.footerMisplaced).isEmpty)
        b.frames(5) { $0.footerTop = 300 }
        #expect(analyze(b.timeline).findings(.footerMisplaced).map(\.frame) == [5])
    }

    @Test func aFooterLoadWithNoTouchIsMisplaced() {
        var b = TimelineBuilder(contentHeight: 300, indicator: .footer)
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.frames(10)
        b.touchDown()
        b.frames(5)
        b.touchUp()
        b.event("refreshStart", .strategy)
        b.frames(5)
        let found = analyze(b.timeline).findings(.footerMisplaced)
        #expect(found.map(\.message) == ["a footer load fired at 0.17 s with no touch since the previous load"])
    }

    @Test func loadsRefiredWhileOneRunsAreNotMisplacedFooterLoads() {
        // cj-footer-delay schedules one load per bounce-back frame: doubleTrigger's business.
        var b = TimelineBuilder(contentHeight: 300, indicator: .footer)
        b.frames(5)
        b.touchDown()
        b.frames(5)
        b.touchUp()
        for _ in 0..<3 {
            b.event("refreshStart", .strategy)
            b.event("loadStart", .loader)
            b.frames()
        }
        b.frames(10)
        b.event("loadEnd", .loader, ["result": "success"])
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.frames(3)
        let found = analyze(b.timeline).findings(.footerMisplaced)
        #expect(found.map(\.message) == ["a footer load fired at 0.55 s with no touch since the previous load"])
        // The two repeats of the first cycle are one finding.
        #expect(
            analyze(b.timeline).findings(.doubleTrigger).map(\.message)
                == ["the refresh action ran 2 more times from 0.18 s to 0.20 s while the load it started at 0.17 s was still running"])
    }

    @Test func headerStrategiesHaveNoFooterToMisplace() {
        var b = TimelineBuilder(contentHeight: 300, indicator: .header)
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.frames(5)
        #expect(analyze(b.timeline).findings(.footerMisplaced).isEmpty)
    }

    // MARK: blankContent

    /// A web reload at frame 10; the indicator shows until frame `hideAt`; commit at frame 46.
    private func webReload(hideAt: Int) -> Timeline {
        var b = TimelineBuilder()
        b.next.indicatorVisibleHeight = 60
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.event("didStartProvisionalNavigation", .loader)
        b.next.loaderPhase = .request
        for frame in 10..<70 {
            if frame == hideAt { b.next.indicatorVisibleHeight = 0 }
            if frame == 46 {
                b.event("didCommit", .loader)
                b.next.loaderPhase = .committed
            }
            b.frames()
        }
        return b.timeline
    }

    @Test func hidingTheIndicatorBeforeTheCommitLeavesTheContentBlank() {
        let found = analyze(webReload(hideAt: 30)).findings(.blankContent)
        #expect(found.map(\.frame) == [30])
        #expect(found.first?.message == "the indicator was hidden at 0.50 s while the page had not committed (loader request) for 0.27 s")
    }

    @Test func hidingTheIndicatorAtTheCommitIsFine() {
        #expect(analyze(webReload(hideAt: 46)).findings(.blankContent).isEmpty)
    }

    @Test func aLoadBeforeAnyRefreshIsNotBlankContent() {
        var b = TimelineBuilder()
        b.next.loaderPhase = .request
        b.frames(30)
        #expect(analyze(b.timeline).findings(.blankContent).isEmpty)
    }
}
