import Foundation
import RefreshPlot
import RefreshSim

/// From a scenario file to what a chart shows: decode, simulate, analyse.
///
/// Glue until the engine lands on main: the scenario decoder, `Simulator` and the analyzer are
/// built on other branches. Until then only the hand-built samples (`--sample`) can be charted.
enum ScenarioCharting {
    struct EngineUnavailable: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "cannot chart \(path): this build has no simulator yet (only `--sample smooth|janky` works)"
        }
    }

    static func subject(forScenarioAt path: String) throws -> ChartSubject {
        throw EngineUnavailable(path: path)
    }

    /// The scenario's name as its output file name, without running it.
    static func outputName(forScenarioAt path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    static func sample(_ name: String) -> ChartSubject? {
        switch name {
        case "smooth": ChartSamples.pullToRefresh(janky: false)
        case "janky": ChartSamples.pullToRefresh(janky: true)
        default: nil
        }
    }
}
