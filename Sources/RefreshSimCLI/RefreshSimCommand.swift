import ArgumentParser
import RefreshSim
import RefreshPlot
import RefreshSimStrategies

/// The `refreshsim` command line: its subcommands, help and exit statuses. The executable's
/// `main.swift` only calls `RefreshSimCommand.main()`.
public struct RefreshSimCommand: ParsableCommand {
    public init() {}

    /// The tool's version, printed by `--version`: the one place it is written (CHANGELOG.md's
    /// newest entry is checked against it).
    public static let version = "0.2.0"

    // Computed: usage lines and `--version` name the executable that runs (a user's own
    // `feedsim` too), read when help is asked for.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ProgramName.current,
            abstract: "Simulate pull-to-refresh and load-more implementations frame by frame, detect glitches, and chart them.",
            discussion: """
                Examples:
                  refreshsim run Scenarios/wkwebview-bad.json
                  refreshsim plot Scenarios/cj-header.json
                  refreshsim compare Scenarios/cj-footer-delay.json \\
                      Scenarios/cj-footer-inset.json -o cmp.png
                  refreshsim animate Scenarios/wkwebview-bad.json -o bad.gif
                  refreshsim sweep Scenarios/wkwebview-bad.json \\
                      --vary loader.commitAfter=0.2...1.2:0.2 -o map.png
                  refreshsim check Scenarios/*.json
                  refreshsim list
                  refreshsim validate Scenarios/*.json
                  refreshsim schema > scenario.schema.json

                \(ExitStatus.helpText)
                """,
            version: ProgramName.versionLine,
            subcommands: [
                RunCommand.self,
                PlotCommand.self,
                CompareCommand.self,
                AnimateCommand.self,
                FilmstripCommand.self,
                ReviewCommand.self,
                SweepCommand.self,
                CheckCommand.self,
                FitCommand.self,
                ValidateCommand.self,
                ListCommand.self,
                SchemaCommand.self,
                BenchCommand.self,
                PortCommand.self,
            ]
        )
    }

    /// Replaces ArgumentParser's entry point so that every ending has a documented exit status.
    public static func main() {
        main(strategies: [])
    }

    /// The whole command line with the user's own strategy kinds added: scenario files may name
    /// them, and `run`, `plot`, `compare`, `sweep`, `check`, `validate`, `list` and `schema` know
    /// them. A user's executable is `RefreshSimCommand.main(strategies: [...])` in its `main.swift`.
    /// A name that clashes with a bundled kind, or is given twice, ends it with status 2.
    public static func main(strategies: [StrategyKind], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        guard !strategies.isEmpty else { start(vocabulary: nil, arguments: arguments) }
        let vocabulary: Vocabulary
        do {
            vocabulary = try Vocabulary.bundled.adding(strategies: strategies)
        } catch {
            CommandLineEntry.printError(error.description)
            CommandLineEntry.terminate(ExitStatus.badInput.rawValue)
        }
        main(vocabulary: vocabulary, arguments: arguments)
    }

    /// The whole command line over `vocabulary`.
    public static func main(vocabulary: Vocabulary, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        start(vocabulary: vocabulary, arguments: arguments)
    }

    /// `vocabulary` nil: the bundled one, which a command's own `run()` reads (`VocabularyCommand`).
    private static func start(vocabulary: Vocabulary?, arguments: [String]) -> Never {
        RawPaths.recordArguments()
        if let name = arguments.first, draws(name) { FontSet.prepareStandard() }
        CommandLineEntry.terminate(CommandLineEntry.run(RefreshSimCommand.self, arguments: arguments, vocabulary: vocabulary))
    }
}
