import LibraryDemos
import RefreshSim
import Testing

/// mobile-health/RefreshableKit on its real source: its header container observes
/// `contentOffset` (`addObserver(_:forKeyPath:options:context:)` from a view) and, past 50 pt,
/// starts refreshing at the first offset change after the drag ends; the load runs in the
/// completion of its 0.4 s inset animation.
@Suite struct RefreshableKitTests {
    @Test func aPullPastItsHeightRefreshesSmoothly() throws {
        let run = ScenarioRun(try scenario("refreshablekit-default.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(states(run.timeline) == ["refreshing", "hiding", "idle"])
        let start = try #require(run.timeline.samples.first { $0.state == "refreshing" })
        #expect(start.time > 1.2 && start.time < 1.25)
        #expect(run.timeline.samples.last?.insetTop == 0 && run.timeline.samples.last?.offset == 0)
    }

    /// It holds a 50 pt inset while refreshing (its container recomputes it from the offset at
    /// every change), and its action runs 0.4 s after it starts: its animation's completion.
    @Test func itHoldsItsHeightAndLoadsAfterItsAnimation() throws {
        let run = ScenarioRun(try scenario("refreshablekit-default.json"))
        let refreshing = run.timeline.samples.filter { $0.state == "refreshing" }
        #expect(!refreshing.isEmpty && refreshing.allSatisfy { $0.insetTop == 50 })
        #expect(refreshing.last?.offset == -50)
        let start = try #require(refreshing.first).time
        let load = try #require(run.timeline.events.first { if case .loadStart = $0.kind { true } else { false } }).time
        #expect(abs(load - start - 0.4) < 0.02)
    }

    @Test func nothingItUsesGoesUnsimulated() throws {
        let run = ScenarioRun(try scenario("refreshablekit-default.json"))
        #expect(!run.timeline.events.contains { if case .notSimulated = $0.kind { true } else { false } })
    }
}
