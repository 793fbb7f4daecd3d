import Foundation
import Testing

/// What scripts/test-examples wrote while the suite ran: scripts/test starts it beside `swift test`
/// and names its folder in `REFRESHSIM_EXAMPLE_RESULTS`. For each example it tested, `NAME.status`
/// (the exit status of its `swift test`) and `NAME.log` (what that printed); `done` when it ended.
struct ExampleResults {
    var folder: URL

    /// The folder scripts/test named, or nil: then the suite builds and tests the examples itself.
    static let fromScriptsTest: ExampleResults? = ProcessInfo.processInfo.environment["REFRESHSIM_EXAMPLE_RESULTS"]
        .flatMap { $0.isEmpty ? nil : ExampleResults(folder: URL(fileURLWithPath: $0)) }

    /// How long to wait for the script: its examples take minutes on a loaded 2-core machine.
    static let patience: Duration = .seconds(30 * 60)

    var isDone: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("done").path) }

    /// Waits for the script's result for `Examples/NAME` and expects it built and passed its tests.
    func check(_ name: String) async throws {
        let status = folder.appendingPathComponent("\(name).status")
        let found = try await wait { FileManager.default.fileExists(atPath: status.path) || isDone }
        guard found, let exit = try? String(contentsOf: status, encoding: .utf8) else {
            Issue.record("scripts/test-examples wrote no result for Examples/\(name) in \(folder.path)")
            return
        }
        let output = (try? String(contentsOf: folder.appendingPathComponent("\(name).log"), encoding: .utf8)) ?? ""
        SwiftPackageBuild.expectPassed(
            "Examples/\(name)", status: Int32(exit.trimmingCharacters(in: .whitespacesAndNewlines)), output: output)
    }

    /// Waits until the script has ended.
    func waitUntilDone() async throws {
        guard try await wait({ isDone }) else {
            Issue.record("scripts/test-examples did not end in \(Self.patience)")
            return
        }
    }

    /// Polls `condition` without holding a thread of Swift's pool; false when patience runs out.
    private func wait(_ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + Self.patience
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(200))
        }
        return true
    }
}
