import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// ESPullToRefresh as 6bfa290 (2.9.3) has it, and the older header `stop()` the `release` option
/// offers (docs/libraries/espulltorefresh.md).
@Suite struct ESPullToRefreshAuditTests {
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
}
