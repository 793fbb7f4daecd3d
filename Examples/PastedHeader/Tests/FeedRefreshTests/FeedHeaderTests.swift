import FeedRefresh
import Foundation
import RefreshSim
import RefreshSimStrategies
import RefreshSimSnapshotTesting
import Testing

/// The pasted header in the app's own test suite: golden chart and report per scenario, and the
/// scenarios' expectations through the `feedsim` command line, as CI runs it.
@Suite struct FeedHeaderTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scenario(_ file: String) throws -> Scenario {
        let bytes = try Data(contentsOf: package.appendingPathComponent("Scenarios/\(file)"))
        let vocabulary = try Vocabulary.bundled.adding(strategies: feedStrategies)  // a clash throws
        return try ScenarioDecoder.decode(Array(bytes), fileName: file, vocabulary: vocabulary)
    }

    // The article "Test your own implementation" shows this file: keep the two in step (the suite
    // checks). The PNG goldens are Linux's: on macOS, ExamplePackageTests skips this test.
    @Test(arguments: ["pull.json", "slow-network.json"])
    func goldenChartAndReport(file: String) throws {
        let scenario = try Self.scenario(file)
        // PNG, compared with ImageComparison's tolerance; diff image on failure
        assertSnapshot(of: scenario, as: .chart, named: scenario.name)
        // text: verdict, findings, events; a change shows as moved lines
        assertSnapshot(of: scenario, as: .report, named: scenario.name)
    }

    @Test func theSafetyNetEndsTheRefreshTwiceOnASlowNetwork() throws {
        let run = ScenarioRun(try Self.scenario("slow-network.json"))
        let (timeline, analysis) = (run.timeline, run.analysis)
        #expect(timeline.identity.strategyName == "feed-header")
        #expect(analysis.glitchClasses.sorted() == [.hiddenWhileLoading, .insetDrift])
        #expect(timeline.samples.last?.insetTop == -54)
    }

    @Test func checkPassesTheScenariosFromTheCommandLine() throws {
        let result = try feedsim(["check", "Scenarios/"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("PASS feed-pull (Scenarios/pull.json)"))
        #expect(result.output.contains("PASS feed-slow-network (Scenarios/slow-network.json)"))
    }

    @Test func aSweepFindsTheNetworkTimeWhereTheSafetyNetBreaksIt() throws {
        let result = try feedsim([
            "sweep", "Scenarios/slow-network.json", "--vary", "loader.seconds=1...3:1",
            "-o", FileManager.default.temporaryDirectory.appendingPathComponent("feed-sweep.png").path,
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("feed-slow-network: 3 cells (3): 1 smooth, 2 janky"), "\(result.output)")
    }

    @Test func listAndSchemaKnowTheKind() throws {
        let list = try feedsim(["list"]).output.split(separator: "\n")
        #expect(
            list.contains {
                $0.hasPrefix("  feed-header ") && $0.hasSuffix("the feed's pull-to-refresh header (FeedHeader), pasted from the app")
            })
        let schema = try feedsim(["schema"]).output
        #expect(schema.contains(#""const": "feed-header""#))
        let committed = try String(contentsOf: Self.package.appendingPathComponent("Scenarios/scenario.schema.json"), encoding: .utf8)
        #expect(schema == committed, "regenerate with: swift run feedsim schema -o Scenarios/scenario.schema.json")
    }

    /// Runs the `feedsim` executable built beside this test bundle, in the package directory.
    private func feedsim(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var directory = Bundle.main.bundleURL
        var executable: URL?
        for _ in 0..<4 where executable == nil {
            let candidate = directory.appendingPathComponent("feedsim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { executable = candidate }
            directory.deleteLastPathComponent()
        }
        // Unwrapped before it is assigned: given to the optional property, `#require` would
        // unwrap nothing (and say so at compile time).
        let url = try #require(executable, "feedsim is built with the tests")
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = Self.package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
