import Foundation
import RefreshPlot
import RefreshSimSnapshotTesting
import SnapshotTesting
import Testing

/// One golden chart per bundled scenario (`Scenarios/*.json`), made exactly as `refreshsim plot`
/// makes it (`BundledSubjects`; PlotCLITests compares `plot`'s file with a golden). Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RefreshPlotTests`, look at the PNGs, commit.
struct ScenarioGoldenTests {
    static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static let bundled: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    /// Exactly these scenarios are bundled, and each has its golden chart (and no golden is left
    /// over from a scenario that is gone).
    @Test func everyBundledScenarioIsCovered() throws {
        #expect(
            Self.bundled == [
                "cj-footer-delay.json", "cj-footer-inset-no-rows.json", "cj-footer-inset.json", "cj-header-flick.json",
                "cj-header.json", "combine-load-more-no-debounce.json", "combine-load-more.json", "ego-no-forwarding.json",
                "ego.json", "es-feed.json", "es-footer-short-content.json", "es-footer-stop-during-fling.json",
                "es-navigation-bar.json", "es-opaque-bar.json", "fling-physics.json", "header-resets-no-more-data.json",
                "hitch-cells-120hz.json", "hitch-cells-60hz.json", "hitch-page-lands-during-fling.json",
                "hitch-page-lands-off-main.json", "hitch-refresh-completion-under-finger.json",
                "list-apply-animated-fling-120hz.json", "list-apply-animated-fling.json", "list-apply-unanimated-fling.json",
                "list-chat-prepend-compensated.json", "list-chat-prepend.json", "list-page-insert-rows.json",
                "list-page-reload-data-120hz.json", "list-page-reload-data.json", "list-reload-cached-heights.json",
                "list-reload-estimated-heights.json", "list-short-first-page-prefetch.json",
                "list-short-first-page-will-display.json", "list-swiftui-on-appear-guarded.json",
                "list-swiftui-on-appear-unguarded.json", "list-will-display-guarded.json", "list-will-display-unguarded.json",
                "mj-app-calls.json", "mj-auto-footer-per-drag.json", "mj-auto-footer-unlimited.json", "mj-back-footer.json",
                "mj-begin-end-before-3.4.1.json", "mj-begin-end.json", "mj-feed.json", "mj-negative-trigger-percent.json",
                "mj-short-content-failing-loads.json", "mj-trigger-percent-default.json", "paged-feed.json",
                "reload-while-finger-down.json", "sb-kvo-borderline-ios18.json", "sb-kvo-borderline.json",
                "sb-kvo-momentum.json", "sb-kvo.json", "sv-feed.json", "sv-short-content-no-infinite.json",
                "sv-short-content.json", "sv-trigger-under-navigation-bar.json", "sv-trigger.json",
                "sv-tug-under-navigation-bar.json", "swiftui-refreshable-cancelled.json",
                "swiftui-refreshable-second-pull.json", "swiftui-refreshable.json", "tab-bar-app.json", "threshold-fling.json",
                "threshold.json", "uirefreshcontrol-120hz.json", "uirefreshcontrol-async-minimum-spinner.json",
                "uirefreshcontrol-async.json", "uirefreshcontrol-begin-from-code-scrolled.json",
                "uirefreshcontrol-begin-from-code.json", "uirefreshcontrol-end-during-fling.json",
                "uirefreshcontrol-end-if-refreshing.json", "uirefreshcontrol-navigation-bar.json",
                "uirefreshcontrol-short-pull.json", "uirefreshcontrol.json", "wkwebview-bad.json",
                "wkwebview-good-end-on-finish.json", "wkwebview-good-provisional-failure.json", "wkwebview-good-redirect.json",
                "wkwebview-good.json",
            ])
        let goldens = try FileManager.default.contentsOfDirectory(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ScenarioGoldenTests")
                .path)
        // swift-snapshot-testing names a golden after the test's name with every run of characters
        // other than letters, digits and `_` turned into `-` (`mj-begin-end-before-3.4.1` → `…-3-4-1`).
        let names = Self.bundled.map { file in
            String(file.dropLast(".json".count)).replacingOccurrences(of: "[^A-Za-z0-9_]+", with: "-", options: .regularExpression)
        }
        #expect(goldens.sorted() == names.map { "scenario.\($0).png" }.sorted())
    }

    @Test(.pixelGolden, arguments: bundled)
    func bundledScenarioChart(file: String) throws {
        let name = String(file.dropLast(".json".count))
        let subject = try BundledSubjects.subject(name)
        assertSnapshot(of: Chart.timeline(subject), as: .png(named: name), named: name, testName: "scenario")
    }
}
