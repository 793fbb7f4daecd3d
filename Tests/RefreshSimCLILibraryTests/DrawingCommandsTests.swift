import ArgumentParser
import Testing

@testable import RefreshSimCLI

/// The subcommands that start the fonts' set-up early are real subcommands, and every one that
/// draws a picture is among them.
@Suite struct DrawingCommandsTests {
    static let subcommandNames = RefreshSimCommand.configuration.subcommands.compactMap { $0.configuration.commandName }

    @Test(arguments: ["plot", "compare", "animate", "filmstrip", "review", "sweep"])
    func aCommandThatDrawsPreparesTheFonts(name: String) {
        #expect(Self.subcommandNames.contains(name))
        #expect(RefreshSimCommand.draws(name))
    }

    @Test(arguments: ["run", "check", "validate", "list", "schema", "bench", "port", "--version", "--help", "plo"])
    func anythingElseDoesNot(name: String) {
        #expect(!RefreshSimCommand.draws(name))
    }
}
