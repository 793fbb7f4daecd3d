/// An input file's bytes as JSON: a scenario, a trace, a trace's expectations.
enum InputDocument {
    /// The parsed document, or the file's one issue: larger than `limit`, or not JSON (located
    /// by line and column).
    static func parse(_ bytes: [UInt8], fileName: String, limit: Int, limitText: String) throws(ScenarioError) -> JSONNode {
        guard bytes.count <= limit else {
            throw ScenarioError(
                fileName: fileName,
                issues: [ScenarioIssue(path: "", message: "the file is \(bytes.count) bytes; the limit is \(limit) bytes (\(limitText))")])
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ScenarioError(
                fileName: fileName, issues: [ScenarioIssue(path: "", message: error.message, position: error.position, isSyntaxError: true)]
            )
        }
    }
}
