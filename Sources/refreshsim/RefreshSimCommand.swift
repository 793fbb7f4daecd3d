import ArgumentParser

@main
struct RefreshSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refreshsim",
        abstract: "Simulate pull-to-refresh and load-more implementations frame by frame, detect glitches, and chart them.",
        subcommands: [
            Plot.self,
            Compare.self,
        ]
    )
}
