import ArgumentParser
import RefreshSim

struct SchemaCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of scenario files, or with --trace of recorded traces.",
        discussion: """
            Point an editor at the schema for completion and checks while writing scenarios: save it next to them and add "$schema": "./scenario.schema.json" at the top of a scenario file (or map Scenarios/*.json to it in the editor's settings). refreshsim checks more than the schema can say: gestures must lie inside the duration and not overlap, finishAfter >= commitAfter, and so on.

            Example:
              refreshsim schema > Scenarios/scenario.schema.json
              refreshsim schema --output Scenarios/scenario.schema.json
              refreshsim schema --trace --output trace.schema.json
            """
    )

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the schema to this file instead of standard output (- is standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "The schema of trace files (what RefreshSimRecorder writes) instead.")
    var trace = false

    func run(_ vocabulary: Vocabulary) throws {
        let schema = trace ? TraceSchema.json : ScenarioSchema.json(vocabulary)
        if let output {
            try AtomicFileWriter.ensureParentDirectory(of: output)
            try AtomicFileWriter.write(schema, to: output)
        } else {
            print(schema, terminator: "")
        }
    }
}
