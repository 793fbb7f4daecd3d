import ArgumentParser
import Foundation
import RefreshPlot

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Chart two scenarios on one canvas with a shared time axis, each with its verdict.",
        discussion: """
            The two runs are stacked and share their time, offset and inset scales, so "bad" and \
            "good" read as one picture.

            Example:
              refreshsim compare Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json -o bad-vs-good.png

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "The first scenario file (drawn on top).")
    var first: String?

    @Argument(help: "The second scenario file (drawn below).")
    var second: String?

    @Option(name: .shortAndLong, help: "Output file (.png, .svg or .pdf), or - for standard output. Default: Output/<first>-vs-<second>.png.")
    var output: String?

    @Option(help: "png, svg or pdf; by default the output file's extension, or png.")
    var format: OutputFormat?

    @OptionGroup var size: ChartSizeOptions

    func validate() throws {
        guard [first, second].compactMap({ $0 }).count == 2 else {
            throw ValidationError("give exactly two scenario files")
        }
        if let output, format == nil, output != AtomicFileWriter.standardOutput {
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let loaded = try ScenarioSet.load([first, second].compactMap { $0 })
        let jobs = loaded.map(Job.scenario)
        guard jobs.count == 2 else { throw CLIFailure.badInput("give exactly two scenario files") }
        let path = output ?? "Output/\(jobs[0].name)-vs-\(jobs[1].name).\(format?.rawValue ?? "png")"
        let chart = Chart.comparison(jobs[0].subject(), jobs[1].subject(), size: size.size)
        try ScenarioCharting.write(chart, to: path, format: format)
        if path != AtomicFileWriter.standardOutput { print(path) }
    }
}
