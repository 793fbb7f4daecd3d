import Foundation
import Testing
@testable import RefreshSim

/// The bundled scenarios come out as issue 4 says the seeds must: the table is written here, not
/// read from the files' own `expect`, so editing a file cannot quietly change what is required.
@Suite struct BundledScenarioTests {
    static let required: [String: (Verdict, [String])] = [
        "uirefreshcontrol": (.smooth, []),
        "uirefreshcontrol-short-pull": (.smooth, []),
        "uirefreshcontrol-120hz": (.smooth, []),
        "uirefreshcontrol-navigation-bar": (.smooth, []),
        "wkwebview-bad": (.janky, ["jumpUnderFinger", "reloadWhileDragging"]),
        "wkwebview-good": (.smooth, []),
        "wkwebview-good-redirect": (.smooth, []),
        "wkwebview-good-end-on-finish": (.smooth, []),
        "wkwebview-good-provisional-failure": (.janky, ["stuckSpinner"]),
        "ego": (.smooth, []),
        "ego-no-forwarding": (.janky, ["deadPull"]),
        "sb-kvo": (.smooth, []),
        // Found by the simulator, beyond issue 4's table: the KVO release check comes one offset
        // change late, so momentum can carry a short flick past the trigger ...
        "sb-kvo-momentum": (.janky, ["momentumTrigger"]),
        // ... and the bounce can carry a release just past it back before it looks: with iOS 18's
        // 0.99/ms pull-back a 68 pt release is lost; iOS 26's slower recoil (the default) is still
        // past the trigger one frame later, so only releases under about 67.7 pt are (README).
        "sb-kvo-borderline": (.smooth, []),
        "sb-kvo-borderline-ios18": (.janky, ["deadPull"]),
        "cj-header": (.janky, ["offsetJump"]),
        // A flick skips the idle state that saves marginTop: the refresh inset is never removed.
        "cj-header-flick": (.janky, ["insetDrift"]),
        // The seed's delay block is scheduled once per bounce frame: several loads for one pull.
        "cj-footer-delay": (.janky, ["doubleTrigger", "hiddenWhileLoading", "offsetJump", "releaseLag"]),
        "cj-footer-inset": (.smooth, []),
        "cj-footer-inset-no-rows": (.janky, ["offsetJump"]),
        "threshold": (.janky, ["hiddenWhileLoading"]),
        "threshold-fling": (.smooth, []),
        "fling-physics": (.smooth, []),
    ]

    static var files: [URL] { ScenarioFixtures.bundledFiles }

    @Test func everyBundledScenarioIsCoveredByTheTable() throws {
        let names = try Self.files.map { try ScenarioDecoder.decode(ScenarioFixtures.bytes($0), fileName: $0.lastPathComponent).name }
        #expect(Set(names) == Set(Self.required.keys))
    }

    @Test(arguments: BundledScenarioTests.files)
    func verdictAndGlitchesAreAsRequired(file: URL) throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
        let (verdict, glitches) = try #require(Self.required[scenario.name])
        let analysis = Analyzer(thresholds: scenario.analysis).analyze(Simulator(scenario: scenario).run())
        #expect(analysis.verdict == verdict, "\(scenario.name): \(analysis.findings.map(\.message))")
        #expect(analysis.glitchClasses == glitches, "\(scenario.name): \(analysis.findings.map(\.message))")
        // The file's own expectation says the same.
        #expect(scenario.expect?.verdict == verdict)
        #expect(scenario.expect?.glitches.map { $0.sorted() } == glitches)
        #expect(!scenario.description.isEmpty)
    }

    @Test func sameScenarioSameReportBytes() throws {
        let file = try #require(Self.files.first { $0.lastPathComponent == "wkwebview-bad.json" })
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: "wkwebview-bad.json")
        func report() -> String {
            let timeline = Simulator(scenario: scenario).run()
            return RunReport.render(timeline, Analyzer().analyze(timeline)) + TimelineCSV.render(timeline)
        }
        #expect(report() == report())
    }
}
