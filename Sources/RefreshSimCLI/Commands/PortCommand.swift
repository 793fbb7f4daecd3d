import ArgumentParser
import Foundation

/// `refreshsim port DIR -o OUT`: runs the `refreshsim-port` tool (Tools/RefreshSimPort), which
/// needs swift-syntax and so is a package of its own, kept out of refreshsim's build.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Copy a library's sources with the edits Linux and the simulated clock force.",
        discussion: """
            Removes @objc, dynamic and Interface Builder attributes; moves members declared in an extension that a class overrides into the class; turns target-action (addTarget, CADisplayLink, Timer, gesture recognizers) into closures that hold the target weakly; moves DispatchQueue.main, DispatchTime.now(), Timer, DispatchSource timers and Date() to the simulated clock; rewrites #keyPath. Prints each edit as file:line: old → new, and each place it cannot change without type information as "needs a hand edit". Every other byte is copied as it was.

            The tool is found as $REFRESHSIM_PORT, next to refreshsim, or on PATH; from a checkout it is built once (swift-syntax, about 1.5 minutes on 2 cores) into .build-port/.

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
        let status = try PortTool.run(tool, arguments: [input, "-o", output])
        guard status == 0 else { throw ExitCode(status) }
    }
}

/// Where the `refreshsim-port` executable is, building it from this checkout when needed.
enum PortTool {
    static let name = "refreshsim-port"

    static func locate() throws -> URL {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["REFRESHSIM_PORT"], !path.isEmpty {
            guard manager.isExecutableFile(atPath: path) else {
                throw CLIFailure(.badInput, "REFRESHSIM_PORT: \(path) is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        if let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name),
            manager.isExecutableFile(atPath: own.path)
        {
            return own
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if manager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return try buildFromCheckout()
    }

    /// The checkout this binary was built from (three folders above this source file).
    static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func buildFromCheckout() throws -> URL {
        let package = checkout.appendingPathComponent("Tools/RefreshSimPort")
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw CLIFailure(
                .badInput,
                "\(name) not found: build Tools/RefreshSimPort from a refreshsim checkout and put it on PATH, or set REFRESHSIM_PORT")
        }
        let scratch = checkout.appendingPathComponent(".build-port")
        FileHandle.standardError.write(Data("refreshsim port: building \(name) (once)…\n".utf8))
        let status = try run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
                "--product", name,
            ],
            standardOutput: FileHandle.standardError)
        guard status == 0 else { throw CLIFailure(.badInput, "building \(name) failed (swift build exited \(status))") }
        return scratch.appendingPathComponent("debug/\(name)")
    }

    @discardableResult
    static func run(_ executable: URL, arguments: [String], standardOutput: FileHandle = .standardOutput) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = standardOutput
        process.standardError = FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
