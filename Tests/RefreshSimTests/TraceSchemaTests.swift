import Foundation
import Testing
@testable import RefreshSim

/// `trace.schema.json` checked by Python's `jsonschema`, an implementation not ours: the fixture
/// traces validate, broken ones do not, and the file at the root is what `schema --trace` prints.
struct TraceSchemaTests {
    @Test func theCommittedSchemaIsCurrent() throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("trace.schema.json")
        #expect(
            String(decoding: ScenarioFixtures.bytes(url), as: UTF8.self) == TraceSchema.json,
            "regenerate: refreshsim schema --trace -o trace.schema.json")
    }

    @Test func fixturesValidateAndBrokenTracesDoNot() throws {
        let fixtures = ["cj-header", "hitch-page-lands-during-fling", "uirefreshcontrol"].map {
            String(decoding: TraceDecodingTests.fixture($0), as: UTF8.self)
        }
        let minimal = TraceDecodingTests.minimal
        let broken = [
            minimal.replacingOccurrences(of: #""offset": -95"#, with: #""offset": "-95""#),
            minimal.replacingOccurrences(of: #""kind": "device""#, with: #""kind": "phone""#),
            minimal.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#),
            minimal.replacingOccurrences(of: #""frames": ["#, with: #""frame": ["#),
        ]
        let results = try JSONSchemaValidator.validate(
            "[" + (fixtures + [minimal] + broken).joined(separator: ",") + "]", against: TraceSchema.json)
        #expect(results.prefix(4).allSatisfy { $0.isEmpty }, "\(results.prefix(4))")
        #expect(results.suffix(4).allSatisfy { !$0.isEmpty }, "\(results.suffix(4))")
        for text in broken {
            #expect(throws: ScenarioError.self) { try TraceDecoder.decode(Array(text.utf8), fileName: "t.json", vocabulary: .core) }
        }
    }
}
