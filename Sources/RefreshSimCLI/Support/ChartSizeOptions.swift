import ArgumentParser
import RefreshPlot

/// `--width`, `--height`, `--scale`, shared by `plot` and `compare`.
struct ChartSizeOptions: ParsableArguments {
    @Option(help: "Chart width in points (200…8000).")
    var width: Double = 1200

    @Option(help: "Chart height in points (200…8000); default: as tall as the chart needs.")
    var height: Double?

    @Option(help: "Pixels per point for PNG output (0.25…8), e.g. 2 for a sharp README image.")
    var scale: Double = 1

    var size: ChartSize { ChartSize(width: width, height: height, scale: scale) }

    func validate() throws {
        do {
            _ = try size.validated()
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// `--format png|svg|pdf`: the chart's format when the output's name does not say it, as with
/// `-o -` (standard output, PNG unless given).
extension OutputFormat: ExpressibleByArgument {}
