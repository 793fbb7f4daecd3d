/// One problem found in a scenario file: where (a field path like `gestures[1].duration`, or a
/// line and column for JSON syntax) and what.
public struct ScenarioIssue: Sendable, Equatable {
    /// The field path; empty for the file as a whole (syntax errors, size).
    public var path: String
    public var message: String
    /// Where the offending value starts in the file, when known.
    public var position: SourcePosition?
    /// Syntax errors are located by line and column rather than by path.
    public var isSyntaxError: Bool

    public init(path: String, message: String, position: SourcePosition? = nil, isSyntaxError: Bool = false) {
        self.path = path
        self.message = message
        self.position = position
        self.isSyntaxError = isSyntaxError
    }

    /// `scenario.json: gestures[1].duration: must be > 0, got -1`, or for invalid JSON
    /// `scenario.json: line 3, column 14: invalid JSON: expected ',' or '}' …`.
    public func rendered(fileName: String) -> String {
        if isSyntaxError, let position {
            return "\(fileName): \(position): invalid JSON: \(message)"
        }
        return "\(fileName): \(located)"
    }

    /// `gestures[1].duration: must be > 0, got -1`: the message after its field path, if any.
    public var located: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}

/// Everything wrong with one scenario file. Its description is one line per issue.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public var fileName: String
    public var issues: [ScenarioIssue]
    /// Issues found beyond `ScenarioLimits.maxReportedIssues`, counted but not listed.
    public var omittedIssueCount: Int

    public init(fileName: String, issues: [ScenarioIssue], omittedIssueCount: Int = 0) {
        self.fileName = fileName
        self.issues = issues
        self.omittedIssueCount = omittedIssueCount
    }

    public var lines: [String] {
        var lines = issues.map { $0.rendered(fileName: fileName) }
        if omittedIssueCount > 0 {
            lines.append("\(fileName): … and \(omittedIssueCount) more problem\(omittedIssueCount == 1 ? "" : "s")")
        }
        return lines
    }

    public var description: String { lines.joined(separator: "\n") }
}
