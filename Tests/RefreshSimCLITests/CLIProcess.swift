import Foundation

/// Runs the built `refreshsim` executable and captures what it did.
struct CLIResult {
    var status: Int32
    /// How the process ended: `.exit` normally; `.uncaughtSignal` is always a bug.
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String
}

enum CLIProcess {
    /// The package's root folder: this file is `Tests/RefreshSimCLITests/CLIProcess.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits in the products directory next to the test bundle
    /// (`.build/debug/refreshsim`); on macOS the bundle is a directory one more level down.
    static let executable: URL? = {
        var candidates: [URL] = []
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("refreshsim"))
            directory.deleteLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/refreshsim"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        standardInput: Data? = nil
    ) throws -> CLIResult {
        guard let executable else { throw CLIProcessError.executableNotFound }
        return try launch(executable, arguments, in: directory, environment: environment, standardInput: standardInput)
    }

    /// Whether the tests run on Linux, for tests of what only a Linux build does.
    static let onLinux: Bool = {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }()

    /// Runs `program` (the binary, or a shell driving it) and captures what it did; standard input
    /// is `standardInput`, or /dev/null.
    static func launch(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        standardInput: Data? = nil
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = standardInput == nil ? FileHandle.nullDevice : input
        let exited = process.exitSignal()
        try process.run()
        // Standard input is written and standard error read on threads of their own while this
        // one reads standard output: a pipe holds 64 KB, so a child that fills one of them while
        // this side waits on another would never end.
        let writing = standardInput.map { data in
            OnItsOwnThread {
                input.fileHandleForWriting.write(data)
                try? input.fileHandleForWriting.close()
            }
        }
        let errors = OnItsOwnThread { err.fileHandleForReading.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.result()
        writing?.result()
        exited.wait()
        return CLIResult(
            status: process.terminationStatus, reason: process.terminationReason,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `refreshsim run SCENARIO --report FILE` in a temporary folder: the report, parsed. A failed
    /// run throws with what it wrote to standard error.
    static func report(of scenario: String) throws -> [String: Any] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.json")
        let result = try run(["run", scenario, "--report", path.path])
        guard result.status == 0 else { throw CLIProcessError.runFailed(status: result.status, stderr: result.stderr) }
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any] else {
            throw CLIProcessError.reportNotAnObject
        }
        return object
    }

    /// Runs `script` under bash in a fresh folder holding `s.json` (the bundled cj-header), with
    /// `$R` the binary; `check` looks at the result and the folder before the folder is removed.
    static func shell(
        _ script: String, environment: [String: String] = [:],
        check: (CLIResult, URL) throws -> Void = { _, _ in }
    ) throws -> CLIResult {
        guard let executable else { throw CLIProcessError.executableNotFound }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Scenarios/cj-header.json"),
            to: directory.appendingPathComponent("s.json"))
        let result = try launch(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: directory,
            environment: environment.merging(["R": executable.path]) { $1 })
        try check(result, directory)
        return result
    }

    /// A fresh empty directory for one test, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension Process {
    /// Signalled when the process has ended: waited on instead of `waitUntilExit()`, which in
    /// swift-corelibs-foundation turns the run loop in 50 ms slices and so returned up to 50 ms
    /// after the process ended (starting /bin/true and waiting for it: 58 ms, with this 7 ms; the
    /// suite starts about 500 processes, a test waiting on each). Call before `run()`: it is the
    /// process's termination handler.
    func exitSignal() -> DispatchSemaphore {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        return exited
    }
}

enum CLIProcessError: Error {
    case executableNotFound
    case runFailed(status: Int32, stderr: String)
    case reportNotAnObject
}

/// The path of the bundled scenario `Scenarios/NAME.json`.
func scenario(_ name: String) -> String {
    CLIProcess.packageRoot.appendingPathComponent("Scenarios/\(name).json").path
}

/// A value worked out on a thread of its own: a pipe's transfer (`CLIProcess.launch`), or a
/// whole launch that a test must not wait on for ever.
final class OnItsOwnThread<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            value = work()
            done.signal()
        }.start()
    }

    /// Waits for the value.
    @discardableResult
    func result() -> Value {
        done.wait()
        return value!
    }

    /// The value, or nil when the work has not ended within `seconds`.
    func result(within seconds: Double) -> Value? {
        done.wait(timeout: .now() + seconds) == .success ? value : nil
    }
}
