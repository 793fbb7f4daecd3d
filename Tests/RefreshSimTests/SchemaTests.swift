import Testing
@testable import RefreshSim

@Suite struct SchemaTests {
    static let checker: SchemaChecker = {
        // The schema must itself be JSON our parser accepts; a parse failure leaves a checker that
        // rejects everything, which the tests below would report.
        let node = (try? JSONParser.parse(Array(ScenarioSchema.json.utf8))) ?? JSONNode(.bool(false), at: SourcePosition(line: 1, column: 1))
        return SchemaChecker(schema: node)
    }()

    private func problems(_ json: String) -> [String] {
        guard let node = try? JSONParser.parse(Array(json.utf8)) else { return ["not JSON"] }
        return Self.checker.check(node)
    }

    @Test func schemaIsDraft202012AndStable() throws {
        let node = try JSONParser.parse(Array(ScenarioSchema.json.utf8))
        guard case let .object(members) = node.value else {
            Issue.record("the schema is not an object")
            return
        }
        #expect(members.first?.key == "$schema")
        if case let .string(uri)? = members.first?.value.value {
            #expect(uri == "https://json-schema.org/draft/2020-12/schema")
        }
        #expect(ScenarioSchema.json == ScenarioSchema.json)
    }

    @Test func everyFixtureAndBundledScenarioValidates() throws {
        let files = ScenarioFixtures.allFiles
        #expect(files.count >= 4)
        for file in files {
            let bytes = ScenarioFixtures.bytes(file)
            let node = try JSONParser.parse(bytes)
            #expect(Self.checker.check(node) == [], "\(file.lastPathComponent)")
            // … and the decoder agrees.
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try ScenarioDecoder.decode(bytes, fileName: file.lastPathComponent) }
        }
    }

    @Test func invalidScenariosAreRejected() {
        let invalid = [
            #"{"name": "t", "duration": 1}"#,                                                     // content missing
            scenarioJSON(#""framerate": 60"#),                                                    // unknown key
            scenarioJSON(#""frameRate": "60""#),                                                  // wrong type
            scenarioJSON(#""frameRate": 241"#),                                                   // out of range
            scenarioJSON(#""physics": {"decelerationRate": 1}"#),                                 // exclusive bound
            scenarioJSON(#""physics": {"decelerationRate": "slow"}"#),
            scenarioJSON(#""strategy": {"kind": "ego", "endOn": "commit"}"#),                     // option of another kind
            scenarioJSON(#""strategy": {"endOn": "commit"}"#),                                    // kind missing
            scenarioJSON(#""loader": {"kind": "append", "seconds": 1}"#),                         // append needs height
            scenarioJSON(#""loader": {"kind": "webview", "redirects": 1.5}"#),                    // not an integer
            scenarioJSON(#""gestures": [{"at": 0, "touches": [[0, 1, 2]]}]"#),                    // not a pair
            scenarioJSON(#""gestures": [{"at": 0, "touches": []}]"#),
            scenarioJSON(#""gestures": [{"at": 0, "distance": 1, "duration": 1, "touches": [[0, 0]]}]"#),
            scenarioJSON(#""expect": {"glitches": ["offsetJump", "offsetJump"]}"#),               // repeated
            #"{"name": "../x", "duration": 1, "content": {"height": 1}}"#,                        // pattern
        ]
        for json in invalid {
            #expect(!problems(json).isEmpty, "\(json)")
            #expect(!scenarioIssues(json).isEmpty, "the decoder must refuse it too: \(json)")
        }
    }

    @Test func theCheckerUnderstandsEveryKeywordTheSchemaUses() {
        // A scenario touching every branch; an unsupported keyword would show up as a problem.
        let everything = #"""
            {"$schema": "x", "name": "all", "description": "d", "duration": 5, "frameRate": 120,
             "device": {"topInset": 20}, "physics": {"decelerationRate": 0.5, "bounces": false},
             "content": {"height": 10, "initialOffset": "bottom"},
             "gestures": [{"at": 0, "touches": [[0, 0]]}, {"at": 1, "distance": 3, "duration": 1, "easing": "linear"}],
             "strategy": {"kind": "wkwebview-good", "endOn": "finish"},
             "loader": {"kind": "webview", "redirects": 2, "fail": "provisional", "pageHeight": 100},
             "analysis": {"flingStoppedSpeed": 4}, "expect": {"verdict": "janky", "glitches": ["releaseLag"]}}
            """#
        #expect(scenarioIssues(everything) == [])
        #expect(problems(everything) == [])
    }

    @Test func schemaPropertiesAreTheDecodersKeys() throws {
        let document = ScenarioSchema.document
        #expect(propertyNames(document) == ScenarioKeys.top)
        // `device` is a preset's name or an object: the object branch lists the keys.
        #expect(propertyNames(oneOfObject(document, "device")) == ScenarioKeys.device)
        #expect(propertyNames(document, "content") == ScenarioKeys.content)
        #expect(propertyNames(document, "physics") == ScenarioKeys.physics)
        #expect(propertyNames(document, "analysis") == GlitchThresholds.keys)
        #expect(propertyNames(document, "expect") == ScenarioKeys.expect)
    }

    private func oneOfObject(_ document: JSONValue, _ key: String) -> JSONValue {
        guard case let .object(members) = document,
              case let .object(properties)? = members.first(where: { $0.0 == "properties" })?.1,
              case let .object(property)? = properties.first(where: { $0.0 == key })?.1,
              case let .array(branches)? = property.first(where: { $0.0 == "oneOf" })?.1 else { return .null }
        return branches.first { branch in
            if case let .object(m) = branch { return m.contains { $0.0 == "properties" } }
            return false
        } ?? .null
    }

    private func propertyNames(_ value: JSONValue, _ key: String? = nil) -> [String] {
        guard case let .object(members) = value,
              case let .object(properties)? = members.first(where: { $0.0 == "properties" })?.1 else { return [] }
        guard let key else { return properties.map(\.0) }
        return properties.first { $0.0 == key }.map { propertyNames($0.1) } ?? []
    }
}

@Suite struct BundledSchemaFileTests {
    /// `scenario.schema.json` at the package root is what `refreshsim schema` prints, so editors pointed at
    /// it see the current format. Regenerate with `refreshsim schema -o scenario.schema.json`.
    @Test func theCommittedSchemaFileIsCurrent() throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("scenario.schema.json")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == ScenarioSchema.json)
    }
}
