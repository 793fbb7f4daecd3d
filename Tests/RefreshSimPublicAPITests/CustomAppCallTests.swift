import Testing
import RefreshSim  // no @testable
import RefreshSimStrategies

/// A user's strategy that takes app calls: `beginRefreshing` from a scenario's `actions` shows it.
final class CodeDrivenHeader: RefreshStrategy, AppCallable {
    let host: RefreshHost
    var refreshing = false

    init(host: RefreshHost) { self.host = host }

    func beginRefreshing() {
        guard !refreshing else { return }
        refreshing = true
        host.scrollView.setContentOffset(Point(y: host.scrollView.contentOffset.y - 60), animated: true)
        host.loader.load { [self] _ in endRefreshing() }
    }

    func endRefreshing() { refreshing = false }
    func endRefreshingWithNoMoreData() { endRefreshing() }
    func resetNoMoreData() {}

    var stateName: String { refreshing ? "refreshing" : "idle" }
    var headerPhase: RefreshPhase? { refreshing ? .refreshing : .idle }
    var footerPhase: RefreshPhase? { nil }
    var indicator: IndicatorPlacement { .header }
    var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: 60) }
}

struct CustomAppCallTests {
    @Test func actionsReachAUsersStrategy() {
        let scenario = Scenario(
            name: "code", duration: 3, content: Content(height: 2000),
            loader: .delay(seconds: 1), actions: [AppAction(at: 0.5, call: .beginRefreshing)])
        let timeline = Simulator(scenario: scenario) { CodeDrivenHeader(host: $0) }.run()
        #expect(timeline.events.contains { $0.name == "appCall" })
        #expect(timeline.events.filter { $0.name == "refreshStart" }.count == 1)
        #expect(timeline.samples[Int(1.0 * 60)].offset == -60)
    }
}
