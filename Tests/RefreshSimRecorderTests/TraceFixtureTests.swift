import Foundation
import RefreshSim
import Testing

/// The traces under `Tests/Fixtures/Traces/`, which the CLI's tests read, are recordings of bundled
/// scenarios made here, and `Traces/known-physics.json` (the README's recording) one of
/// `Tests/Fixtures/Scenarios/known-physics.json`: each must be what recording its scenario gives
/// now. Re-record with `REFRESHSIM_RECORD_TRACES=1 swift test --filter TraceFixtureTests` after a
/// change that moves them.
struct TraceFixtureTests {
    static let folder = BundledScenarios.folder.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/Traces")
    static let names = ["cj-header", "hitch-page-lands-during-fling", "uirefreshcontrol"]

    @Test(arguments: names)
    func theFixtureIsTheScenariosRecording(name: String) throws {
        try check(RecordedRun(BundledScenarios.scenario(name)), at: Self.folder.appendingPathComponent(name + ".trace.json"))
    }

    @Test func theBundledRecordingIsItsScenariosRecording() throws {
        let root = BundledScenarios.folder.deletingLastPathComponent()
        try check(RecordedRun(FitRecoveryTests.scenario), at: root.appendingPathComponent("Traces/known-physics.json"))
    }

    private func check(_ recorded: RecordedRun, at url: URL) throws {
        let folder = url.deletingLastPathComponent()
        if ProcessInfo.processInfo.environment["REFRESHSIM_RECORD_TRACES"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try recorded.data.write(to: url)
        }
        let committed = try Data(contentsOf: url)
        #expect(committed == recorded.data, "\(url.lastPathComponent) is stale: re-record it (see this suite's comment)")
    }
}
