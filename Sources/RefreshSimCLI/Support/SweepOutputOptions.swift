import ArgumentParser
import RefreshPlot

/// What a sweep writes: `sweep` and `sweep merge` take the same three outputs.
struct SweepOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the map (.png, .svg or .pdf).", valueName: "FILE"))
    var output: String?

    @Option(name: .customLong("csv"), help: ArgumentHelp("Write one row per cell as CSV.", valueName: "FILE"))
    var csvPath: String?

    @Option(name: .customLong("report"), help: ArgumentHelp("Write the cells as JSON.", valueName: "FILE"))
    var reportPath: String?

    func validate() throws {
        if let output {
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }
}
