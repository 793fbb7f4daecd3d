import LibraryDemos
import RefreshSim
import Testing

/// WXGBridgeQ/SwiftPullToRefresh on its real source. It starts refreshing when the scroll view's
/// pan gesture recognizer's `state`, observed by key path through the scroll view
/// (`observe(\.panGestureRecognizer.state)`), reaches `.ended` past 60 pt. Issue 36: the stand-in
/// did not deliver that observation, nothing started, and the run was judged `deadPull`.
@Suite struct SwiftPullToRefreshTests {
    @Test func theReleaseSeenThroughThePanStateRefreshes() throws {
        let run = ScenarioRun(try scenario("swiftpulltorefresh-indicator.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["pulled", "refreshing", "idle"])
        let release = try #require(run.timeline.events.first { if case .touchUp = $0.kind { true } else { false } }).time
        let refreshing = try #require(run.timeline.samples.first { $0.state == "refreshing" }).time
        #expect(refreshing == release)
    }

    /// Its `UIView.animate` (0.3 s) takes the content to −60 pt with a 60 pt inset; its action
    /// (the load) runs in the animation's completion; it animates the inset away when it ends.
    @Test func itHoldsItsHeightWhileRefreshingAndReturns() throws {
        let run = ScenarioRun(try scenario("swiftpulltorefresh-indicator.json"))
        let refreshing = run.timeline.samples.filter { $0.state == "refreshing" && $0.phase == .rest }
        #expect(!refreshing.isEmpty && refreshing.allSatisfy { $0.insetTop == 60 && $0.offset == -60 })
        let load = try #require(run.timeline.events.first { if case .loadStart = $0.kind { true } else { false } }).time
        #expect(abs(load - 1.5) < 0.02)
        #expect(run.timeline.samples.last?.insetTop == 0 && run.timeline.samples.last?.offset == 0)
    }

    @Test func nothingItUsesGoesUnsimulated() throws {
        let run = ScenarioRun(try scenario("swiftpulltorefresh-indicator.json"))
        #expect(!run.timeline.events.contains { if case .notSimulated = $0.kind { true } else { false } })
    }
}
