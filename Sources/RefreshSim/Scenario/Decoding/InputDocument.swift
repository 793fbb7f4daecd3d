/// An input file's bytes as JSON: a scenario, a trace, a trace's expectations.
enum InputDocument {
    /// The parsed document, or the file's one issue: larger than `limit`, or not JSON (located
    /// by line and column).
    static func parse(_ bytes: [UInt8], fileName: String, limit: Int, limitText: String) throws(ScenarioError) -> JSONNode {
        try parse(bytes, fileName: fileName, limit: limit, limitText: limitText) { (bytes) throws(JSONSyntaxError) in
            try JSONParser.parse(bytes)
        }
    }

    /// The same, parsed by `parser` (a scenario's, `ScenarioDocument.parse`).
    static func parse<Document>(
        _ bytes: [UInt8], fileName: String, limit: Int, limitText: String,
        _ parser: ([UInt8]) throws(JSONSyntaxError) -> Document
    ) throws(ScenarioError) -> Document {
        guard bytes.count <= limit else {
            throw ScenarioError(
                fileName: fileName,
                issues: [ScenarioIssue(path: "", message: "the file is \(bytes.count) bytes; the limit is \(limit) bytes (\(limitText))")])
        }
        do {
            return try parser(bytes)
        } catch {
            throw ScenarioError(
                fileName: fileName, issues: [ScenarioIssue(path: "", message: error.message, position: error.position, isSyntaxError: true)]
            )
        }
    }
}
