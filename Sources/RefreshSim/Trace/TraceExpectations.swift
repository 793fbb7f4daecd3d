/// The expectations file beside a trace (`pull.json` → `pull.expect.json`): a scenario's
/// `analysis` and `expect` blocks, read by the same decoder, for `refreshsim check` of a
/// recording. A trace has no scripted gestures, so `expect.gestures` names none.
public struct TraceExpectations: Sendable, Equatable {
    public var analysis: GlitchThresholds
    public var expect: Expectation?

    public init(analysis: GlitchThresholds = GlitchThresholds(), expect: Expectation? = nil) {
        self.analysis = analysis
        self.expect = expect
    }

    /// `pull.json` → `pull.expect.json`; `pull.trace.json` → `pull.expect.json` too.
    public static func path(besideTrace path: String) -> String {
        var stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        if stem.hasSuffix(".trace") { stem = String(stem.dropLast(6)) }
        return stem + ".expect.json"
    }

    public static func decode(_ bytes: [UInt8], fileName: String) throws(ScenarioError) -> TraceExpectations {
        let root = try InputDocument.parse(bytes, fileName: fileName, limit: ScenarioLimits.maxFileBytes, limitText: "1 MiB")
        let decoder = ScenarioDecoder(log: IssueLog(), vocabulary: .core)
        var result = TraceExpectations()
        if let top = ObjectReader(root, at: .root, log: decoder.log, allowedKeys: ["$schema", "analysis", "expect"]) {
            if let node = top["analysis"] { result.analysis = decoder.analysis(node, at: .root.key("analysis")) }
            if let node = top["expect"] { result.expect = decoder.expectation(node, at: .root.key("expect"), gestures: []) }
        }
        guard decoder.log.isEmpty else { throw decoder.log.error(fileName: fileName) }
        return result
    }
}
