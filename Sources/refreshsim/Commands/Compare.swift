import ArgumentParser
import Foundation
import RefreshPlot

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chart two scenarios on one canvas with a shared time axis, each with its verdict.",
        discussion: """
            Example:
              refreshsim compare Scenarios/wkwebview-bad.json Scenarios/wkwebview-good.json \\
                  -o Output/wkwebview-bad-vs-good.png
            """
    )

    @Argument(help: "The first scenario file (drawn on top).")
    var first: String?

    @Argument(help: "The second scenario file (drawn below).")
    var second: String?

    @Option(name: .shortAndLong, help: "Output file (.png, .svg or .pdf). Default: Output/<first>-vs-<second>.png.")
    var output: String?

    @OptionGroup var size: ChartSizeOptions

    @Option(help: .hidden)
    var sample: [String] = []

    private var jobs: [Job] {
        [first, second].compactMap { $0 }.map(Job.scenario) + sample.map(Job.sample)
    }

    func validate() throws {
        guard jobs.count == 2 else { throw ValidationError("give exactly two scenario files") }
        if let bad = sample.first(where: { ScenarioCharting.sample($0) == nil }) {
            throw ValidationError("unknown sample \(bad): use smooth or janky")
        }
        if let output {
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let jobs = self.jobs
        let path = output ?? "Output/\(jobs[0].outputName)-vs-\(jobs[1].outputName).png"
        do {
            let chart = Chart.comparison(try jobs[0].subject(), try jobs[1].subject(), size: size.size)
            try chart.write(to: path)
        } catch {
            printError("refreshsim compare: \(error)")
            throw ExitCode.failure
        }
        print(path)
    }
}
