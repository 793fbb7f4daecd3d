import Foundation
import RefreshSim
import RefreshSimStrategies
import SwiftUI
import SwiftUIFeed
import SwiftUIFeedHarness
import Testing

/// The SwiftUI feeds over content as rows: their scenarios meet their expectations (the unguarded
/// last-row `.onAppear` loads one page twice, the guarded one once, the spinner-row triggers stall
/// on a short first page, the refresh control refreshes), the rows appear as the list shows them,
/// and every run is the same to the byte.
@Suite @MainActor struct SwiftUIFeedTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    nonisolated static let files = [
        "swiftui-on-appear.json", "swiftui-on-appear-guarded.json", "swiftui-footer-short-page.json",
        "swiftui-footer-task-short-page.json", "swiftui-refreshable.json",
    ]

    static func scenario(_ file: String, strategies: [StrategyKind] = swiftUIFeedStrategies) throws -> Scenario {
        let url = package.appendingPathComponent("Scenarios/\(file)")
        return try ScenarioDecoder.decode(
            Array(try Data(contentsOf: url)), fileName: file, vocabulary: Vocabulary.bundled.adding(strategies: strategies))
    }

    /// The run, and the hosting controller the strategy built.
    static func run<Root: View>(
        _ file: String, _ make: @escaping @Sendable (RefreshHost) -> UIKitStrategy<FeedHost<Root>>
    ) throws -> (FeedHost<Root>, ScenarioRun) {
        nonisolated(unsafe) var controller: FeedHost<Root>?
        let kinds = swiftUIFeedStrategies.map { kind in
            StrategyKind(kind.name, kind.summary, role: kind.role, list: kind.list) { host in
                let strategy = make(host)
                controller = strategy.controller
                return strategy
            }
        }
        let run = ScenarioRun(try scenario(file, strategies: kinds))
        return (try #require(controller), run)
    }

    static func notSimulated(_ run: ScenarioRun) -> [String] {
        run.timeline.events.filter { $0.name == "notSimulated" }.map { "\($0)" }
    }

    @Test(arguments: files) func meetsItsExpectations(file: String) throws {
        let run = ScenarioRun(try Self.scenario(file))
        #expect(Checker().check(run).differences == [])
    }

    @Test func withoutTheGuardTheSamePageIsRequestedTwice() throws {
        let (unguarded, run) = try Self.run("swiftui-on-appear.json") { feedListStrategy(host: $0, guardsInFlightLoad: false) }
        let (guarded, guardedRun) = try Self.run("swiftui-on-appear-guarded.json") {
            feedListStrategy(host: $0, guardsInFlightLoad: true)
        }
        #expect(unguarded.api.requests == [20, 20])
        #expect(guarded.api.requests == [20])
        #expect(guarded.model.posts.count == 40)
        // The list holds what the model says: the page's rows were inserted, matched by id.
        let list = try #require(guarded.scrollView?.simulated.list)
        #expect(list.layout.numberOfRows(inSection: 0) == 40)
        #expect(Self.notSimulated(guardedRun) == [])
        // The same page twice: the second copy's ids are the first's, which SwiftUI's ForEach
        // cannot tell apart; the run says so.
        #expect(unguarded.model.posts.count == 60)
        #expect(Self.notSimulated(run).contains { $0.contains("occurs more than once") })
    }

    /// The spinner row appears at launch and loads the second page; it stays on screen, so it
    /// never appears again: two pages of three posts and no third request, with `.onAppear` and
    /// with `.task` alike.
    @Test(arguments: [false, true]) func theSpinnerRowTriggerStallsOnAShortPage(usesTask: Bool) throws {
        let file = usesTask ? "swiftui-footer-task-short-page.json" : "swiftui-footer-short-page.json"
        let (feed, run) = try Self.run(file) { footerStrategy(host: $0, usesTask: usesTask) }
        #expect(feed.api.requests == [3])
        #expect(feed.model.posts.count == 6)
        #expect(feed.model.hasMore)
        #expect(Self.notSimulated(run) == [])
        let list = try #require(feed.scrollView?.simulated.list)
        #expect(list.layout.contentHeight < 852)
    }

    @Test func theRefreshEndsWhenTheActionReturns() throws {
        let (feed, run) = try Self.run("swiftui-refreshable.json") { refreshableStrategy(host: $0) }
        #expect(feed.model.refreshes == 1)
        let loadEnd = try #require(run.timeline.events.first { $0.name == "loadEnd" })
        let ended = try #require(run.timeline.events.first { $0.name == "endRefreshing" })
        #expect(ended.time == loadEnd.time)
        #expect(Self.notSimulated(run) == [])
    }

    @Test(arguments: files) func twentyRunsAreByteIdentical(file: String) throws {
        let first = ScenarioRun(try Self.scenario(file))
        let report = RunReport.render(first.timeline, first.analysis)
        for _ in 1..<20 {
            let next = ScenarioRun(try Self.scenario(file))
            #expect(RunReport.render(next.timeline, next.analysis) == report)
        }
    }
}
