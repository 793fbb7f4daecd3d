import ArgumentParser
import RefreshPlot

/// `--width`, `--height`, `--scale`, `--offset-axis`, `--words`, shared by `plot` and `compare`.
struct ChartSizeOptions: ParsableArguments {
    @Option(help: "Chart width in points (200…8000).")
    var width: Double = 1200

    @Option(help: "Chart height in points (200…8000); default: as tall as the chart needs.")
    var height: Double?

    @Option(help: "Pixels per point for PNG output (0.25…8), e.g. 2 for a sharp README image.")
    var scale: Double = 1

    @Option(
        help: "The offset panel's axis: pull (pt past the resting offset), offset (raw contentOffset.y), or both (pull left, offset right)."
    )
    var offsetAxis: OffsetAxis = .both

    @Option(
        help:
            "The chart's words: uikit (UIKit's event names) or plain (what a designer sees: \"finger lifted\", \"spinner shown\", \"list jumps by itself\"; one pull axis)."
    )
    var words: ChartWords = .uikit

    var size: ChartSize { ChartSize(width: width, height: height, scale: scale) }

    func validate() throws {
        do {
            _ = try size.validated()
        } catch {
            throw ValidationError(error.description)
        }
    }
}

// Each lists its values itself: ArgumentParser's default (`allCases.map(\.rawValue…)` in a
// generic extension) builds its key path at run time, which asks whether the type is
// RawRepresentable — a scan of every conformance record, ≈ 0.3 M instructions a type, each time
// the command is parsed.
extension OffsetAxis: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
extension ChartWords: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

/// `--format png|svg|pdf`: the chart's format when the output's name does not say it, as with
/// `-o -` (standard output, PNG unless given).
extension OutputFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
