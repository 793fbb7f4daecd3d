import LibraryDemos
import RefreshSim
import Testing

/// TouchInstinct/TIPullToRefresh on its real source: it starts loading when the scroll view's pan
/// gesture recognizer's `state`, observed by key path, reaches `.ended` past its 90 pt, in the
/// release's frame, and holds a 90 pt inset until `stopLoading()`.
@Suite struct TIPullToRefreshTests {
    @Test func theReleaseSeenThroughThePanStateLoads() throws {
        let run = ScenarioRun(try scenario("tipulltorefresh-top.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["dragging", "loading", "stopped"])
        let release = try #require(run.timeline.events.first { if case .touchUp = $0.kind { true } else { false } }).time
        let loading = try #require(run.timeline.samples.first { $0.state == "loading" }).time
        #expect(loading == release)
    }

    @Test func itHoldsItsHeightWhileLoading() throws {
        let run = ScenarioRun(try scenario("tipulltorefresh-top.json"))
        let loading = run.timeline.samples.filter { $0.state == "loading" }
        #expect(!loading.isEmpty && loading.allSatisfy { $0.insetTop == 90 })
        #expect(loading.last?.offset == -90)
        #expect(run.timeline.samples.last?.insetTop == 0 && run.timeline.samples.last?.offset == 0)
    }

    /// What the stand-in does not simulate for it: its default views' images are not decoded.
    @Test func theRunNamesWhatIsNotSimulated() throws {
        let run = ScenarioRun(try scenario("tipulltorefresh-top.json"))
        #expect(notSimulated(run.timeline) == ["api UIImage.size"])
    }
}
