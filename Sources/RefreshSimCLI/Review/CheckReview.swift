import Foundation
import RefreshPlot
import RefreshSim

/// `check --review DIR`: the review page of what `check` ran, failures first; a failure carries its
/// differences (expectation and baselines, events among them) and, when a chart baseline is
/// stored, that picture beside this run's chart.
enum CheckReview {
    static func builder(
        runs: [ScenarioRun], results: [ScenarioCheckResult], unchecked: [UncheckedFile],
        baselines: String?
    ) -> ReviewBuilder {
        var builder = ReviewBuilder(title: "refreshsim check", mode: "check")
        let order = results.indices.sorted { (results[$0].passed ? 1 : 0, $0) < (results[$1].passed ? 1 : 0, $1) }
        for index in order {
            let result = results[index]
            var baseline: Data?
            if !result.passed, let baselines {
                let path = ReviewWriter.path(baselines, ChartBaseline().fileName(for: runs[index].scenario.name))
                baseline = FileManager.default.contents(atPath: path).flatMap { PNGHeader(bytes: [UInt8]($0)) == nil ? nil : $0 }
            }
            builder.add(runs[index], file: result.file ?? result.name, check: result, baselinePNG: baseline)
        }
        builder.note(unchecked.map { "\($0.file): not checked: \($0.message)" })
        return builder
    }
}
