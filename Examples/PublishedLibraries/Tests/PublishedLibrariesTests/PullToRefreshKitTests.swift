import LibraryDemos
import RefreshSim
import Testing

/// LeoMobileDeveloper/PullToRefreshKit on its real source: its header container observes
/// `contentOffset`, arms past 50 pt while dragging, starts at the first offset change after the
/// drag ends, runs the action in the completion of its 0.4 s inset animation, and when told
/// `.normal(.success, 0.5)` shows its result for 0.5 s before hiding in 0.4 s.
@Suite struct PullToRefreshKitTests {
    @Test func aPullPastItsHeightRefreshesShowsItsResultAndHides() throws {
        let run = ScenarioRun(try scenario("pulltorefreshkit-default.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["releaseToRefresh", "refreshing", "success", "pullToRefresh"])
        #expect(run.timeline.samples.last?.insetTop == 0 && run.timeline.samples.last?.offset == 0)
    }

    /// The result shows for the delay given (0.5 s) with the inset held, then the inset goes.
    @Test func itShowsTheResultForTheDelayGiven() throws {
        let run = ScenarioRun(try scenario("pulltorefreshkit-default.json"))
        let success = run.timeline.samples.filter { $0.state == "success" }
        let shown = try #require(success.first).time
        let held = success.filter { $0.insetTop == 50 }
        #expect(abs((try #require(held.last).time) - shown - 0.5) < 0.02)
        let load = try #require(run.timeline.events.first { if case .loadStart = $0.kind { true } else { false } }).time
        let start = try #require(run.timeline.samples.first { $0.state == "refreshing" }).time
        #expect(abs(load - start - 0.4) < 0.02)
    }

    /// What the stand-in does not simulate for it: its arrow image, read from the library's
    /// bundle, is not decoded.
    @Test func theRunNamesWhatIsNotSimulated() throws {
        let run = ScenarioRun(try scenario("pulltorefreshkit-default.json"))
        #expect(notSimulated(run.timeline) == ["api UIImage.size"])
    }
}
