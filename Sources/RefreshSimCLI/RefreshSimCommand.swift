import ArgumentParser

/// The `refreshsim` command line: its subcommands, help and exit statuses. The executable's
/// `main.swift` only calls `RefreshSimCommand.main()`.
public struct RefreshSimCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "refreshsim",
        abstract: "Simulate pull-to-refresh and load-more implementations frame by frame, detect glitches, and chart them.",
        discussion: """
            Examples:
              refreshsim run Scenarios/wkwebview-bad.json
              refreshsim plot Scenarios/cj-header.json
              refreshsim compare Scenarios/cj-footer-delay.json Scenarios/cj-footer-inset.json -o cmp.png
              refreshsim sweep Scenarios/wkwebview-bad.json --vary loader.commitAfter=0.2...1.2:0.2 -o map.png
              refreshsim check Scenarios/*.json
              refreshsim list
              refreshsim validate Scenarios/*.json
              refreshsim schema > scenario.schema.json

            \(ExitStatus.helpText)
            """,
        subcommands: [
            RunCommand.self,
            PlotCommand.self,
            CompareCommand.self,
            SweepCommand.self,
            CheckCommand.self,
            ValidateCommand.self,
            ListCommand.self,
            SchemaCommand.self,
            BenchCommand.self,
        ]
    )

    /// Replaces ArgumentParser's entry point so that every ending has a documented exit status.
    public static func main() {
        CommandLineEntry.terminate(CommandLineEntry.run(RefreshSimCommand.self, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
