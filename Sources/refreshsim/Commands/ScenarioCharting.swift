import Foundation
import RefreshPlot
import RefreshSim

/// From a scenario file to what a chart shows: decode, simulate, analyse.
///
/// The scenario decoder and the analyzer are still on other branches: until they reach main,
/// `ScenarioGlue` reads the file and charts carry no analysis ("not analysed").
enum ScenarioCharting {
    static func scenario(at path: String) throws -> Scenario {
        try ScenarioGlue.scenario(at: path)
    }

    static func subject(forScenarioAt path: String) throws -> ChartSubject {
        let scenario = try scenario(at: path)
        let timeline = Simulator(scenario: scenario).run()
        return ChartSubject(scenario: scenario, timeline: timeline, analysis: nil)
    }

    /// The output file's base name: the file's name, without running it.
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
