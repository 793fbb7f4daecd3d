import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// ESPullToRefresh as 6bfa290 (2.9.3) has it, and the older header `stop()` the `release` option
/// offers (docs/libraries/espulltorefresh.md).
struct ESPullToRefreshAuditTests {
    /// A header and a footer on one scroll view, attached (their next-turn blocks run).
    func attached(topInset: Double = 0, release: ESRelease = .v2_9_2) -> (RefreshHost, ESHeaderStrategy, ESRefreshFooterView) {
        let host = RefreshHost.testHost()
        host.scrollView.contentInset = EdgeInsets(top: topInset, bottom: 0)
        let header = ESHeaderStrategy(host: host, release: release)
        let footer = ESRefreshFooterView(host: host)
        host.runtime.beginFrame(1, at: 0)
        return (host, header, footer)
    }

    /// `stopPullToRefresh()` with its defaults resets the footer's no-more-data.
    @Test func stoppingTheHeaderResetsTheFootersNoMoreData() {
        let (_, header, footer) = attached()
        footer.noMoreData = true
        #expect(footer.state == .noMoreData)
        header.endRefreshing()
        #expect(!footer.noMoreData)
        #expect(footer.state == .pullToRefresh)
    }

    /// … and writes `footer.isHidden = false`, which sets the bottom inset to the captured one + 42.
    @Test func stoppingTheHeaderShowsTheFooterAndSetsItsInset() {
        let (host, header, footer) = attached()
        #expect(host.scrollView.contentInset.bottom == 42)
        footer.isHidden = true
        #expect(host.scrollView.contentInset.bottom == 0)
        header.endRefreshing()
        #expect(!footer.isHidden)
        #expect(host.scrollView.contentInset.bottom == 42)
    }

    /// `stop()`'s 0.3 s animation has nothing to animate, so its completion — which ends the
    /// refresh — comes at once, not 0.3 s later.
    @Test func theFooterStopsRefreshingATurnAfterStop() {
        let (host, header, footer) = attached()
        footer.startRefreshing()
        host.runtime.beginFrame(2, at: 1)
        #expect(footer.isRefreshing)
        footer.stopRefreshing()
        host.runtime.beginFrame(3, at: 1 + 1.0 / 60)
        #expect(!footer.isRefreshing)
        #expect(footer.state == .pullToRefresh)
        withExtendedLifetime(header) {}
    }

    /// With an app-set top inset of 20, a refresh started at −30 leaves a previous offset of −90:
    /// 2.9.2 puts the content there before animating back; 2.9 put it at 20 − 90.
    @Test func theHeadersStopSetsThePreviousOffsetBeforeAnimating() {
        func presentedAfterStop(_ release: ESRelease) -> Double {
            let (host, header, footer) = attached(topInset: 20, release: release)
            host.scrollView.contentOffset = Point(x: 0, y: -30)
            header.header.startRefreshing()
            host.runtime.beginFrame(2, at: 1)
            header.endRefreshing()
            return withExtendedLifetime(footer) { host.scrollView.presentedOffset }
        }
        #expect(presentedAfterStop(.v2_9_2) == -90)
        #expect(presentedAfterStop(.v2_9) == -70)
        #expect(presentedAfterStop(.v2_9_1) == -80)
    }

    /// Through a run: the header and the footer each on a host of their own, one scroll view. The
    /// footer is told there is no more data; the header's end makes it load again.
    @Test func inARunTheHeadersEndResetsTheFooter() {
        let scenario = Scenario(
            name: "t", duration: 1.5, device: DevicePreset.named("iPhone 15")!.device(),
            content: Content(height: 2000, initialOffset: .top),
            components: [StrategyComponent(.esHeader), StrategyComponent(.esFooter(noMoreDataAfter: nil))],
            actions: [
                AppAction(at: 0.5, call: .endRefreshingWithNoMoreData, target: .footer),
                AppAction(at: 1.0, call: .endRefreshing(ifRefreshing: false), target: .header),
            ])
        let timeline = Simulator(scenario: scenario).run()
        #expect(timeline.sample(at: 0.8).footerPhase == .noMoreData)
        #expect(timeline.sample(at: 1.2).footerPhase == .idle)
    }

    /// `stopRefreshing` checks only `isRefreshing`, which stays set until the animation's
    /// completion: a second stop 0.1 s into the first runs `stop()` again, putting the content back
    /// at the previous offset before animating once more.
    @Test func aSecondStopWhileStoppingRunsStopAgain() {
        let (host, header, footer) = attached()
        host.scrollView.contentOffset = Point(x: 0, y: -30)
        header.header.startRefreshing()
        host.runtime.beginFrame(2, at: 1)
        header.endRefreshing()
        host.runtime.beginFrame(3, at: 1.1)
        let before = host.runtime.events.count
        header.endRefreshing()
        let writes = host.runtime.events[before...].filter { $0.name == "contentOffsetSet" }
        #expect(writes.contains { Double($0.attributes["to"] ?? "") == -90 })
        withExtendedLifetime(footer) {}
    }
}
