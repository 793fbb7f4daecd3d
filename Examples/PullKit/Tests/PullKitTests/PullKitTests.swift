import Foundation
@testable import PullKitDemo
import PullKit
import RefreshSim
import RefreshSimStrategies
import Testing
import UIKit

/// PullKit, ported and unchanged otherwise, on the simulator: its states, its haptics, and the
/// command line's outputs, the same bytes run after run.
@Suite struct PullKitTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func scenario(_ file: String) throws -> Scenario {
        try ScenarioDecoder.decode(
            Array(try Data(contentsOf: Self.package.appendingPathComponent("Scenarios/\(file)"))),
            fileName: file, vocabulary: Vocabulary.bundled.adding(strategies: pullKitStrategies))
    }

    @Test func aPullGoesThroughTheHeadersStatesWithOneHaptic() throws {
        var strategy: UIKitStrategy<FeedViewController>?
        let timeline = Simulator(scenario: try scenario("pull.json")) { host in
            let made = UIKitStrategy(
                host: host, indicator: .header(height: 60), triggerDistance: 60,
                state: { $0.tableView.pk_header?.state.name ?? "none" },
                phase: { phase(of: $0.tableView.pk_header?.state) }
            ) { feed(on: host) }
            strategy = made
            return made
        }.run()
        let states = timeline.events.compactMap { event -> String? in
            if case let .stateChanged(_, to) = event.kind { return to.name } else { return nil }
        }
        #expect(states == ["pulling", "refreshing", "idle"], "\(timeline.events)")
        let environment = try #require(strategy?.environment)
        #expect(environment.effects.filter { if case .haptic = $0.kind { true } else { false } }.count == 1)
        let header = try #require(strategy?.controller.tableView.pk_header)
        #expect(header.window != nil && header.superview === strategy?.controller.tableView)
        #expect(header.accessibilityValue == "idle" && header.titleLabel.text == "Pull to refresh")
        #expect(timeline.samples.last?.insetTop == 0)
    }

    @Test func theFooterLoadsTwoPages() throws {
        let run = ScenarioRun(try scenario("load-more.json"))
        #expect(run.timeline.samples.last?.contentHeight == 3200)
        #expect(run.analysis.glitchClasses.isEmpty)
    }

    @Test(arguments: [
        ["run", "Scenarios/pull.json", "--csv", "-"],
        ["run", "Scenarios/load-more.json", "--report", "-"],
        ["check", "Scenarios/"],
    ])
    func theCommandLinePrintsTheSameBytesTwice(arguments: [String]) throws {
        let first = try pullkitsim(arguments)
        let second = try pullkitsim(arguments)
        #expect(first.status == 0, "\(first.output.suffix(2000))")
        #expect(!first.output.isEmpty && first.output == second.output)
    }

    @Test func checkPassesBothScenarios() throws {
        let result = try pullkitsim(["check", "Scenarios/"])
        #expect(result.output.contains("PASS pullkit-pull (Scenarios/pull.json)"), "\(result.output)")
        #expect(result.output.contains("PASS pullkit-load-more (Scenarios/load-more.json)"), "\(result.output)")
    }

    @Test(arguments: ["pull", "load-more"])
    func aChartIsTheSameBytesTwiceAndShowsTheStates(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.png").path
        let two = folder.appendingPathComponent("two.png").path
        #expect(try pullkitsim(["plot", "Scenarios/\(name).json", "-o", one]).status == 0)
        #expect(try pullkitsim(["plot", "Scenarios/\(name).json", "-o", two]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: one))
        let again = try Data(contentsOf: URL(fileURLWithPath: two))
        #expect(bytes.count > 1000 && bytes == again)
    }

    /// Runs the `pullkitsim` executable built beside this test bundle, in the package directory.
    private func pullkitsim(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var directory = Bundle.main.bundleURL
        var executable: URL?
        for _ in 0..<4 where executable == nil {
            let candidate = directory.appendingPathComponent("pullkitsim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { executable = candidate }
            directory.deleteLastPathComponent()
        }
        // Unwrapped before it is assigned: given to the optional property, `#require` would
        // unwrap nothing (and say so at compile time).
        let url = try #require(executable, "pullkitsim is built with the tests")
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
