import ArgumentParser
import RefreshSim

struct ValidateCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenario and trace files without running them.",
        discussion: """
            Reads each file and reports every problem found, with the file name and the field path, then exits 2 if any file is invalid. Valid files are listed with their name, duration and gesture count.

            Example:
              refreshsim validate Scenarios/*.json
            """
    )

    @Argument(help: ArgumentHelp("Scenario files (JSON), directories of them, or - for standard input.", valueName: "scenario"))
    var scenarios: [String]

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("Give at least one scenario file.") }
    }

    func run(_ vocabulary: Vocabulary) throws {
        var failures: [String] = []
        for path in ScenarioSet.filesNotingSkipped(scenarios) {
            do {
                let input = try ScenarioFile.loadInput(path: path, vocabulary: vocabulary)
                let scenario = input.scenario
                let count =
                    input.trace.map { "\($0.frames.count) frame\($0.frames.count == 1 ? "" : "s") recorded" }
                    ?? "\(scenario.gestures.count) gesture\(scenario.gestures.count == 1 ? "" : "s")"
                print("\(ScenarioFile.displayName(path)): ok: \(scenario.name), \(Format.shortest(scenario.duration)) s, \(count)")
            } catch {
                failures.append(error.message)
            }
        }
        if !failures.isEmpty { throw CLIFailure.badInput(failures.joined(separator: "\n")) }
    }
}
