import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The glitch classes no seed system produces, each shown by a simulated strategy that has the bug
/// and absent when the same strategy does it right. (The seeds' own classes are pinned by
/// `BundledScenarioTests`.)
struct GlitchScenarioTests {
    func analyze(_ scenario: Scenario, _ strategy: @escaping Simulator.StrategyBuilder) -> Analysis {
        Analyzer(thresholds: scenario.analysis).analyze(Simulator(scenario: scenario, strategy: strategy).run())
    }

    // MARK: momentumTrigger

    /// An MJRefresh-style header. With `pullsOnMomentum` it also enters `pulling` when a fling
    /// overscrolls, and then "pulling and not dragging → refresh" fires with no pull at all.
    final class MJHeader: RefreshStrategy, ScrollViewDelegate {
        let host: RefreshHost
        let pullsOnMomentum: Bool
        let restoresBy: Double
        let stopsScrollingAtEnd: Bool
        var state = "idle"

        init(host: RefreshHost, pullsOnMomentum: Bool = false, restoresBy: Double = 54, stopsScrollingAtEnd: Bool = false) {
            self.host = host
            self.pullsOnMomentum = pullsOnMomentum
            self.restoresBy = restoresBy
            self.stopsScrollingAtEnd = stopsScrollingAtEnd
            host.scrollView.delegate = self
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            guard state != "refreshing" else { return }
            let pull = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
            if state == "pulling", !scrollView.isDragging {
                state = "refreshing"
                scrollView.animate(withDuration: 0.25) { scrollView.contentInset.top += 54 }
                host.loader.load { [self] _ in endRefreshing(scrollView) }
            } else if scrollView.isDragging || pullsOnMomentum {
                state = pull >= 54 ? "pulling" : "idle"
            }
        }

        func endRefreshing(_ scrollView: ScrollView) {
            if stopsScrollingAtEnd { scrollView.setContentOffset(scrollView.contentOffset, animated: false) }
            scrollView.animate(withDuration: 0.4) { scrollView.contentInset.top -= restoresBy }
            state = "idle"
        }

        var stateName: String { state }
        var headerPhase: RefreshPhase? { state == "refreshing" ? .refreshing : state == "pulling" ? .armed : .idle }
        var footerPhase: RefreshPhase? { nil }
        var indicator: IndicatorPlacement { .header }
        var triggerDistance: Double? { 54 }
        var indicatorVisibleHeight: Double { host.headerVisibleHeight(height: 54) }
    }

    let flingIntoTheTop = Fixtures.scenario(
        duration: 4, contentHeight: 3000, initialOffset: .value(400),
        gestures: [.drag(at: 0.3, distance: 450, duration: 0.1, holdAfter: 0, easing: .linear)])

    @Test func momentumTriggerWhenAFlingEntersPulling() throws {
        let analysis = analyze(flingIntoTheTop) { MJHeader(host: $0, pullsOnMomentum: true) }
        let finding = try #require(analysis.findings.first { $0.glitch == .momentumTrigger })
        #expect(finding.message.contains("trigger 54.0 pt"))
        #expect(finding.severity == .error)
    }

    @Test func noMomentumTriggerWhenOnlyADragCanPull() {
        let analysis = analyze(flingIntoTheTop) { MJHeader(host: $0) }
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
    }

    // MARK: insetDrift, flingKilled

    /// Pull, refresh for 1.5 s; meanwhile a fling up into the content is still moving when the
    /// load ends.
    let pullThenFling = Fixtures.scenario(
        duration: 6, contentHeight: 5000,
        gestures: [
            Fixtures.pull(at: 0.3, distance: 260, duration: 0.5, hold: 0.1),
            .drag(at: 2.2, distance: -400, duration: 0.1, holdAfter: 0, easing: .linear),
        ],
        loader: .delay(seconds: 1.5))

    @Test func insetDriftWhenTheRestoreIsShort() throws {
        let analysis = analyze(Fixtures.scenario(duration: 4, gestures: [Fixtures.pull(distance: 260)], loader: .delay(seconds: 1))) {
            MJHeader(host: $0, restoresBy: 44)
        }
        let finding = try #require(analysis.findings.first { $0.glitch == .insetDrift })
        #expect(finding.message.contains("10.0 pt"))
    }

    @Test func noInsetDriftWhenTheRestoreMatches() {
        let analysis = analyze(Fixtures.scenario(duration: 4, gestures: [Fixtures.pull(distance: 260)], loader: .delay(seconds: 1))) {
            MJHeader(host: $0)
        }
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
    }

    @Test func flingKilledWhenEndingStopsScrolling() throws {
        let analysis = analyze(pullThenFling) { MJHeader(host: $0, stopsScrollingAtEnd: true) }
        let finding = try #require(analysis.findings.first { $0.glitch == .flingKilled })
        #expect(finding.message.contains("an offset write"))
    }

    @Test func noFlingKilledWhenEndingLeavesTheFlingAlone() {
        let analysis = analyze(pullThenFling) { MJHeader(host: $0) }
        #expect(!analysis.glitchClasses.contains(.flingKilled), "\(analysis.findings.map(\.message))")
    }

    // MARK: blankContent

    /// seed 000's good example, but ending the spinner as soon as the reload starts
    /// (didStartProvisionalNavigation) instead of at didCommit.
    final class EarlyEndingWebController: RefreshStrategy, ScrollViewDelegate, NavigationDelegate {
        let host: RefreshHost
        let webview: WebView
        let refreshControl = RefreshControl()
        let endsAtStart: Bool
        var isRefreshingByPull = false

        init(host: RefreshHost, endsAtStart: Bool) {
            self.host = host
            self.endsAtStart = endsAtStart
            webview = host.webView ?? WebView(scrollView: host.scrollView, plan: WebLoadPlan())
            webview.scrollView.delegate = self
            webview.navigationDelegate = self
            webview.scrollView.refreshControl = refreshControl
            refreshControl.addValueChangedAction { [unowned self] _ in
                isRefreshingByPull = true
                refreshControl.beginRefreshing()
            }
        }

        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            guard isRefreshingByPull else { return }
            webview.reload()
        }

        func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation) {
            if endsAtStart { end() }
        }

        func webView(_ webView: WebView, didCommit navigation: Navigation) {
            if !endsAtStart { end() }
        }

        func end() {
            guard isRefreshingByPull else { return }
            refreshControl.endRefreshing()
            isRefreshingByPull = false
        }

        var stateName: String { refreshControl.isRefreshing ? "refreshing" : "idle" }
        var headerPhase: RefreshPhase? { refreshControl.phase }
        var footerPhase: RefreshPhase? { nil }
        var indicator: IndicatorPlacement { .header }
        var triggerDistance: Double? { refreshControl.snappingHeight }
        var indicatorVisibleHeight: Double { min(refreshControl.presentedVisibleHeight, 60) }
    }

    let webPull = Fixtures.scenario(
        duration: 5, gestures: [Fixtures.pull(distance: 340, duration: 0.9, hold: 0.2)],
        loader: .webview(WebLoadPlan(commitAfter: 1.2, finishAfter: 2)))

    @Test func blankContentWhenTheSpinnerLeavesBeforeCommit() throws {
        let analysis = analyze(webPull) { EarlyEndingWebController(host: $0, endsAtStart: true) }
        let finding = try #require(analysis.findings.first { $0.glitch == .blankContent })
        // The reload starts at the release (1.60 s); the spinner goes with the bounce-back (hidden
        // from 2.28 s) and the page commits 1.2 s after the reload, at 2.80 s.
        #expect(finding.message == "the indicator was hidden at 2.28 s while the page had not committed (loader response) for 0.52 s")
    }

    @Test func noBlankContentWhenTheSpinnerStaysUntilCommit() {
        let analysis = analyze(webPull) { EarlyEndingWebController(host: $0, endsAtStart: false) }
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
    }

    // MARK: footerMisplaced

    /// cj-footer-inset's footer, optionally without its contentSize observer: it stays where the
    /// content ended when it was added (before the table's first layout), mid-screen.
    final class Footer: RefreshStrategy {
        let host: RefreshHost
        var footerY: Double
        var observation: KeyValueObservation?

        init(host: RefreshHost, followsContentSize: Bool) {
            self.host = host
            footerY = host.scrollView.contentSize.height
            if followsContentSize {
                observation = host.scrollView.observe(.contentSize) { [unowned self] in footerY = $0.contentSize.height }
            }
        }

        var stateName: String { "idle" }
        var headerPhase: RefreshPhase? { nil }
        var footerPhase: RefreshPhase? { .idle }
        var indicator: IndicatorPlacement { .footer }
        var footerTop: Double? { footerY }
        var indicatorVisibleHeight: Double { host.footerVisibleHeight(top: footerY, height: 30) }
    }

    let scrollToBottom = Fixtures.scenario(duration: 2, contentHeight: 1200, initialOffset: .bottom)

    @Test func footerMisplacedWhenItDoesNotFollowTheContent() throws {
        let analysis = analyze(scrollToBottom) { Footer(host: $0, followsContentSize: false) }
        let finding = try #require(analysis.findings.first { $0.glitch == .footerMisplaced })
        #expect(finding.message.contains("1200.0"))
    }

    @Test func noFooterMisplacedWhenItFollowsTheContent() {
        let analysis = analyze(scrollToBottom) { Footer(host: $0, followsContentSize: true) }
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
    }
}

struct NoBounceTests {
    /// With `bounces: false` a drag past an edge stops there: no rubber band, and nothing for
    /// jumpUnderFinger to flag.
    @Test(arguments: [(Content.InitialOffset.top, 300.0), (.bottom, -300)])
    func draggingIntoAnEdgeWithoutBouncingIsNotAJump(start: Content.InitialOffset, distance: Double) {
        let scenario = Fixtures.scenario(
            duration: 3, initialOffset: start, physics: PhysicsOptions(bounces: false),
            gestures: [Fixtures.pull(distance: distance)], strategy: .uiRefreshControl)
        let timeline = Fixtures.run(scenario)
        #expect(timeline.samples.allSatisfy { $0.offset >= $0.minOffset && $0.offset <= $0.maxOffset })
        #expect(Analyzer().analyze(timeline).findings.isEmpty)
    }
}

struct ReloadDuringLoadTests {
    /// wkwebview-good pulled again before the first reload commits: the seed reloads again, which
    /// cancels the first navigation (a failed loadEnd). The spinner waits for the second load, so
    /// that is no stuckSpinner; the second reload is a doubleTrigger warning.
    @Test func aReloadThatCancelsTheLoadIsNotAStuckSpinner() {
        let scenario = Fixtures.scenario(
            duration: 8, contentHeight: 2400,
            gestures: [
                Fixtures.pull(at: 0.5, distance: 340, duration: 0.9, hold: 0.2),
                Fixtures.pull(at: 2.2, distance: 120, duration: 0.4, hold: 0.1),
            ],
            strategy: .wkWebViewGood(endOn: .commit), loader: .webview(WebLoadPlan(commitAfter: 2.5, finishAfter: 3.5)))
        let timeline = Fixtures.run(scenario)
        #expect(timeline.events.contains { $0.name == "didFailProvisionalNavigation" && $0.attributes["error"] == "cancelled" })
        let analysis = Analyzer().analyze(timeline)
        #expect(analysis.verdict == .smooth)
        #expect(analysis.findings.map(\.glitch) == [.doubleTrigger])
        #expect(analysis.findings.first?.severity == .warning)
    }
}
