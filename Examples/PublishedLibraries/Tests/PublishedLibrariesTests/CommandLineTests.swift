import Foundation
import Testing

/// Every bundled scenario passes `check` (its expected verdict, findings and what the stand-in
/// reports), and the command line gives the same bytes run after run.
@Suite struct CommandLineTests {
    @Test func checkPassesEveryScenario() throws {
        let result = try librariessim(["check", "Scenarios/"])
        #expect(result.status == 0, "\(result.output)")
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("Scenarios").path)
            .filter { $0.hasSuffix(".json") }
        // Not the output's last line: a library may print on its own (cuzv/PullToRefresh's deinit does).
        #expect(result.output.contains("\n\(scenarios.count) passed, 0 failed\n"), "\(result.output)")
    }

    @Test(arguments: [
        ["run", "Scenarios/yalantis-128-top-only.json", "--csv", "-"],
        ["run", "Scenarios/yalantis-128-workaround.json", "--report", "-"],
        ["run", "Scenarios/krpullloader-refresh.json", "--csv", "-"],
        ["run", "Scenarios/swiftpulltorefresh-indicator.json", "--csv", "-"],
        ["run", "Scenarios/refreshablekit-default.json", "--csv", "-"],
        ["run", "Scenarios/pulltorefreshkit-default.json", "--csv", "-"],
        ["run", "Scenarios/tipulltorefresh-top.json", "--csv", "-"],
        ["run", "Scenarios/cuzv-pulltorefresh-top.json", "--csv", "-"],
    ])
    func theCommandLinePrintsTheSameBytesTwice(arguments: [String]) throws {
        let first = try librariessim(arguments)
        let second = try librariessim(arguments)
        #expect(first.status == 0, "\(first.output.suffix(2000))")
        #expect(!first.output.isEmpty && first.output == second.output)
    }

    @Test func aChartIsTheSameBytesTwice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libraries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.png").path
        let two = folder.appendingPathComponent("two.png").path
        #expect(try librariessim(["plot", "Scenarios/yalantis-128-top-only.json", "-o", one]).status == 0)
        #expect(try librariessim(["plot", "Scenarios/yalantis-128-top-only.json", "-o", two]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: one))
        let again = try Data(contentsOf: URL(fileURLWithPath: two))
        #expect(bytes.count > 1000 && bytes == again)
    }
}
