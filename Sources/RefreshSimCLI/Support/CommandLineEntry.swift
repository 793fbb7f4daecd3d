import ArgumentParser
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import RefreshSim
import RefreshSimFiles
import RefreshSimStrategies

/// Runs the root command and turns every way it can end into a documented exit status
/// (see `ExitStatus`). ArgumentParser's own usage errors exit 64 by default; here they are 2.
enum CommandLineEntry {
    /// `vocabulary` nil stands for `Vocabulary.bundled`, the one a command's own `run()` reads.
    static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String], vocabulary: Vocabulary? = nil) -> Int32 {
        // A closed pipe (`refreshsim schema | head -1`) or a file-size limit must not end the
        // process with a signal: the failing write reports it instead (see `Console`).
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        Console.guardStandardDescriptors()
        Interruption.install()
        // Every file a command writes is put in place when it ends, all in one step: an
        // interruption before then leaves every earlier output as it was (`TemporaryFiles`).
        TemporaryFiles.deferPlacement()
        var status = runCommand(root, arguments: arguments, vocabulary: vocabulary)
        pauseForTests()
        for failure in TemporaryFiles.placePending() {
            printError(failure.description)
            status = ExitStatus.outputFailed.rawValue
        }
        // Standard output that could not be written is an output not written, whatever the
        // command itself decided.
        if let failure = Console.flush() {
            Console.error(failure)
            return ExitStatus.outputFailed.rawValue
        }
        return status
    }

    /// A seam for the tests of interruptions (set by tests only): with
    /// `REFRESHSIM_TEST_PAUSE_BEFORE_PLACING=SECONDS` the finished outputs wait that long before
    /// they are put in place, after a line on standard error, so a test can send a signal then.
    private static func pauseForTests() {
        // getenv, not ProcessInfo's environment, which copies every variable into a dictionary
        // (0.5–0.9 M instructions of every process).
        guard let value = getenv("REFRESHSIM_TEST_PAUSE_BEFORE_PLACING"), let seconds = Double(String(cString: value)) else { return }
        Console.error("refreshsim: test pause before placing the outputs")
        usleep(UInt32(min(max(seconds, 0), 600) * 1_000_000))
    }

    private static func runCommand<Root: ParsableCommand>(_ root: Root.Type, arguments: [String], vocabulary: Vocabulary?) -> Int32 {
        if let version = versionAsked(arguments, root) {
            Console.out(version)
            return ExitStatus.success.rawValue
        }
        if let unknown = CommandSuggestion.message(for: arguments, root) {
            printError(unknown)
            return ExitStatus.badInput.rawValue
        }
        var command: ParsableCommand
        do {
            command = try CompletionRequest.parse(arguments, as: root)
        } catch {
            return report(error, root)
        }
        do {
            // The cast is a scan of the executable's 6,800 conformance records (≈ 0.3 M
            // instructions, twice: the existential, then the command's type): asked only when
            // the vocabulary is not the bundled one that `run()` reads anyway.
            if let vocabulary, let reading = command as? any VocabularyCommand {
                try reading.run(vocabulary)
            } else {
                try command.run()
            }
            return ExitStatus.success.rawValue
        } catch {
            return report(error, root)
        }
    }

    /// `refreshsim --version` alone: the text ArgumentParser prints for it (the root's
    /// `configuration.version`, then through `report`), without building the parser. Parsing
    /// costs a `--version` 8.9 M instructions, two thirds of the process: swift-argument-parser
    /// reflects its completion-script commands and the root command, and each first
    /// (type, protocol) question scans every conformance record of the executable.
    /// `--version` among other arguments is left to the parser.
    static func versionAsked<Root: ParsableCommand>(_ arguments: [String], _ root: Root.Type) -> String? {
        guard arguments == ["--version"] else { return nil }
        let version = root.configuration.version
        guard !version.isEmpty else { return nil }
        let text = ProgramName.help(version)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    private static func report<Root: ParsableCommand>(_ error: Error, _ root: Root.Type) -> Int32 {
        switch error {
        case let failure as CLIFailure:
            printError(failure.message)
            return failure.status.rawValue
        case let scenarioError as ScenarioError:
            Console.error(scenarioError.lines.map(Console.escaped).joined(separator: "\n"))
            return ExitStatus.badInput.rawValue
        case let exitCode as ExitCode:
            // Thrown by a command that has already printed what went wrong.
            if exitCode == .validationFailure { return ExitStatus.badInput.rawValue }
            return (0...3).contains(exitCode.rawValue) ? exitCode.rawValue : ExitStatus.badInput.rawValue
        default:
            let message = root.fullMessage(for: error)
            if root.exitCode(for: error) == .success {
                // --help, --version: not an error.
                let help = ProgramName.help(message)
                if !help.isEmpty { Console.out(help.hasSuffix("\n") ? help : help + "\n") }
                return ExitStatus.success.rawValue
            }
            // Usage and validation errors, and anything unforeseen: the run could not go ahead.
            printError(message)
            return ExitStatus.badInput.rawValue
        }
    }

    /// Each line of `message` escaped (`Console.escaped`): a key or value quoted from a file
    /// reaches the terminal or CI log as visible text, never as a control sequence.
    static func printError(_ message: String) {
        Console.error(
            message.split(separator: "\n", omittingEmptySubsequences: false).map { Console.escaped(String($0)) }
                .joined(separator: "\n"))
    }

    /// Ends the process with `status`. Standard output was flushed by `run`.
    static func terminate(_ status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
