import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The library strategies do what their sources say (file and lines in each strategy's comment).
struct LibraryStrategyTests {
    static let iPhone15 = DevicePreset.named("iPhone 15")!.device()
    static let opaque = Device(viewportHeight: 749, viewportWidth: 393, topInset: 0, bottomInset: 34, screenScale: 3)

    func run(
        _ components: [StrategyComponent], device: Device = iPhone15, contentHeight: Double = 2000,
        initialOffset: Content.InitialOffset = .top, gestures: [Gesture] = [], actions: [AppAction] = [],
        duration: Double = 5
    ) -> Timeline {
        Simulator(
            scenario: Scenario(
                name: "t", duration: duration, device: device,
                content: Content(height: contentHeight, initialOffset: initialOffset),
                gestures: gestures, components: components, actions: actions)
        ).run()
    }

    func refreshStarts(_ timeline: Timeline, _ role: RefreshComponent? = nil) -> [TimelineEvent] {
        timeline.events.filter { $0.name == "refreshStart" && (role == nil || $0.attributes["component"] == role?.rawValue) }
    }

    // MARK: MJRefresh

    @Test func mjHeaderHoldsI0Plus54AndCallsBackWhenTheAnimationEnds() throws {
        let timeline = run([StrategyComponent(.mjHeader(legacyBeginCompletion: false))], gestures: [Fixtures.pull(at: 0.3, distance: 220)])
        let refreshing = try #require(timeline.events.first { $0.name == "stateChanged" && $0.attributes["to"] == "refreshing" })
        let start = try #require(refreshStarts(timeline).first)
        // MJRefreshConst: fast animation 0.25 s; the block runs in its completion (MJRefreshAuditTests
        // tells that apart from 3.7.4's next turn, which lands at the same instant).
        #expect(abs(start.time - refreshing.time - 0.25) < 0.02)
        #expect(timeline.sample(at: 1.5).insetTop == 103 + 54)
        #expect(timeline.sample(at: 1.5).offset == -(103 + 54))
    }

    @Test func mjHeaderIgnoresAPullShortOf54() {
        // 60 pt of finger travel rubber-bands to less than 54 pt of pull.
        let timeline = run([StrategyComponent(.mjHeader(legacyBeginCompletion: false))], gestures: [Fixtures.pull(at: 0.3, distance: 60)])
        #expect(refreshStarts(timeline).isEmpty)
    }

    @Test func mjAutoFooterKeeps44PtAndLoadsOncePerDrag() {
        let slow = Gesture.drag(at: 0.3, distance: -320, duration: 3, holdAfter: 0.5, easing: .linear)
        func loads(_ times: Int) -> Int {
            let timeline = run(
                [
                    StrategyComponent(
                        .mjAutoFooter(triggerPercent: 1, autoTriggerTimes: times, noMoreDataAfter: nil),
                        loader: .append(seconds: 0.3, height: 40))
                ],
                initialOffset: .value(1100), gestures: [slow])
            #expect(timeline.samples[5].insetBottom == 34 + 44)
            return refreshStarts(timeline).count
        }
        #expect(loads(1) == 1)
        #expect(loads(-1) > 1)
    }

    @Test func mjAutoFooterWithNoMoreDataLoadsNoMore() {
        let flicks: [Gesture] = [
            .drag(at: 0.3, distance: -900, duration: 0.15, holdAfter: 0, easing: .easeOut),
            .drag(at: 3.5, distance: -900, duration: 0.15, holdAfter: 0, easing: .easeOut),
        ]
        let timeline = run(
            [
                StrategyComponent(
                    .mjAutoFooter(triggerPercent: 1, autoTriggerTimes: 1, noMoreDataAfter: 1),
                    loader: .append(seconds: 0.5, height: 300))
            ], gestures: flicks, duration: 6)
        #expect(refreshStarts(timeline).count == 1)
        #expect(timeline.samples.last?.state == "noMoreData")
    }

    @Test func mjBackFooterSitsAtTheScreensBottomUnderShortContent() {
        let device = DevicePreset.named("iPhone SE")!.device()
        let timeline = run([StrategyComponent(.mjBackFooter(noMoreDataAfter: nil))], device: device, contentHeight: 300)
        // max(H, V − I0.top − I0.bottom) = max(300, 667 − 64 − 0)
        #expect(timeline.samples[3].footerTop == 603)
    }

    /// The back footer is pulled for past its 44 pt (`MJRefreshBackFooter.m`); the auto footer has no
    /// pull distance. Read through the timeline, as the analysis reads it.
    @Test func mjFootersTriggerDistancesAreTheirKinds() {
        #expect(run([StrategyComponent(.mjBackFooter(noMoreDataAfter: nil))], duration: 0.1).triggerDistance == 44)
        let auto = StrategyConfig.mjAutoFooter(triggerPercent: 1, autoTriggerTimes: 1, noMoreDataAfter: nil)
        #expect(run([StrategyComponent(auto)], duration: 0.1).triggerDistance == nil)
    }

    // MARK: ESPullToRefresh

    @Test func esHeaderUnderANavigationBarRefreshesOnATug() {
        let tug = Gesture.drag(at: 0.5, distance: 40, duration: 0.3, holdAfter: 0, easing: .easeOut)
        #expect(refreshStarts(run([StrategyComponent(.esHeader)], gestures: [tug])).count == 1)
        #expect(refreshStarts(run([StrategyComponent(.esHeader)], device: Self.opaque, gestures: [tug])).isEmpty)
    }

    @Test func esFooterStopWhileDeceleratingStopsTheFling() throws {
        let timeline = run(
            [StrategyComponent(.esFooter(noMoreDataAfter: nil), loader: .append(seconds: 1, height: 600))],
            device: Self.opaque, initialOffset: .value(1100),
            gestures: [
                .drag(at: 0.3, distance: -250, duration: 0.3, holdAfter: 0.2, easing: .easeOut),
                .drag(at: 1.5, distance: 300, duration: 0.12, holdAfter: 0, easing: .easeOut),
            ])
        let end = try #require(timeline.events.first { $0.name == "refreshEnd" })
        #expect(timeline.events.contains { $0.name == "decelerationStopped" && $0.frame == end.frame })
    }

    // MARK: SVPullToRefresh

    @Test func svHeaderHoldsMinOfPullAndOriginalInsetPlus60() {
        let timeline = run([StrategyComponent(.svHeader)], device: Self.opaque, gestures: [Fixtures.pull(at: 0.3, distance: 220)])
        #expect(refreshStarts(timeline).count == 1)
        #expect(timeline.sample(at: 1.8).insetTop == 60)
    }

    @Test func svInfiniteFiresOnAHeaderPullOverShortContent() {
        let timeline = run(
            [StrategyComponent(.svHeader), StrategyComponent(.svInfinite(noMoreDataAfter: nil))],
            device: Self.opaque, contentHeight: 400, gestures: [Fixtures.pull(at: 0.3, distance: 220)])
        #expect(refreshStarts(timeline, .header).count == 1)
        #expect(refreshStarts(timeline, .footer).count == 1)
    }

    // MARK: SwiftUI

    @Test func cancelledRefreshableEndsBeforeItsLoad() throws {
        let pull = Fixtures.pull(at: 0.3, distance: 480, duration: 0.7)
        let timeline = run(
            [StrategyComponent(.swiftUIRefreshable(cancelledAfter: 0.4))], device: DevicePreset.named("iPhone 15 Pro")!.device(),
            gestures: [pull])
        let start = try #require(refreshStarts(timeline).first)
        let end = try #require(timeline.events.first { $0.name == "endRefreshing" })
        #expect(abs(end.time - start.time - 0.4) < 0.02)
        #expect(timeline.sample(at: end.time + 0.5).loaderPhase == .loading)
        #expect(timeline.sample(at: end.time + 0.5).headerPhase == .idle)
    }

    // MARK: Composition, actions, loaders

    @Test func aHeaderAndAFooterKeepOneTrackEach() {
        let timeline = run(
            [
                StrategyComponent(.mjHeader(legacyBeginCompletion: false)),
                StrategyComponent(.mjAutoFooter(triggerPercent: 1, autoTriggerTimes: 1, noMoreDataAfter: nil)),
            ],
            gestures: [Fixtures.pull(at: 0.3, distance: 220)])
        #expect(timeline.components.map(\.role) == [.header, .footer])
        #expect(timeline.components.allSatisfy { $0.states.count == timeline.samples.count })
        #expect(timeline.identity.strategyName == "mj-header+mj-auto-footer")
        let footerView = timeline.projected(onto: timeline.components[1])
        #expect(!footerView.events.contains { $0.attributes["component"] == "header" })
        #expect(footerView.samples.allSatisfy { $0.state == "idle" && $0.headerPhase == nil })
    }

    @Test func findingsNameTheirComponent() {
        let timeline = run(
            [
                StrategyComponent(.mjHeader(legacyBeginCompletion: false)),
                StrategyComponent(.mjAutoFooter(triggerPercent: -30, autoTriggerTimes: 1, noMoreDataAfter: nil)),
            ],
            contentHeight: 900, gestures: [Fixtures.pull(at: 0.3, distance: 220)], duration: 7)
        let findings = Analyzer().analyze(timeline).findings
        #expect(findings.map(\.glitch) == [.footerMisplaced])
        #expect(findings.first?.component == .footer)
        #expect(findings.first?.text(.labelled).hasPrefix("footer: ") == true)
    }

    @Test func appCallsRunAtTheirTime() {
        let timeline = run(
            [StrategyComponent(.uiRefreshControl)],
            actions: [
                AppAction(at: 0.5, call: .reloadData(.by(-500), noMoreData: false)),
                AppAction(at: 1.0, call: .setContentOffset(y: 300, animated: true)),
                AppAction(at: 2.0, call: .reloadData(.to(800), noMoreData: false)),
            ])
        #expect(timeline.sample(at: 0.6).contentHeight == 1500)
        #expect(timeline.sample(at: 1.15).offset > -103 && timeline.sample(at: 1.15).offset < 300)
        #expect(timeline.sample(at: 1.5).offset == 300)
        #expect(timeline.sample(at: 2.1).contentHeight == 800)
        #expect(timeline.events.filter { $0.name == "appCall" }.count == 3)
    }

    @Test func endRefreshingStopsAFlingUnlessTheAppChecksFirst() {
        let fling = Gesture.drag(at: 0.3, distance: -300, duration: 0.1, holdAfter: 0, easing: .easeOut)
        func stopped(_ ifRefreshing: Bool) -> Bool {
            run(
                [StrategyComponent(.uiRefreshControl)], contentHeight: 6000, gestures: [fling],
                actions: [AppAction(at: 0.8, call: .endRefreshing(ifRefreshing: ifRefreshing))]
            )
            .events.contains { $0.name == "decelerationStopped" }
        }
        #expect(stopped(false))
        #expect(!stopped(true))
    }

    @Test func failingLoadsEndWithAnErrorAndAppendNothing() {
        let timeline = run(
            [StrategyComponent(.mjBackFooter(noMoreDataAfter: nil), loader: .append(seconds: 0.5, height: 600, fails: true))],
            initialOffset: .bottom, gestures: [.drag(at: 0.3, distance: -200, duration: 0.5, holdAfter: 0.1, easing: .easeOut)])
        #expect(timeline.events.contains { $0.name == "loadEnd" && $0.attributes["result"] == "failure" })
        #expect(timeline.samples.last?.contentHeight == 2000)
        #expect(timeline.samples.last?.state == "idle")
    }

    // MARK: Devices

    @Test func presetsGiveTheReferencesRestingOffsets() {
        // reference/uikit-scroll-model.md, "Geometry": −64 on iPhone SE, −88 on iPhone X, −91 on
        // iPhone 12–14, −103 on iPhone 14 Pro, each with a navigation bar; a large title adds 52.
        #expect(DevicePreset.named("iPhone SE")!.device().topInset == 64)
        #expect(DevicePreset.named("iPhone X")!.device().topInset == 88)
        #expect(DevicePreset.named("iPhone 14")!.device().topInset == 91)
        #expect(DevicePreset.named("iPhone 14 Pro")!.device().topInset == 103)
        #expect(DevicePreset.named("iPhone 15 Pro")!.device(navigationBar: .largeTitle).topInset == 103 + 52)
        #expect(DevicePreset.named("iPhone 15 Pro")!.device(tabBar: true).bottomInset == 34 + 49)
        #expect(DevicePreset.named("iPhone 15 Pro")!.refreshRate == 120)
        #expect(DevicePreset.named("iPhone 15")!.refreshRate == 60)
    }
}

/// Every library kind, alone and composed, with content shorter than the screen: a pull down and a
/// pull up end at rest with every refresh over, and the offsets stay finite.
struct LibraryShortContentTests {
    static let kinds: [StrategyConfig] = [
        .mjHeader(legacyBeginCompletion: false), .mjAutoFooter(triggerPercent: 1, autoTriggerTimes: 1, noMoreDataAfter: nil),
        .mjBackFooter(noMoreDataAfter: nil), .esHeader, .esFooter(noMoreDataAfter: nil), .svHeader,
        .svInfinite(noMoreDataAfter: nil), .swiftUIRefreshable(cancelledAfter: nil),
    ]

    @Test(arguments: kinds)
    func shortContentSettles(kind: StrategyConfig) {
        for device in [Device(), DevicePreset.named("iPhone 15")!.device()] {
            let scenario = Scenario(
                name: "short", duration: 8, device: device, content: Content(height: 200),
                gestures: [
                    .drag(at: 0.3, distance: 260, duration: 0.5, holdAfter: 0.1, easing: .easeOut),
                    .drag(at: 4, distance: -260, duration: 0.5, holdAfter: 0.1, easing: .easeOut),
                ],
                strategy: kind, loader: .delay(seconds: 1))
            let timeline = Simulator(scenario: scenario).run()
            #expect(timeline.samples.allSatisfy { $0.offset.isFinite })
            let last = timeline.samples.last!
            #expect(last.phase == .rest, "\(kind.kind): \(last.phase)")
            #expect(!last.isRefreshing, "\(kind.kind) still refreshing")
            let stuck = Analyzer().analyze(timeline).findings.filter { $0.glitch == .stuckSpinner }
            #expect(stuck.isEmpty, "\(kind.kind): \(stuck.map(\.message))")
        }
    }
}

struct LibraryCatalogueTests {
    @Test func listNamesEveryAppCallAndPreset() {
        #expect(Catalogue.appCalls(.bundled).map(\.name) == AppCallKind.all.map(\.name))
        #expect(Catalogue.devices.map(\.name) == DevicePreset.all.map(\.name))
        #expect(Catalogue.devices.first?.summary == "375×667 pt @2x, top inset 64 with a navigation bar, bottom 0, 60 Hz")
    }
}
