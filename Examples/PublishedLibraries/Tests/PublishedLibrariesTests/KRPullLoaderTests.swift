import LibraryDemos
import RefreshSim
import Testing

/// KRPullLoader on its real source: its loader view has no frame of its own, only Auto Layout
/// constraints (pinned to the scroll view, its height from the label's), and it holds the inset at
/// that height while loading. With constraints stubbed its height was 0: judged `hiddenWhileLoading`.
@Suite struct KRPullLoaderTests {
    @Test func aPullPastTheLoadersHeightRefreshesSmoothly() throws {
        let run = ScenarioRun(try scenario("krpullloader-refresh.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["pulling", "pulling", "loading", "none"])
        #expect(run.timeline.samples.last?.insetTop == 0)
        #expect(run.timeline.samples.last?.offset == 0)
    }

    /// The inset it holds is its view's height as Auto Layout resolves it: the indicator 15 pt
    /// down, the label 40 pt down, 15 pt below the label's one line of text (12 pt).
    @Test func itsInsetIsItsViewsHeightFromAutoLayout() throws {
        let run = ScenarioRun(try scenario("krpullloader-refresh.json"))
        let loading = run.timeline.samples.filter { $0.state == "loading" }
        #expect(!loading.isEmpty)
        #expect(loading.allSatisfy { $0.insetTop == 67 })
    }

    /// It starts loading on the first frame the scroll view decelerates with the offset past its
    /// height (`isDecelerating`), not in `scrollViewDidEndDragging`: the release is at 1.2 s.
    @Test func itStartsLoadingAsTheContentBouncesBack() throws {
        let run = ScenarioRun(try scenario("krpullloader-refresh.json"))
        let start = try #require(run.timeline.samples.first { $0.state == "loading" })
        #expect(start.time > 1.2 && start.offset < -67)
    }

    @Test func theRunNamesWhatIsNotSimulated() throws {
        let run = ScenarioRun(try scenario("krpullloader-refresh.json"))
        #expect(notSimulated(run.timeline) == ["api UILabel.intrinsicContentSize"])
    }
}
