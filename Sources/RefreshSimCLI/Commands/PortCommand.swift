import ArgumentParser
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `refreshsim port DIR -o OUT`: runs the `refreshsim-port` tool (Tools/RefreshSimPort), which
/// needs swift-syntax and so is a package of its own, kept out of refreshsim's build.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Copy a library's sources with the edits Linux and the simulated clock force.",
        discussion: """
            Removes @objc, dynamic and Interface Builder attributes; moves members declared in an extension that a class overrides into the class; turns target-action (addTarget, CADisplayLink, Timer, gesture recognizers) into closures that hold the target weakly; moves DispatchQueue.main, DispatchTime.now(), Timer, DispatchSource timers and Date() to the simulated clock; rewrites #keyPath. Prints each edit as file:line: old → new, and each place it cannot change without type information as "needs a hand edit". Every other byte is copied as it was.

            The tool, refreshsim-port, is found as $REFRESHSIM_PORT, beside refreshsim, or on PATH; scripts/install installs it beside refreshsim. Nothing is built when port runs.

            Example:
              refreshsim port Vendor/ESPullToRefresh -o Ported/ESPullToRefresh
            """
    )

    @Argument(help: ArgumentHelp("The folder of the library's sources.", valueName: "dir"))
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("A new folder for the ported copy.", valueName: "dir"))
    var output: String

    func run() throws {
        let tool = try PortTool.locate()
        let status = try ChildProcesses.run(tool, [input, "-o", output])
        guard status == 0 else { throw ExitCode(status) }
    }
}

/// Where the `refreshsim-port` executable is: named by `$REFRESHSIM_PORT`, beside this binary (as
/// `scripts/install` puts it), or on PATH. Never built here: a path known when refreshsim was
/// compiled (its checkout) is not used to build or run anything, since whoever can write there
/// later would get their code run.
enum PortTool {
    static let name = "refreshsim-port"

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIFailure) -> String {
        if let path = environment["REFRESHSIM_PORT"], !path.isEmpty {
            guard isExecutableFile(path) else {
                throw .badInput("REFRESHSIM_PORT: \(Console.escaped(path)) is not an executable file")
            }
            return path
        }
        var folders: [String] = []
        if let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path { folders.append(own) }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if isExecutableFile(candidate) { return candidate }
        }
        throw .badInput(
            "\(name) was not found beside refreshsim (\(Console.escaped(folders.first ?? "?"))) or on PATH: install both from a "
                + "refreshsim checkout with scripts/install (it builds \(name) once and puts it beside refreshsim), or set "
                + "REFRESHSIM_PORT to its path")
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
