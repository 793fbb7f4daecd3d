import ArgumentParser

/// Parsing a command line without swift-argument-parser's look for `--generate-completion-script`
/// when no argument could be that request.
///
/// ArgumentParser looks for it before anything else by parsing the whole line twice more, as two
/// commands of its own, each reflected with its options' wrappers: 6.2 M of the 14.8 M
/// instructions `plot` of one scenario spent parsing (callgrind), ≈ 1 ms, on the path to its first
/// drawn pixel. It skips the look for a root with a `_superCommandName` (a pseudo-command), a name
/// read otherwise only by help, usage and `--experimental-dump-help` text. So the line is parsed
/// under `Root` wrapped with that name, and the result kept only when it is one of `Root`'s
/// declared subcommands: the same parse, since the look throws nothing and consumes nothing when
/// no argument names it. Anything else — an error, `--help`, `help`, `--version`, no subcommand,
/// a completion request — is parsed again under `Root` itself, which words it as before, byte for
/// byte (CompletionRequestTests).
enum CompletionRequest {
    /// `arguments` parsed as `root.parseAsRoot` parses them.
    static func parse<Root: ParsableCommand>(_ arguments: [String], as root: Root.Type) throws -> ParsableCommand {
        try parsedWithoutLooking(arguments, as: root) ?? root.parseAsRoot(arguments)
    }

    /// The subcommand `arguments` name, parsed without the look for a completion request; nil
    /// when they may ask for one, or ask for anything else than one of `root`'s subcommands run.
    static func parsedWithoutLooking<Root: ParsableCommand>(_ arguments: [String], as root: Root.Type) -> ParsableCommand? {
        guard !mayAsk(arguments), let command = try? WithoutCompletionRequest<Root>.parseAsRoot(arguments),
            declares(root, type(of: command))
        else { return nil }
        return command
    }

    /// Whether an argument could be ArgumentParser's completion request, in any spelling it
    /// accepts (`--generate-completion-script`, `=bash` after it, a custom completion's
    /// `---completion`).
    static func mayAsk(_ arguments: [String]) -> Bool {
        arguments.contains { $0.contains("generate-completion-script") || $0.hasPrefix("---") }
    }

    /// Whether `command` is a subcommand in `root`'s tree (not `root`, not ArgumentParser's
    /// `help`).
    static func declares(_ root: ParsableCommand.Type, _ command: ParsableCommand.Type) -> Bool {
        root.configuration.subcommands.contains { $0 == command || declares($0, command) }
    }
}

/// `Root`'s command line as a pseudo-command's: ArgumentParser then skips its look for a
/// completion request. Its help would read differently; it is never asked for any (see
/// `CompletionRequest`).
struct WithoutCompletionRequest<Root: ParsableCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        var configuration = Root.configuration
        configuration._superCommandName = configuration.commandName ?? Root._commandName
        return configuration
    }
}
