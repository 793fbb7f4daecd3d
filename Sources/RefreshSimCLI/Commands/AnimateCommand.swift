import ArgumentParser
import RefreshSim
import Foundation
import RefreshPlot

struct AnimateCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Play a scenario's phone screen as an animated GIF, with a timeline whose cursor moves.",
        discussion: """
            The phone shows what the user saw: numbered rows of content, the header or footer in \
            the strategy's own state words, the finger's touch point, and each finding flashing \
            red when it happens.

            Examples:
              refreshsim animate Scenarios/wkwebview-bad.json -o bad.gif
              # a quarter of real time
              refreshsim animate Scenarios/cj-header.json --speed 0.25
              # two phones side by side on one clock
              refreshsim compare Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json -o cmp.gif

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "The scenario file.")
    var scenario: String

    @Option(name: .shortAndLong, help: "Output file (.gif), or - for standard output. Default: Output/<name>.gif.")
    var output: String?

    @OptionGroup var playback: AnimationOptions

    @Option(help: "The banners' and the strip's words: uikit (glitch class names) or plain (what a designer sees).")
    var words: ChartWords = .uikit

    func validate() throws {
        if let output, output != AtomicFileWriter.standardOutput, URL(fileURLWithPath: output).pathExtension.lowercased() != "gif" {
            throw ValidationError("-o \(output): an animation is written as .gif")
        }
        var isFolder: ObjCBool = false
        if let output, FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("-o \(output) is a folder: name a .gif file")
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let scenario = try ScenarioFile.loadInput(path: scenario, vocabulary: vocabulary)
        let path = try output ?? DefaultOutput.path("\(scenario.name).gif")
        var outputs = OutputPlan(inputs: RunInput.files([scenario], given: [self.scenario]))
        outputs.add(path, "the animation of \"\(scenario.name)\"")
        try outputs.check()
        let animation = playback.animation([try ScenarioCharting.subject(for: scenario)], words: words)
        try playback.checkBudget(animation)
        try ScenarioCharting.write(animation, to: path, followingLinks: output != nil)
        if path != AtomicFileWriter.standardOutput { print(Console.escaped(path)) }
    }
}
