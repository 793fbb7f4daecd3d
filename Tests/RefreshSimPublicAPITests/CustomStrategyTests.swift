import Testing
import RefreshSim  // no @testable: only what a user outside the package can reach
import RefreshSimStrategies

/// A strategy written the way a user would write their own: an MJRefresh-style header (54 pt,
/// trigger 54, begin 0.25 s, end 0.4 s — the reference's numbers) that starts refreshing on the
/// first scroll after the finger lifts while "pulling".
final class MJStyleHeader: RefreshStrategy, ScrollViewDelegate {
    static let height = 54.0
    let host: RefreshHost
    var state = "idle"

    init(host: RefreshHost) {
        self.host = host
        host.scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard state != "refreshing" else { return }
        let pull = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        if scrollView.isDragging {
            state = pull >= Self.height ? "pulling" : "idle"
        } else if state == "pulling" {
            state = "refreshing"
            scrollView.animate(withDuration: 0.25) { scrollView.contentInset.top += Self.height }
            host.loader.load { [self] _ in
                scrollView.animate(withDuration: 0.4) { scrollView.contentInset.top -= Self.height }
                state = "idle"
            }
        }
    }

    var stateName: String { state }
    var headerPhase: RefreshPhase? { state == "refreshing" ? .refreshing : state == "pulling" ? .armed : .idle }
    var footerPhase: RefreshPhase? { nil }
    var indicator: IndicatorPlacement { .header }
    var triggerDistance: Double? { Self.height }
    var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: Self.height) }
}

struct CustomStrategyTests {
    let scenario = Scenario(
        name: "mj-style", duration: 5, content: Content(height: 2000),
        gestures: [.drag(at: 0.5, distance: 260, duration: 0.6, holdAfter: 0.2, easing: .easeOut)],
        loader: .delay(seconds: 1.5))

    @Test func aUserStrategyRunsThroughTheSimulatorAndIsJudgedSmooth() throws {
        let timeline = Simulator(scenario: scenario) { MJStyleHeader(host: $0) }.run()
        let touchUp = try #require(timeline.events.first { $0.name == "touchUp" })
        let start = try #require(timeline.events.first { $0.name == "refreshStart" })
        #expect(start.frame == touchUp.frame + 1)  // the first bounce-back frame
        #expect(timeline.samples.contains { $0.state == "refreshing" && $0.offset == -54 })
        #expect(timeline.samples.last?.offset == 0)
        let analysis = Analyzer().analyze(timeline)
        #expect(analysis.verdict == .smooth, "\(analysis.findings.map(\.message))")
    }

    @Test func theSameStrategyWithoutAnimationIsCaughtSnapping() {
        final class Snapping: RefreshStrategy, ScrollViewDelegate {
            let host: RefreshHost
            var refreshing = false
            init(host: RefreshHost) { self.host = host; host.scrollView.delegate = self }
            func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
                guard -scrollView.contentOffset.y >= 54, !refreshing else { return }
                refreshing = true
                scrollView.contentInset.top = 54
                host.loader.load { [self] _ in
                    scrollView.contentInset.top = 0  // no animation: the content snaps up 54 pt
                    refreshing = false
                }
            }
            var stateName: String { refreshing ? "refreshing" : "idle" }
            var headerPhase: RefreshPhase? { refreshing ? .refreshing : .idle }
            var footerPhase: RefreshPhase? { nil }
            var indicator: IndicatorPlacement { .header }
            var triggerDistance: Double? { 54 }
            var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: 54) }
        }
        let timeline = Simulator(scenario: scenario) { Snapping(host: $0) }.run()
        let analysis = Analyzer().analyze(timeline)
        #expect(analysis.glitchClasses == [.offsetJump])
        #expect(analysis.findings.first?.message.contains("54.0 pt") == true)
    }
}
