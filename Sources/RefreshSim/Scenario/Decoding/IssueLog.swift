/// Collects the problems found while decoding one file, so all of them can be reported at once.
/// Keeps the first `ScenarioLimits.maxReportedIssues` and counts the rest.
final class IssueLog {
    private(set) var issues: [ScenarioIssue] = []
    private(set) var omitted = 0

    var isEmpty: Bool { issues.isEmpty && omitted == 0 }

    /// `path` and `message` are built only for an issue that is kept: a file past the limit
    /// costs a count per issue, not a message.
    func add(_ path: @autoclosure () -> FieldPath, _ message: @autoclosure () -> String, at position: SourcePosition?) {
        guard issues.count < ScenarioLimits.maxReportedIssues else {
            omitted += 1
            return
        }
        issues.append(ScenarioIssue(path: path().description, message: message(), position: position))
    }

    /// "expected a number, got a string".
    func wrongType(_ path: @autoclosure () -> FieldPath, expected: @autoclosure () -> String, got node: JSONNode) {
        add(path(), "expected \(expected()), got \(node.kindDescription)", at: node.position)
    }

    func error(fileName: String) -> ScenarioError {
        ScenarioError(fileName: fileName, issues: issues, omittedIssueCount: omitted)
    }
}
