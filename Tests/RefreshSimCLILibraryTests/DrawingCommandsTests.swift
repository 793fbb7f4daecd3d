import ArgumentParser
import CDrawingLibraries
import Testing

@testable import RefreshSimCLI

/// The subcommands that start the fonts' set-up early are real subcommands, and every one that
/// draws a picture is among them.
struct DrawingCommandsTests {
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

    /// The drawing libraries' constructor, which starts loading them before `main` when the first
    /// argument names a command that draws, knows the same names.
    @Test(arguments: subcommandNames + ["--version", "--help", "plo", "plots", "Plot", ""])
    func theLibrariesStartLoadingForTheSameNames(name: String) {
        #expect((refreshsim_drawing_command_loads_early(name) != 0) == RefreshSimCommand.draws(name))
    }
}

/// `list` on a terminal fits its width (the limits section was about 200 columns wide); on a pipe
/// it keeps a line an entry, for grep.
struct ListWidthTests {
    @Test(arguments: [80, 60, 120])
    func everyLineFitsTheTerminal(width: Int) {
        let text = ListCommand.text(width: width)
        let long = text.split(separator: "\n").filter { $0.count > width }
        #expect(long.isEmpty, "\(long.count) lines over \(width): \(long.prefix(2))")
        #expect(text.contains("Limits (every field):"))
    }

    @Test func onAPipeEachEntryIsOneLine() {
        let piped = ListCommand.text()
        #expect(piped.contains("\n  uirefreshcontrol "))
        #expect(piped.split(separator: "\n").contains { $0.count > 120 }, "one line an entry, however long")
        // The same words either way.
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        #expect(words(piped) == words(ListCommand.text(width: 80)))
    }
}
