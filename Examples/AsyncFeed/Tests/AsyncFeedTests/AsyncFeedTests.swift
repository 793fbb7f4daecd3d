import AsyncFeed
import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing

/// The async feed on the simulated clock: its scenarios meet their expectations, its task's sleep
/// takes simulated time exactly, and every run is the same to the byte.
@Suite struct AsyncFeedTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ file: String) throws -> ScenarioRun {
        let url = package.appendingPathComponent("Scenarios/\(file)")
        let scenario = try ScenarioDecoder.decode(
            Array(try Data(contentsOf: url)), fileName: file,
            vocabulary: Vocabulary.bundled.adding(strategies: asyncFeedStrategies))
        return ScenarioRun(scenario)
    }

    @Test(arguments: ["pull.json", "fast-network-minimum-spinner.json"])
    func meetsItsExpectations(file: String) throws {
        let run = try Self.run(file)
        #expect(Checker().check(run).differences == [])
        #expect(!run.timeline.events.contains { $0.name == "notSimulated" })
    }

    @Test func theRefreshEndsWhenTheAwaitedLoadReturns() throws {
        let timeline = try Self.run("pull.json").timeline
        let loadEnd = try #require(timeline.events.first { $0.name == "loadEnd" })
        let ended = try #require(timeline.events.first { $0.name == "endRefreshing" })
        #expect(ended.time == loadEnd.time)
    }

    @Test func theMinimumSpinnerTimeIsOneSimulatedSecond() throws {
        let timeline = try Self.run("fast-network-minimum-spinner.json").timeline
        let fired = try #require(timeline.events.first { $0.name == "valueChanged" })
        let started = try #require(timeline.events.first { $0.name == "refreshStart" })
        let ended = try #require(timeline.events.first { $0.name == "endRefreshing" })
        // The task starts at the main queue's next turn; from there the spinner stays 1 s.
        #expect(started.time == fired.time)
        #expect(abs(ended.time - started.time - 1) < 1e-9)
    }

    @Test(arguments: ["pull.json", "fast-network-minimum-spinner.json"])
    func twentyRunsAreByteIdentical(file: String) throws {
        let first = try Self.run(file)
        let report = RunReport.render(first.timeline, first.analysis)
        for _ in 1..<20 {
            let next = try Self.run(file)
            #expect(RunReport.render(next.timeline, next.analysis) == report)
        }
    }
}
