import Foundation
import LibraryDemos
import RefreshSim
import RefreshSimStrategies
import Testing

/// Yalantis/PullToRefresh's issue #128, on its real source: a top-only refresher's
/// `endRefreshing(at: .top)` returns at its `isEnabled` guard (only the opposite refresher's
/// states ever enable one), so it stays loading with its 40 pt inset; the thread's workaround,
/// `setEnable(isEnabled: true)` first, lets it spring back.
@Suite struct YalantisPullToRefreshTests {
    @Test func aTopOnlyRefresherNeverEnds() throws {
        let run = ScenarioRun(try scenario("yalantis-128-top-only.json"))
        #expect(run.analysis.glitchClasses == [.stuckSpinner])
        #expect(run.timeline.samples.last?.insetTop == 40)
        #expect(run.timeline.samples.last?.offset == -40)
        #expect(states(run.timeline).suffix(2) == ["releasing(1)", "loading"])
    }

    @Test func enablingItFirstEndsTheRefresh() throws {
        let run = ScenarioRun(try scenario("yalantis-128-workaround.json"))
        #expect(run.analysis.glitchClasses.isEmpty)
        #expect(run.timeline.samples.last?.insetTop == 0)
        #expect(states(run.timeline).suffix(3) == ["loading", "finished", "initial"])
        // The refresher's spring (damping 0.4) carries the content past its rest before settling.
        #expect((run.timeline.samples.map(\.offset).max() ?? 0) > 5)
    }

    /// The stand-in says what it does not simulate for this library: `bounces = false` while its
    /// load animation runs.
    @Test func theRunNamesWhatIsNotSimulated() throws {
        let run = ScenarioRun(try scenario("yalantis-128-workaround.json"))
        #expect(notSimulated(run.timeline) == ["api UIScrollView.bounces"])
    }
}

func scenario(_ file: String) throws -> Scenario {
    try ScenarioDecoder.decode(
        Array(try Data(contentsOf: package.appendingPathComponent("Scenarios/\(file)"))),
        fileName: file, vocabulary: Vocabulary.bundled.adding(strategies: publishedLibraryStrategies))
}

func states(_ timeline: Timeline) -> [String] {
    timeline.events.compactMap { event -> String? in
        if case let .stateChanged(_, to) = event.kind { return to.name } else { return nil }
    }
}

/// The labels of the run's `notSimulated` events, in order (`api UIImage.size`).
func notSimulated(_ timeline: Timeline) -> [String] {
    timeline.events.compactMap { event -> String? in
        if case let .notSimulated(what) = event.kind { return what.label } else { return nil }
    }
}
