import ArgumentParser
import RefreshSim
import Foundation
import RefreshPlot

struct CompareCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Chart or play two scenarios on one clock, each with its verdict.",
        discussion: """
            To a .png, .svg or .pdf: the two runs' charts stacked, sharing their time, offset and \
            inset scales, so "bad" and "good" read as one picture; with --overlay, both offset \
            curves on one set of axes and their difference below. To a .gif: both phone screens \
            side by side on one clock, findings flashing as they happen.

            Examples:
              refreshsim compare Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json -o bad-vs-good.png
              refreshsim compare Scenarios/uirefreshcontrol.json \\
                  Scenarios/uirefreshcontrol-120hz.json --overlay -o hz.png
              refreshsim compare Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json -o bad-vs-good.gif --speed 0.5

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "The first scenario file (drawn on top).")
    var first: String?

    @Argument(help: "The second scenario file (drawn below).")
    var second: String?

    @Option(
        name: .shortAndLong,
        help:
            "Output file (.png, .svg, .pdf, or .gif to animate), or - for standard output (a chart). Default: Output/<first>-vs-<second>.png."
    )
    var output: String?

    @Option(help: "png, svg or pdf; by default the output file's extension, or png.")
    var format: OutputFormat?

    @OptionGroup var size: ChartSizeOptions

    @Flag(help: "Charts only: both runs' curves on one set of axes with a Δ panel, instead of stacked.")
    var overlay = false

    @OptionGroup(title: "Animation (-o *.gif)") var playback: AnimationOptions

    func validate() throws {
        guard [first, second].compactMap({ $0 }).count == 2 else {
            throw ValidationError("give exactly two scenario files")
        }
        if let output, format == nil, output != AtomicFileWriter.standardOutput, !isAnimation(output) {
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let loaded = try ScenarioSet.load([first, second].compactMap { $0 }, vocabulary: vocabulary)
        guard loaded.count == 2 else { throw CLIFailure.badInput("give exactly two scenario files") }
        let path = try output ?? DefaultOutput.path("\(loaded[0].name)-vs-\(loaded[1].name).\(format?.rawValue ?? "png")")
        var outputs = OutputPlan(inputs: RunInput.files(loaded, given: [first, second].compactMap { $0 }))
        outputs.add(path, "the comparison")
        try outputs.check()
        var subjects: [ChartSubject] = []
        for scenario in loaded { subjects.append(try ScenarioCharting.subject(for: scenario)) }
        if isAnimation(path) {
            let animation = playback.animation(subjects, words: size.words)
            try playback.checkBudget(animation)
            try ScenarioCharting.write(animation, to: path, followingLinks: output != nil)
            print(Console.escaped(path))
            return
        }
        var chart = Chart.comparison(subjects[0], subjects[1], size: size.size, offsetAxis: size.offsetAxis)
        chart.overlay = overlay
        chart.words = size.words
        try ScenarioCharting.write(chart, to: path, format: format, followingLinks: output != nil)
        if path != AtomicFileWriter.standardOutput { print(Console.escaped(path)) }
    }

    private func isAnimation(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == "gif"
    }
}
