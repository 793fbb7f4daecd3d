import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The schema checked by an implementation that is not ours: Python's `jsonschema` (installed by
/// `scripts/ensure-system-packages`), run over the bundled scenarios, the fixtures and a list of
/// invalid ones that the decoder must refuse too.
struct SchemaTests {
    private func problems(_ json: String) throws -> [String] {
        try problems([json]).first ?? ["no answer"]
    }

    private func problems(_ documents: [String]) throws -> [[String]] {
        try JSONSchemaValidator.validate("[" + documents.joined(separator: ",") + "]", against: ScenarioSchema.json)
    }

    @Test func schemaIsAValidDraft202012Schema() throws {
        let node = try JSONParser.parse(Array(ScenarioSchema.json.utf8))
        guard case let .object(members) = node.value, case let .string(uri)? = members.first?.value.value else {
            Issue.record("the schema is not an object starting with $schema")
            return
        }
        #expect(members.first?.key == "$schema")
        #expect(uri == "https://json-schema.org/draft/2020-12/schema")
        // check_schema runs in the validator: an invalid schema fails every call.
        #expect(try problems(#"{"name": "t", "duration": 1, "content": {"height": 1}}"#) == [])
    }

    @Test func everyFixtureAndBundledScenarioValidates() throws {
        let files = ScenarioFixtures.allFiles
        #expect(files.count >= 26)
        let results = try problems(files.map { String(decoding: ScenarioFixtures.bytes($0), as: UTF8.self) })
        #expect(results.count == files.count)
        for (file, found) in zip(files, results) {
            #expect(found == [], "\(file.lastPathComponent)")
            // … and the decoder agrees.
            #expect(throws: Never.self, "\(file.lastPathComponent)") {
                try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
            }
        }
    }

    @Test func invalidScenariosAreRejected() throws {
        let invalid = [
            #"{"name": "t", "duration": 1}"#,  // content missing
            scenarioJSON(#""framerate": 60"#),  // unknown key
            scenarioJSON(#""frameRate": "60""#),  // wrong type
            scenarioJSON(#""frameRate": 241"#),  // out of range
            scenarioJSON(#""physics": {"decelerationRate": 1}"#),  // exclusive bound
            scenarioJSON(#""physics": {"decelerationRate": "slow"}"#),
            scenarioJSON(#""strategy": {"kind": "ego", "endOn": "commit"}"#),  // option of another kind
            scenarioJSON(#""strategy": {"endOn": "commit"}"#),  // kind missing
            scenarioJSON(#""loader": {"kind": "append", "seconds": 1}"#),  // append needs height
            scenarioJSON(#""loader": {"kind": "webview", "redirects": 1.5}"#),  // not an integer
            scenarioJSON(#""gestures": [{"at": 0, "touches": [[0, 1, 2]]}]"#),  // not a pair
            scenarioJSON(#""gestures": [{"at": 0, "touches": []}]"#),
            scenarioJSON(#""gestures": [{"at": 0, "distance": 1, "duration": 1, "touches": [[0, 0]]}]"#),
            scenarioJSON(#""expect": {"glitches": ["offsetJump", "offsetJump"]}"#),  // repeated
            scenarioJSON(#""expect": {"refreshes": -1}"#),  // negative count
            scenarioJSON(#""expect": {"refreshes": 1.5}"#),  // not whole
            scenarioJSON(#""expect": {"loadMores": {}}"#),  // no bound
            scenarioJSON(#""expect": {"loadMores": {"min": 1, "most": 2}}"#),  // unknown key
            scenarioJSON(#""analysis": {"stuckSpinnerSeconds": 0}"#),  // exclusive bound
            scenarioJSON(#""loader": {"kind": "delay"}"#),  // seconds required
            #"{"name": "../x", "duration": 1, "content": {"height": 1}}"#,  // pattern
            scenarioJSON(#""title": """#),  // empty
            scenarioJSON(#""title": "two\nlines""#),  // control character
            scenarioJSON(#""title": "\#(String(repeating: "字", count: 201))""#),  // too long
            scenarioJSON(#""contentInset": {"bottom": -1}"#),  // negative inset
            scenarioJSON(#""contentInset": {"adjustmentBehavior": "sometimes"}"#),
            scenarioJSON(#""reactions": [{"on": "loadMoreEnd", "call": "appendContent"}]"#),  // unknown event
            scenarioJSON(#""reactions": [{"on": "fingerLifted", "call": "appendContent", "nht": 1}]"#),  // unknown key
            scenarioJSON(#""reactions": [{"on": "fingerLifted", "call": "appendContent", "nth": 0}]"#),  // ordinal from 1
            scenarioJSON(#""reactions": [{"on": "fingerLifted"}]"#),  // no call
            scenarioJSON(#""gestures": [{"id": "", "at": 0, "distance": 1, "duration": 1}]"#),  // empty id
            scenarioJSON(#""expect": {"footer": {"finalPhase": "done"}}"#),
            scenarioJSON(#""expect": {"header": {}}"#),
        ]
        // One validator process for all of them (each start imports jsonschema: 0.25 s).
        let results = try problems(invalid)
        #expect(results.count == invalid.count)
        for (json, found) in zip(invalid, results) {
            #expect(!found.isEmpty, "\(json)")
            #expect(!scenarioIssues(json).isEmpty, "the decoder must refuse it too: \(json)")
        }
    }

    @Test func aScenarioUsingEveryOptionIsValid() throws {
        let everything = #"""
            {"$schema": "x", "name": "all", "description": "d", "title": "引っ張って更新 🔄 تحديث", "duration": 5, "frameRate": 120,
             "device": {"topInset": 20}, "physics": {"decelerationRate": 0.5, "bounces": false},
             "content": {"height": 10, "initialOffset": "bottom"},
             "gestures": [{"at": 0, "touches": [[0, 0]]}, {"at": 1, "distance": 3, "duration": 1, "easing": "linear"}],
             "strategy": {"kind": "wkwebview-good", "endOn": "finish"},
             "loader": {"kind": "webview", "redirects": 2, "fail": "provisional", "pageHeight": 100},
             "analysis": {"flingStoppedSpeed": 4},
             "expect": {"verdict": "janky", "glitches": ["releaseLag"], "refreshes": 1, "loadMores": {"min": 0, "max": 2}}}
            """#
        #expect(scenarioIssues(everything) == [])
        #expect(try problems(everything) == [])
    }

    /// Every reaction event (with its options) and the new keys of issue 22: the schema and the
    /// decoder both accept them.
    @Test func everyReactionEventAndTheAppsInsetAreValid() throws {
        let reactions = ReactionEventKind.all.map { event -> String in
            let options = event.options.map { option -> String in
                switch option.kind {
                case .number: "\"\(option.key)\": 40"
                case let .choice(choices): "\"\(option.key)\": \"\(choices.last ?? "")\""
                case .bool: "\"\(option.key)\": true"
                case .integer: "\"\(option.key)\": 1"
                case .line: "\"\(option.key)\": \"引っ張って更新\""
                }
            }
            return "{"
                + (["\"on\": \"\(event.name)\"", "\"nth\": 2", "\"after\": 0.5"] + options
                + ["\"call\": \"scrollToRow\"", "\"row\": 3", "\"position\": \"middle\""]).joined(separator: ", ") + "}"
        }
        let json =
            #"{"name": "r", "duration": 5, "content": {"height": 2000}, "contentInset": {"top": 10, "bottom": 49, "adjustmentBehavior": "never"}, "gestures": [{"id": "pull", "at": 0, "distance": 100, "duration": 0.5}], "strategy": [{"kind": "mj-header"}, {"kind": "mj-auto-footer"}], "reactions": ["#
            + reactions.joined(separator: ", ")
            + #", {"on": "refreshEnded", "call": "resetNoMoreData", "target": "footer"}], "expect": {"gestures": {"pull": {"refreshes": true}}, "header": {"started": 1, "finalPhase": "idle"}, "footer": {"ended": {"min": 0}, "findings": 0}}}"#
        #expect(try problems(json) == [])
        let scenario = try ScenarioDecoder.decode(json, fileName: "r.json")
        #expect(scenario.reactions.count == ReactionEventKind.all.count + 1)
    }

    /// The schema writes its properties from the vocabulary's declarations; the decoder allows
    /// `ScenarioKeys`. They must name the same keys, in the same order.
    @Test func schemaPropertiesAreTheDecodersKeys() throws {
        let document = ScenarioSchema.document
        #expect(propertyNames(document) == ScenarioKeys.top)
        // `device` is a preset's name or an object: the object branch lists the keys.
        #expect(propertyNames(oneOfObject(document, "device")) == ScenarioKeys.device)
        #expect(propertyNames(document, "content") == ScenarioKeys.content)
        #expect(propertyNames(document, "physics") == ScenarioKeys.physics)
        #expect(propertyNames(document, "analysis") == GlitchThresholds.keys)
        #expect(propertyNames(document, "expect") == ScenarioKeys.expect)
        #expect(
            propertyNames(document, "expect") == [
                "verdict", "glitches", "includes", "excludes", "noFindingsBefore", "refreshes", "loadMores", "hitchTimeRatio",
                "gestures", "header", "footer", "notSimulated",
            ])
        #expect(propertyNames(document, "contentInset") == AppContentInset.fields.keys)
    }

    private func oneOfObject(_ document: JSONValue, _ key: String) -> JSONValue {
        guard case let .object(members) = document,
            case let .object(properties)? = members.first(where: { $0.0 == "properties" })?.1,
            case let .object(property)? = properties.first(where: { $0.0 == key })?.1,
            case let .array(branches)? = property.first(where: { $0.0 == "oneOf" })?.1
        else { return .null }
        return branches.first { branch in
            if case let .object(m) = branch { return m.contains { $0.0 == "properties" } }
            return false
        } ?? .null
    }

    private func propertyNames(_ value: JSONValue, _ key: String? = nil) -> [String] {
        guard case let .object(members) = value,
            case let .object(properties)? = members.first(where: { $0.0 == "properties" })?.1
        else { return [] }
        guard let key else { return properties.map(\.0) }
        return properties.first { $0.0 == key }.map { propertyNames($0.1) } ?? []
    }
}

struct BundledSchemaFileTests {
    /// `scenario.schema.json` at the package root is what `refreshsim schema` prints, so editors pointed at
    /// it see the current format. Regenerate with `refreshsim schema -o scenario.schema.json`.
    @Test func theCommittedSchemaFileIsCurrent() throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("scenario.schema.json")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == ScenarioSchema.json)
    }
}
