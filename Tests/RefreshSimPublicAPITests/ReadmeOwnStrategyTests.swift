import Foundation
import Testing
import RefreshSim

// The article "Your own strategy" (RefreshSim.docc) shows this file: keep the two in step (the suite checks).

final class MyHeader: RefreshStrategy, ScrollViewDelegate {
    let host: RefreshHost
    var refreshing = false
    init(host: RefreshHost) { self.host = host; host.scrollView.delegate = self }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard -scrollView.contentOffset.y >= 54, !refreshing else { return }
        refreshing = true
        scrollView.animate(withDuration: 0.25) { scrollView.contentInset.top = 54 }
        host.loader.load { [self] _ in
            scrollView.animate(withDuration: 0.4) { scrollView.contentInset.top = 0 }
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

struct ReadmeOwnStrategyTests {
    /// A 200 pt pull held for 0.2 s, and a load of one second.
    let jsonData = Data(
        #"""
        {"name": "my", "duration": 4, "content": {"height": 2000},
         "gestures": [{"at": 0.3, "distance": 200, "duration": 0.5, "holdAfter": 0.2}],
         "loader": {"kind": "delay", "seconds": 1}}
        """#.utf8)

    @Test func theReadmesHeaderRefreshesOnceAndSmoothly() throws {
        let scenario = try ScenarioDecoder.decode(Array(jsonData), fileName: "my.json")
        let timeline = Simulator(scenario: scenario) { MyHeader(host: $0) }.run()
        let analysis = Analyzer(thresholds: scenario.analysis).analyze(timeline)
        print(analysis.verdict, analysis.findings.map(\.message))

        #expect(analysis.verdict == .smooth, "\(analysis.findings.map(\.message))")
        #expect(analysis.activity.refreshes.started == 1)
        #expect(timeline.samples.contains { $0.state == "refreshing" })
    }
}
