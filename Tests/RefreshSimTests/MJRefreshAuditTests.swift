import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// MJRefresh's timing and bookkeeping as 5647d82 (3.7.9) has them, and the older releases the
/// `release` option offers (docs/libraries/mjrefresh.md).
struct MJRefreshAuditTests {
    /// Runs the main queue to `time`, as the frames between would.
    func run(_ host: RefreshHost, to time: Double) {
        host.runtime.beginFrame(1, at: time)
    }

    /// Whether the refreshing block has run by the time a block queued right after the begin
    /// animation's completion (same deadline, queued later) runs.
    func blockRanInCompletion(_ release: MJRefreshRelease) -> Bool {
        let host = RefreshHost.testHost()
        let header = MJRefreshHeader(host: host, release: release)
        var ran = false
        var seenByNextBlock = false
        header.refreshingBlock = { ran = true }
        header.beginRefreshing()
        host.main.asyncAfter(seconds: MJRefreshComponent.fastAnimationDuration) { seenByNextBlock = ran }
        run(host, to: 1)
        #expect(ran)
        return seenByNextBlock
    }

    @Test func theRefreshingBlockRunsInTheBeginAnimationsCompletionSince375() {
        #expect(blockRanInCompletion(.v3_7_5))
        #expect(!blockRanInCompletion(.v3_7_4))
        #expect(!blockRanInCompletion(.v3_1_0))
    }

    @Test func before374TheBeginAnimationItselfWaitsATurn() {
        func insetRightAfterBegin(_ release: MJRefreshRelease) -> Double {
            let host = RefreshHost.testHost()
            let header = MJRefreshHeader(host: host, release: release)
            header.beginRefreshing()
            return host.scrollView.contentInset.top
        }
        #expect(insetRightAfterBegin(.v3_7_5) == 54)
        #expect(insetRightAfterBegin(.v3_7_4) == 54)
        #expect(insetRightAfterBegin(.v3_1_0) == 0)
    }

    /// The auto footer's refresh starts in the frame whose offset change fired it (3.7.5); with
    /// 3.7.4's dispatch the load is asked for a frame later.
    @Test func theAutoFootersLoadStartsInTheFrameThatFiredIt() throws {
        func frames(_ release: MJRefreshRelease) throws -> (state: Int, load: Int) {
            let footer = StrategyConfig.mjAutoFooter(triggerPercent: 1, autoTriggerTimes: 1, noMoreDataAfter: nil)
                .with(.mjRelease, release)
            let scenario = Scenario(
                name: "t", duration: 3, device: DevicePreset.named("iPhone 15")!.device(),
                content: Content(height: 2000, initialOffset: .value(1100)),
                gestures: [.drag(at: 0.3, distance: -320, duration: 1, holdAfter: 0.5, easing: .linear)],
                components: [StrategyComponent(footer, loader: .append(seconds: 0.3, height: 40))])
            let timeline = Simulator(scenario: scenario).run()
            let refreshing = try #require(timeline.events.first { $0.name == "stateChanged" && $0.attributes["to"] == "refreshing" })
            let start = try #require(timeline.events.first { $0.name == "refreshStart" })
            return (refreshing.frame, start.frame)
        }
        let current = try frames(.v3_7_5)
        #expect(current.load == current.state)
        let older = try frames(.v3_7_4)
        #expect(older.load == older.state + 1)
    }

    /// `willMoveToSuperview:` keeps `mj_inset` — the adjusted inset — as the original inset, so a
    /// back footer under short content sits at the bottom of the safe area from the start.
    @Test func theOriginalInsetIsTheAdjustedInset() {
        let runtime = Runtime(frameRate: 60)
        let bounds = Size(width: 320, height: 568)
        let scrollView = ScrollView(
            runtime: runtime, bounds: bounds, safeAreaInsets: EdgeInsets(top: 64, bottom: 0),
            contentSize: Size(width: 320, height: 300))
        let host = RefreshHost(
            runtime: runtime, scrollView: scrollView, loader: DelayLoader(seconds: 1, runtime: runtime),
            webView: nil, screenBounds: bounds)
        let footer = MJRefreshBackFooter(host: host)
        #expect(footer.scrollViewOriginalInset.top == 64)
        #expect(footer.y == 568 - 64)
    }
}
