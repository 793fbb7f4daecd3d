import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The bundled scenarios come out as issue 4 says the seeds must: the table is written here, not
/// read from the files' own `expect`, so editing a file cannot quietly change what is required.
struct BundledScenarioTests {
    static let required: [String: (Verdict, [String])] = [
        "list-apply-animated-fling-120hz": (.janky, ["blankRows"]),
        "list-apply-animated-fling": (.janky, ["blankRows"]),
        "list-apply-unanimated-fling": (.smooth, []),
        "list-chat-prepend-compensated": (.smooth, []),
        "list-chat-prepend": (.janky, ["positionLost"]),
        "list-page-insert-rows": (.smooth, []),
        "list-page-reload-data-120hz": (.janky, ["hitch"]),
        "list-page-reload-data": (.janky, ["hitch"]),
        "list-reload-cached-heights": (.smooth, []),
        "list-reload-estimated-heights": (.janky, ["contentShift"]),
        "list-short-first-page-prefetch": (.janky, ["stalledFeed"]),
        "list-short-first-page-will-display": (.smooth, []),
        "list-swiftui-on-appear-guarded": (.smooth, []),
        "list-swiftui-on-appear-unguarded": (.smooth, ["doubleTrigger"]),
        "list-will-display-guarded": (.smooth, []),
        "list-will-display-unguarded": (.smooth, ["doubleTrigger"]),
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
        // past the trigger one frame later, so only releases under about 67.7 pt are (the article "Strategies and libraries").
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
        "hitch-page-lands-during-fling": (.janky, ["hitch"]),
        "hitch-page-lands-off-main": (.smooth, []),
        "hitch-cells-60hz": (.smooth, []),
        "hitch-cells-120hz": (.janky, ["hitch"]),
        "hitch-refresh-completion-under-finger": (.janky, ["hitch"]),
        // Issue 12: the libraries teams ship, a header and a footer at once, app-side calls.
        "mj-feed": (.smooth, []),
        "mj-back-footer": (.smooth, []),
        // With h11's iOS 26 recoil the back footer's offset write during the recoil keeps its velocity
        // (see the known limits in the article "Strategies and libraries").
        "mj-short-content-failing-loads": (.smooth, []),
        "mj-app-calls": (.smooth, []),
        // MJRefresh #1258 / PR #1417, and the fixed twin, where the block still runs after the end.
        "mj-begin-end-before-3.4.1": (.janky, ["insetDrift"]),
        "mj-begin-end": (.janky, ["hiddenWhileLoading"]),
        // MJRefresh #1618 / #1500, and the default trigger percent.
        "mj-negative-trigger-percent": (.janky, ["footerMisplaced"]),
        "mj-trigger-percent-default": (.smooth, []),
        // MJRefresh PRs #1306 / #1366: loads per drag.
        "mj-auto-footer-unlimited": (.janky, ["footerMisplaced"]),
        "mj-auto-footer-per-drag": (.smooth, []),
        // ESPullToRefresh: its footer animates the offset under the finger; #97 and its workaround;
        // its stop() kills a fling.
        "es-feed": (.janky, ["jumpUnderFinger"]),
        // The tug's momentum also carries the refreshing header out of sight (issue 22).
        "es-navigation-bar": (.janky, ["hiddenWhileLoading", "momentumTrigger"]),
        "es-opaque-bar": (.smooth, []),
        "es-footer-stop-during-fling": (.janky, ["flingKilled"]),
        // SVPullToRefresh: #108 and the twin; short content triggers infinite scrolling on a pull.
        "sv-feed": (.smooth, []),
        "sv-trigger-under-navigation-bar": (.janky, ["hiddenWhileLoading"]),
        "sv-trigger": (.smooth, []),
        "sv-short-content": (.janky, ["footerMisplaced"]),
        "sv-short-content-no-infinite": (.smooth, []),
        // ESPullToRefresh #23: stop() while decelerating over short content under a bar.
        "es-footer-short-content": (.janky, ["flingKilled", "footerMisplaced", "insetDrift"]),
        // SwiftUI .refreshable: Esri toolkit #1104 and bitwarden PR #185.
        "swiftui-refreshable": (.smooth, []),
        "swiftui-refreshable-cancelled": (.janky, ["hiddenWhileLoading"]),
        // Async refresh code on the simulated clock: a UIAction's Task, a minimum spinner time
        // (Task.sleep), and a .refreshable task cancelled by a second drag.
        "swiftui-refreshable-second-pull": (.janky, ["jumpUnderFinger"]),
        "combine-load-more": (.smooth, []),
        "combine-load-more-no-debounce": (.smooth, ["doubleTrigger"]),
        "uirefreshcontrol-async": (.smooth, []),
        "uirefreshcontrol-async-minimum-spinner": (.smooth, []),
        // UIRefreshControl from code: react-native #24855 / PR #27397; benscheirman.com 2017.
        "uirefreshcontrol-begin-from-code": (.janky, ["hiddenWhileLoading"]),
        "uirefreshcontrol-begin-from-code-scrolled": (.smooth, []),
        "uirefreshcontrol-end-during-fling": (.janky, ["flingKilled"]),
        "uirefreshcontrol-end-if-refreshing": (.smooth, []),
        // Issue 22: apps that react (reactions), with their own inset.
        "paged-feed": (.smooth, []),
        "tab-bar-app": (.smooth, []),
        "header-resets-no-more-data": (.smooth, []),
        "reload-while-finger-down": (.janky, ["reloadWhileDragging"]),
        "sv-tug-under-navigation-bar": (.janky, ["hiddenWhileLoading", "momentumTrigger"]),
    ]

    /// Every library strategy has a bundled scenario, and each library is shown with a header
    /// and a footer together at least once.
    @Test func everyLibraryKindIsBundledAndComposed() throws {
        let scenarios = try Self.files.map { try ScenarioDecoder.decode(ScenarioFixtures.bytes($0), fileName: $0.lastPathComponent) }
        let kinds = Set(scenarios.flatMap { $0.components.map(\.strategy.kind) })
        for kind in [
            "mj-header", "mj-auto-footer", "mj-back-footer", "es-header", "es-footer", "sv-header", "sv-infinite",
            "swiftui-refreshable",
        ] {
            #expect(kinds.contains(kind), "\(kind) has no bundled scenario")
        }
        for library in ["mj-", "es-", "sv-"] {
            #expect(
                scenarios.contains { scenario in
                    scenario.components.count == 2 && scenario.components.allSatisfy { $0.strategy.kind.hasPrefix(library) }
                }, "no bundled scenario composes a \(library) header and footer")
        }
    }

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
        #expect(analysis.glitchClasses.sorted().map(\.rawValue) == glitches, "\(scenario.name): \(analysis.findings.map(\.message))")
        // The file's own expectation says the same.
        #expect(scenario.expect?.verdict == verdict)
        #expect(scenario.expect?.glitches.map { $0.sorted().map(\.rawValue) } == glitches)
        #expect(!scenario.description.isEmpty)
    }

    /// Each bundled scenario's `--report` JSON is pinned in `Tests/Fixtures/Reports/`: a change to
    /// any event, count, finding or number shows here as a failing file. After an intended change,
    /// re-record with `REFRESHSIM_RECORD_REPORTS=1 swift test --filter BundledScenarioTests`, read
    /// the diff, commit.
    @Test(arguments: BundledScenarioTests.files)
    func reportIsPinned(file: URL) throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
        let run = ScenarioRun(scenario)
        let report = RunReport.render(run.timeline, run.analysis)
        let pinned = ScenarioFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Reports/\(scenario.name).json")
        if ProcessInfo.processInfo.environment["REFRESHSIM_RECORD_REPORTS"] == "1" {
            try Data(report.utf8).write(to: pinned)
            return
        }
        let expected = try String(contentsOf: pinned, encoding: .utf8)
        #expect(report == expected, "\(scenario.name): the report differs from Tests/Fixtures/Reports/\(scenario.name).json")
    }

    /// The CSV of one scenario, pinned the same way (its columns and number formats are the contract).
    @Test func csvIsPinned() throws {
        let file = try #require(Self.files.first { $0.lastPathComponent == "cj-header.json" })
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: "cj-header.json")
        let csv = TimelineCSV.render(Simulator(scenario: scenario).run())
        let pinned = ScenarioFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Reports/cj-header.csv")
        if ProcessInfo.processInfo.environment["REFRESHSIM_RECORD_REPORTS"] == "1" {
            try Data(csv.utf8).write(to: pinned)
            return
        }
        #expect(csv == (try String(contentsOf: pinned, encoding: .utf8)))
    }
}
