import ArgumentParser
import Foundation
import Testing

@testable import RefreshSimCLI

/// A command line is parsed without swift-argument-parser's look for a completion-script request
/// when it cannot be one (`CompletionRequest`): every line, accepted or not, comes out as the
/// parser's own `parseAsRoot` makes it — the same command with the same values, or the same
/// error, help or completion script, byte for byte.
struct CompletionRequestTests {
    static let scenario = "Scenarios/cj-header.json"
    static let subcommands = [
        "run", "plot", "compare", "animate", "filmstrip", "review", "sweep", "check", "fit", "validate", "list", "schema",
        "bench", "port",
    ]
    static let lines: [[String]] = {
        var lines: [[String]] = [
            [], ["--help"], ["-h"], ["--help-hidden"], ["help"], ["help", "plot"], ["help", "sweep", "grid"], ["--version"],
            ["--version", "x"], ["--bogus"], ["--experimental-dump-help"], ["--generate-completion-script", "bash"],
            ["--generate-completion-script", "zsh"], ["--generate-completion-script=fish"], ["--generate-completion-script"],
            ["plot", "--generate-completion-script", "bash"], ["plot", scenario, "--generate-completion-script"],
            ["plot", "--", "--generate-completion-script"], ["---completion", "plot", "--", "--offset-axis", ""],
            ["---completion", "--", "positional@0", "0", "pl"],
            ["plot", scenario], ["plot", scenario, "-o", "/tmp/refreshsim-completion-request.png"],
            ["plot", scenario, "--width", "900", "--scale", "2", "--offset-axis", "pull", "--words", "plain", "-o", "x.svg"],
            ["plot", scenario, "--height", "700", "--format", "pdf", "-o", "-"], ["plot", "Scenarios/", "-o", "Output/"],
            ["plot", scenario, "--timings", "--png-encoding", "6,sub,standard"], ["plot", scenario, "--width", "-3"],
            ["plot", scenario, "--width", "wide"], ["plot", scenario, "--offset-axis", "nope"], ["plot", scenario, "--widht", "900"],
            ["plot", scenario, "--format", "gif", "-o", "-"], ["plot", scenario, "-o"], ["plot", scenario, scenario, "-o", "x.png"],
            ["plot", "nothere.json"], ["plot", scenario, "--words"], ["plot", "-o", "x.png"], ["plot", scenario, "extra", "--help"],
            ["run", "Benchmarks/run-1s.json"], ["run", "Benchmarks/run-1s.json", "--csv", "x.csv"], ["run", "nothere.json"],
            ["compare", scenario, "Scenarios/wkwebview-bad.json", "-o", "x.png"], ["compare", scenario],
            ["animate", "Scenarios/wkwebview-bad.json", "-o", "x.gif"], ["animate", scenario, "-o", "x.png"],
            ["sweep", "Scenarios/wkwebview-bad.json", "--vary", "loader.commitAfter=0.2...1.2:0.2", "-o", "map.png"],
            ["sweep", "grid", "--help"], ["sweep", "merge"], ["check", scenario], ["check", scenario, "--record"],
            ["validate", scenario], ["list"], ["schema"], ["bench", "--repeat", "0"], ["plt", "x.json"], ["help", "nothing"],
        ]
        for command in subcommands {
            for tail in [[], ["--help"], ["-h"], ["--help-hidden"], ["--bogus"], ["--version"], ["--experimental-dump-help"], [scenario]] {
                lines.append([command] + tail)
            }
        }
        return lines
    }()

    /// What a parse comes to: the command and every value in it, or the error's message and status.
    static func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            var text = ""
            dump(try parse(), to: &text)
            return "parsed \(text)"
        } catch {
            return "status \(RefreshSimCommand.exitCode(for: error).rawValue): \(RefreshSimCommand.fullMessage(for: error))"
        }
    }

    @Test(arguments: lines)
    func everyLineParsesAsTheParserParsesIt(arguments: [String]) {
        let expected = Self.outcome { try RefreshSimCommand.parseAsRoot(arguments) }
        let parsed = Self.outcome { try CompletionRequest.parse(arguments, as: RefreshSimCommand.self) }
        #expect(parsed == expected)
    }

    /// The look is skipped for a subcommand to run, and only then.
    @Test func onlyASubcommandToRunIsParsedWithoutTheLook() {
        for arguments in [
            ["plot", Self.scenario], ["plot", Self.scenario, "-o", "x.png", "--scale", "2"], ["run", Self.scenario], ["list"],
        ] {
            #expect(CompletionRequest.parsedWithoutLooking(arguments, as: RefreshSimCommand.self) != nil, "\(arguments)")
        }
        for arguments in [
            [], ["help", "plot"], ["plot", "--help"], ["--version"], ["plot", "--bogus"], ["--generate-completion-script", "bash"],
            ["---completion", "--", "positional@0", "0", "pl"],
        ] {
            #expect(CompletionRequest.parsedWithoutLooking(arguments, as: RefreshSimCommand.self) == nil, "\(arguments)")
        }
    }

    /// A subcommand that takes whatever it does not know would take the request as its own
    /// arguments without the look: a line that names it is parsed with the look.
    @Test func aRequestAmongArgumentsASubcommandWouldTakeIsStillARequest() {
        for arguments in [["passing", "--generate-completion-script", "bash"], ["passing", "--generate-completion-script=zsh"]] {
            let expected = Self.outcome { try Passthrough.parseAsRoot(arguments) }
            #expect(expected.hasPrefix("status 0: "), "\(expected)")
            #expect(Self.outcome { try CompletionRequest.parse(arguments, as: Passthrough.self) } == expected)
        }
        #expect(Self.outcome { try CompletionRequest.parse(["passing", "a", "--b"], as: Passthrough.self) }.hasPrefix("parsed "))
        // What is skipped is the parser's look: without it the subcommand takes the request.
        let unlooked = Self.outcome {
            try WithoutCompletionRequest<Passthrough>.parseAsRoot(["passing", "--generate-completion-script", "bash"])
        }
        #expect(unlooked.hasPrefix("parsed ") && unlooked.contains("--generate-completion-script"), "\(unlooked)")
    }

    struct Passthrough: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "tool", subcommands: [Passing.self])

        struct Passing: ParsableCommand {
            @Argument(parsing: .allUnrecognized) var rest: [String] = []
        }
    }
}
