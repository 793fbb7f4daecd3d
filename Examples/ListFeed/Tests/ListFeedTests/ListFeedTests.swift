import Foundation
import ListFeed
import RefreshSim
import RefreshSimStrategies
import Testing
import UIKit

/// The two feeds over content as rows: their scenarios meet their expectations (the unguarded
/// willDisplay trigger loads one page twice, the guarded one once, the prefetching one pages
/// ahead), the table asks what UIKit asks, and every run is the same to the byte.
@Suite @MainActor struct ListFeedTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    nonisolated static let files = ["feed-will-display.json", "feed-will-display-guarded.json", "feed-diffable-prefetch.json"]

    static func scenario(_ file: String) throws -> Scenario {
        let url = package.appendingPathComponent("Scenarios/\(file)")
        return try ScenarioDecoder.decode(
            Array(try Data(contentsOf: url)), fileName: file, vocabulary: Vocabulary.bundled.adding(strategies: listFeedStrategies))
    }

    /// The run, and the controller the strategy built.
    static func run<Controller: AnyObject>(
        _ file: String, _ make: @escaping @Sendable (RefreshHost) -> UIKitStrategy<Controller>
    ) throws -> (Controller, ScenarioRun) {
        nonisolated(unsafe) var controller: Controller?
        let kinds = listFeedStrategies.map { kind in
            StrategyKind(kind.name, kind.summary, role: kind.role, list: kind.list) { host in
                let strategy = make(host)
                controller = strategy.controller
                return strategy
            }
        }
        let url = package.appendingPathComponent("Scenarios/\(file)")
        let scenario = try ScenarioDecoder.decode(
            Array(try Data(contentsOf: url)), fileName: file, vocabulary: Vocabulary.bundled.adding(strategies: kinds))
        let run = ScenarioRun(scenario)
        return (try #require(controller), run)
    }

    @Test(arguments: files) func meetsItsExpectations(file: String) throws {
        let run = ScenarioRun(try Self.scenario(file))
        #expect(Checker().check(run).differences == [])
        #expect(!run.timeline.events.contains { $0.name == "notSimulated" })
    }

    @Test func withoutTheGuardTheSamePageIsRequestedTwice() throws {
        let (unguarded, _) = try Self.run("feed-will-display.json") { tableFeedStrategy(host: $0, guardsInFlightLoad: false) }
        let (guarded, _) = try Self.run("feed-will-display-guarded.json") { tableFeedStrategy(host: $0, guardsInFlightLoad: true) }
        #expect(unguarded.pagesRequested == 2 && unguarded.items.count == 60)
        #expect(guarded.pagesRequested == 1 && guarded.items.count == 40)
        // The table holds what the data source says: every insertRows matched the model.
        #expect(guarded.tableView.numberOfRows(inSection: 0) == 40)
    }

    /// Prefetching asks for rows below the screen, nearest first, never for one on screen at
    /// launch; the page is asked for before its last row shows, and lands as a snapshot.
    @Test func prefetchingPagesAheadOfTheLastRow() throws {
        let (feed, run) = try Self.run("feed-diffable-prefetch.json") { diffableFeedStrategy(host: $0) }
        let first = try #require(feed.prefetchRequests.first)
        #expect(first == first.sorted())
        #expect(first.first ?? 0 > 0)
        #expect(feed.pagesRequested >= 1 && feed.itemCount == 20 + 20 * feed.pagesRequested)
        #expect(run.timeline.events.contains { $0.name == "applySnapshot" })
        let loadStart = try #require(run.timeline.events.first { $0.name == "loadStart" })
        #expect(loadStart.time < 2.5)
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
