import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import RefreshSimSnapshotTesting
import SnapshotTesting
import Testing

/// Golden images under `__Snapshots__/ChartGoldenTests/`. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RefreshPlotTests.ChartGoldenTests`, look at
/// the new PNGs, and commit them.
@Suite(.pixelGolden) struct ChartGoldenTests {
    @Test func samplePullJanky() {
        assertSnapshot(of: Chart.timeline(Fixtures.janky), as: .png(named: "sample-pull-janky"), named: "sample-pull-janky")
    }

    @Test func samplePullSmooth() {
        assertSnapshot(of: Chart.timeline(Fixtures.smooth), as: .png(named: "sample-pull-smooth"), named: "sample-pull-smooth")
    }

    @Test func sampleComparison() {
        assertSnapshot(
            of: Chart.comparison(Fixtures.janky, Fixtures.smooth), as: .png(named: "sample-comparison"),
            named: "sample-comparison")
    }

    /// End to end through Cairo: the README's comparison at the jump, and its filmstrip.
    @Test func phonesAtTheJump() throws {
        let animation = PhoneAnimation(subjects: [
            try BundledSubjects.subject("wkwebview-bad"), try BundledSubjects.subject("wkwebview-good"),
        ])
        assertSnapshot(
            of: try animation.rasterImage(frame: animation.frame(at: 1.0)), as: .png(named: "phones-at-jump"),
            named: "phones-at-jump")
    }

    @Test func filmstrip() throws {
        let filmstrip = Filmstrip(subjects: [try BundledSubjects.subject("cj-footer-delay")])
        assertSnapshot(of: try filmstrip.rasterImage(), as: .png(named: "filmstrip-cj-footer-delay"), named: "filmstrip-cj-footer-delay")
    }

    /// The review page's charts: plain words on the events, one pull axis with its caption.
    @Test func plainWords() throws {
        var chart = Chart.timeline(try BundledSubjects.subject("wkwebview-bad"))
        chart.words = .plain
        assertSnapshot(of: chart, as: .png(named: "plain-wkwebview-bad"), named: "plain-wkwebview-bad")
    }

    @Test func overlay() throws {
        let chart = Chart.overlay(try BundledSubjects.subject("uirefreshcontrol"), try BundledSubjects.subject("uirefreshcontrol-120hz"))
        assertSnapshot(of: chart, as: .png(named: "overlay-60-vs-120hz"), named: "overlay-60-vs-120hz")
    }
}
