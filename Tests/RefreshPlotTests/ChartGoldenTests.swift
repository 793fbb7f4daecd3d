import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimSnapshotTesting
import SnapshotTesting
import Testing

/// Golden images under `__Snapshots__/ChartGoldenTests/`. Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RefreshPlotTests.ChartGoldenTests`, look at
/// the new PNGs, and commit them.
@Suite struct ChartGoldenTests {
    @Test func samplePullJanky() {
        assertSnapshot(of: Chart.timeline(Fixtures.janky), as: .png(named: "sample-pull-janky"), named: "sample-pull-janky")
    }

    @Test func samplePullSmooth() {
        assertSnapshot(of: Chart.timeline(Fixtures.smooth), as: .png(named: "sample-pull-smooth"), named: "sample-pull-smooth")
    }

    @Test func sampleComparison() {
        assertSnapshot(of: Chart.comparison(Fixtures.janky, Fixtures.smooth), as: .png(named: "sample-comparison"),
                       named: "sample-comparison")
    }
}
