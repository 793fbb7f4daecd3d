import RefreshSim
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The documented exit statuses of `refreshsim`.
enum ExitStatus: Int32 {
    case success = 0
    /// A check failed: the simulated behaviour differs from what the scenario expects.
    case checkFailed = 1
    /// Bad input or usage: an invalid or missing scenario file, an unknown option.
    case badInput = 2
    /// An output could not be written: a file, a named pipe, or standard output.
    case outputFailed = 3
    /// Ended by Ctrl-C (SIGINT) or SIGTERM; temporary files were removed.
    case interrupted = 130

    static let helpText = """
        Exit status:
          0  success
          1  a check failed: the behaviour differs from the scenario's "expect"
          2  bad input or usage: an invalid, missing or too large scenario file,
             an unknown option
          3  an output could not be written: a file (an earlier file is left
             intact), a named pipe, or standard output
          130  interrupted (Ctrl-C or SIGTERM); no partial file is left
        """
}

/// An error that ends the command with a given exit status and a message for standard error.
struct CLIFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String
    /// Where in the input file the (first) problem is, when known: CI annotations point at it.
    var position: SourcePosition?

    init(_ status: ExitStatus, _ message: String, at position: SourcePosition? = nil) {
        self.status = status
        self.message = message
        self.position = position
    }

    static func badInput(_ message: String) -> CLIFailure { CLIFailure(.badInput, message) }
    static func outputFailed(_ message: String) -> CLIFailure { CLIFailure(.outputFailed, message) }
    static func checkFailed(_ message: String) -> CLIFailure { CLIFailure(.checkFailed, message) }

    var description: String { message }

    /// The system's words for the last failed call, e.g. "Permission denied".
    static func systemMessage(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
