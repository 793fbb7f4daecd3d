import Foundation
import RefreshPlot
import RefreshSim
@_exported import SnapshotTesting

/// swift-snapshot-testing strategies for a scenario: `assertSnapshot(of: scenario, as: .chart)`
/// and `assertSnapshot(of: scenario, as: .report)`, in XCTest and Swift Testing alike.
///
/// `strategy` runs the scenario with a strategy of your own instead of the one it names.
extension Snapshotting where Value == Scenario, Format == PNGSnapshot {
    /// The scenario's chart, as `refreshsim plot` draws it, compared pixel-tolerantly
    /// (`ImageComparison.standard` unless given). A mismatch writes the actual chart and a
    /// reference | actual | changes image to `$SNAPSHOT_ARTIFACTS/refreshsim-snapshots`.
    public static var chart: Snapshotting { chart() }

    public static func chart(
        strategy: Simulator.StrategyBuilder? = nil, size: ChartSize = ChartSize(),
        comparison: ImageComparison = .standard
    ) -> Snapshotting {
        Snapshotting<Chart, PNGSnapshot>.png(named: "chart", comparison: comparison).pullback { (scenario: Scenario) in
            Chart.timeline(ChartSubject(ScenarioRun(scenario, strategy: strategy)), size: size)
        }
    }
}

extension Snapshotting where Value == Scenario, Format == String {
    /// The run as text, one line per event and per finding, so a changed behaviour shows as the
    /// lines that appeared, vanished or moved.
    public static var report: Snapshotting { report() }

    public static func report(strategy: Simulator.StrategyBuilder? = nil) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (scenario: Scenario) in ScenarioReport.text(ScenarioRun(scenario, strategy: strategy))
        }
    }
}

/// The text form of a run: a header, the verdict, the findings, then the events in order.
public enum ScenarioReport {
    public static func text(_ run: ScenarioRun) -> String {
        let (timeline, analysis) = (run.timeline, run.analysis)
        var lines = [
            "scenario \(timeline.scenarioName), strategy \(timeline.identity.strategyName), loader \(timeline.identity.loaderName)",
            "verdict \(analysis.verdict.rawValue)",
            "",
            "findings:",
        ]
        lines += analysis.findings.map { $0.text(.reportLine) }
        lines += ["", "events:"]
        lines += timeline.events.map { event in
            let attributes = event.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "  \(Format.fixed(event.time, 3)) s  frame \(event.frame)  \(event.source.rawValue)  \(event.name)"
                + (attributes.isEmpty ? "" : "  " + attributes.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
