import LibraryDemos
import RefreshSim
import Testing

/// cuzv/PullToRefresh on its real source: its top container observes `contentOffset`,
/// `contentSize`, its own `frame` and `contentInset` (string key paths from a view, the change's
/// values read as `CGPoint` and `UIEdgeInsets`), arms past 60 pt, loads once the drag ends and
/// holds a 60 pt inset until `endTopPullToRefresh()`.
@Suite struct CuzvPullToRefreshTests {
    @Test func aPullPastItsHeightLoadsAndReturns() throws {
        let run = ScenarioRun(try scenario("cuzv-pulltorefresh-top.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["triggered", "loading", "none"])
        let loading = run.timeline.samples.filter { $0.state == "loading" }
        #expect(!loading.isEmpty && loading.allSatisfy { $0.insetTop == 60 })
        #expect(loading.last?.offset == -60)
        #expect(run.timeline.samples.last?.insetTop == 0 && run.timeline.samples.last?.offset == 0)
        #expect(notSimulated(run.timeline).isEmpty)
    }
}
