import ArgumentParser
import RefreshPlot
import Testing

@testable import RefreshSimCLI

/// What the entry point answers without building the parser is what the parser answers.
struct EntryShortcutsTests {
    /// `refreshsim --version` alone prints the text ArgumentParser's `--version` prints.
    @Test func versionAloneIsTheParsersVersion() throws {
        let shortcut = try #require(CommandLineEntry.versionAsked(["--version"], RefreshSimCommand.self))
        do {
            _ = try RefreshSimCommand.parseAsRoot(["--version"])
            Issue.record("--version parsed as a command")
        } catch {
            #expect(RefreshSimCommand.exitCode(for: error) == .success)
            #expect(shortcut == ProgramName.help(RefreshSimCommand.fullMessage(for: error)) + "\n")
        }
        #expect(shortcut == ProgramName.versionLine + "\n")
    }

    /// Anything else goes to the parser, which knows where `--version` may stand.
    @Test(arguments: [["--version", "x"], ["run", "--version"], ["--help"], [], ["--versio"], ["plot", "a.json"]])
    func otherArgumentsAreParsed(arguments: [String]) {
        #expect(CommandLineEntry.versionAsked(arguments, RefreshSimCommand.self) == nil)
    }

    /// The values each enum option lists (help, completion scripts, errors) are the ones
    /// ArgumentParser's default would list: each case's raw value as an argument's text.
    @Test func enumOptionsListTheirRawValues() {
        #expect(OffsetAxis.allValueStrings == OffsetAxis.allCases.map(\.rawValue.defaultValueDescription))
        #expect(ChartWords.allValueStrings == ChartWords.allCases.map(\.rawValue.defaultValueDescription))
        #expect(OutputFormat.allValueStrings == OutputFormat.allCases.map(\.rawValue.defaultValueDescription))
        #expect(OffsetAxis.allValueStrings == ["pull", "offset", "both"])
        let help = PlotCommand.helpMessage(columns: 400)
        #expect(help.contains("(values: pull, offset, both; default: both)"), "\(help)")
        #expect(help.contains("(values: uikit, plain; default: uikit)"), "\(help)")
        #expect(help.contains("(values: png, svg, pdf)"), "\(help)")
    }
}
