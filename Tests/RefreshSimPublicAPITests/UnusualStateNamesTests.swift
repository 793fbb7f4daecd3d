import Testing
import RefreshSim  // no @testable: a user's strategy, judged by its phases alone
import RefreshSimStrategies

/// A header whose states are named as its author likes (`waiting`, `spinning`, `done`) and that
/// never hears about the end of its load: it spins forever. No name contains "refreshing" or
/// "loading"; the analysis must still see the refresh through `headerPhase`.
final class SpinnerHeader: RefreshStrategy, ScrollViewDelegate {
    static let trigger = 60.0
    let host: RefreshHost
    let endsItsRefresh: Bool
    var state = "waiting"

    init(host: RefreshHost, endsItsRefresh: Bool) {
        self.host = host
        self.endsItsRefresh = endsItsRefresh
        host.scrollView.delegate = self
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard state == "waiting", -scrollView.contentOffset.y - scrollView.adjustedContentInset.top >= Self.trigger else { return }
        state = "spinning"
        scrollView.animate(withDuration: 0.25) { scrollView.contentInset.top = Self.trigger }
        host.loader.load { [self] _ in
            guard endsItsRefresh else { return }  // the bug: the completion forgets the header
            scrollView.animate(withDuration: 0.3) { scrollView.contentInset.top = 0 }
            state = "done"
        }
    }

    var stateName: String { state }
    var headerPhase: RefreshPhase? { state == "spinning" ? .refreshing : .idle }
    var footerPhase: RefreshPhase? { nil }
    var indicator: IndicatorPlacement { .header }
    var triggerDistance: Double? { Self.trigger }
    var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: Self.trigger) }
}

struct UnusualStateNamesTests {
    func scenario(pull distance: Double, expect: RefreshSim.Expectation? = nil) -> Scenario {
        Scenario(
            name: "spinner", duration: 6, content: Content(height: 2000),
            gestures: [.drag(at: 0.5, distance: distance, duration: 0.6, holdAfter: 0.2, easing: .easeOut)],
            loader: .delay(seconds: 1), expect: expect)
    }

    @Test func aSpinnerThatNeverEndsIsStuckWhateverItsStatesAreCalled() throws {
        let run = ScenarioRun(scenario(pull: 300)) { SpinnerHeader(host: $0, endsItsRefresh: false) }
        #expect(run.timeline.samples.contains { $0.state == "spinning" })
        let stuck = try #require(run.analysis.findings.first { $0.glitch == .stuckSpinner })
        #expect(stuck.severity == .error)
        #expect(stuck.message.hasPrefix("still refreshing 1.00 s after the load ended (success) at "))
        #expect(run.analysis.verdict == .janky)
        #expect(run.analysis.activity.refreshes == RefreshActivity.Count(started: 1, ended: 1))
    }

    @Test func theSameSpinnerThatEndsIsNotStuck() {
        let run = ScenarioRun(scenario(pull: 300)) { SpinnerHeader(host: $0, endsItsRefresh: true) }
        #expect(run.timeline.samples.last?.state == "done")
        #expect(!run.analysis.glitchClasses.contains(.stuckSpinner), "\(run.analysis.findings.map(\.message))")
    }

    @Test func aPullThatNeverFiresCountsNoRefreshAndFailsAnExpectationOfOne() {
        // 40 pt of finger travel rubber-bands to about 20 pt: a third of the 60 pt trigger.
        let run = ScenarioRun(scenario(pull: 40)) { SpinnerHeader(host: $0, endsItsRefresh: false) }
        #expect(run.analysis.activity.refreshes == RefreshActivity.Count(started: 0, ended: 0))
        #expect(run.analysis.findings.isEmpty)
        #expect(run.analysis.activity.maxPull > 0 && run.analysis.activity.maxPull < SpinnerHeader.trigger)

        let one = Checker().check(
            ScenarioRun(
                scenario: scenario(pull: 40, expect: RefreshSim.Expectation(refreshes: .exactly(1))),
                timeline: run.timeline, analysis: run.analysis))
        #expect(one.differences == ["refreshes: expected 1, got 0"])
        let zero = Checker().check(
            ScenarioRun(
                scenario: scenario(pull: 40, expect: RefreshSim.Expectation(refreshes: .exactly(0))),
                timeline: run.timeline, analysis: run.analysis))
        #expect(zero.passed)
    }
}
