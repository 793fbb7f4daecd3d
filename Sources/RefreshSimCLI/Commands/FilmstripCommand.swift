import ArgumentParser
import RefreshSim
import Foundation
import RefreshPlot

struct FilmstripCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Stills of the phone screen at the moments that matter, captioned with time and event.",
        discussion: """
            One still per moment: touch down, trigger, release, refresh and load end, and every \
            finding's frame (its banner shows). With two scenarios, one row each.

            Examples:
              refreshsim filmstrip Scenarios/wkwebview-bad.json -o bad-stills.png
              refreshsim filmstrip Scenarios/wkwebview-bad.json \\
                  Scenarios/wkwebview-good.json -o stills.png

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "One or two scenario files.")
    var scenarios: [String] = []

    @Option(
        name: .shortAndLong, help: "Output file (.png, .svg or .pdf), or - for standard output (PNG). Default: Output/<name>-filmstrip.png."
    )
    var output: String?

    @Option(help: "Pixels per point for PNG output (0.25…4).")
    var scale: Double = 1

    @Option(help: "The captions' and banners' words: uikit (glitch class names) or plain (what a designer sees).")
    var words: ChartWords = .uikit

    func validate() throws {
        guard (1...2).contains(scenarios.count) else { throw ValidationError("give one or two scenario files") }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw ValidationError("--scale must be 0.25…4, got \(scale)") }
        if let output, output != AtomicFileWriter.standardOutput {
            do { _ = try OutputFormat(path: output) } catch { throw ValidationError(error.description) }
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let loaded = try ScenarioSet.load(scenarios, vocabulary: vocabulary)
        let path = try output ?? DefaultOutput.path("\(loaded.map(\.name).joined(separator: "-vs-"))-filmstrip.png")
        var outputs = OutputPlan(inputs: RunInput.files(loaded, given: scenarios))
        outputs.add(path, "the filmstrip")
        try outputs.check()
        let format: OutputFormat
        do { format = path == AtomicFileWriter.standardOutput ? .png : try OutputFormat(path: path) } catch {
            throw CLIFailure.badInput(error.description)
        }
        if format != .svg { try AtomicFileWriter.refuseBinaryOnTerminal(path, "a \(format.rawValue.uppercased())") }
        var subjects: [ChartSubject] = []
        for scenario in loaded { subjects.append(try ScenarioCharting.subject(for: scenario)) }
        let filmstrip = Filmstrip(subjects: subjects, words: words)
        let data: Data
        do {
            data = try filmstrip.data(format: format, scale: scale)
        } catch {
            throw CLIFailure.outputFailed("\(path): cannot draw the filmstrip: \(error.description)")
        }
        try AtomicFileWriter.ensureParentDirectory(of: path)
        try AtomicFileWriter.write(data, to: path, followingLinks: output != nil)
        if path != AtomicFileWriter.standardOutput { print(Console.escaped(path)) }
    }
}
