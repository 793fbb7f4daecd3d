import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The article "Scenario files" lists the keys a scenario must have. The list is generated from
/// the JSON Schema (`refreshsim schema`) and held to it here, so it cannot claim less than the
/// decoder asks for (it once said only name, duration and content.height were required).
struct RequiredKeysTests {
    static let begin = "<!-- generated: required keys from the schema, checked by RequiredKeysTests -->\n"
    static let end = "<!-- end generated -->"

    /// Per object path (`gestures[]`, `loader`), its alternative sets of required keys, each with
    /// the kind or call it belongs to when the object has several forms.
    static func requiredKeys(_ schema: JSONValue) -> [(path: String, forms: [(tags: [String], keys: [String])])] {
        var found: [(path: String, forms: [(tags: [String], keys: [String])])] = []
        let definitions = schema.member("$defs")
        func add(_ path: String, _ tag: String?, _ keys: [String]) {
            let tags = tag.map { [$0] } ?? []
            guard let index = found.firstIndex(where: { $0.path == path }) else { return found.append((path, [(tags, keys)])) }
            if let form = found[index].forms.firstIndex(where: { $0.keys == keys }) {
                found[index].forms[form].tags += tags.filter { !found[index].forms[form].tags.contains($0) }
            } else {
                found[index].forms.append((tags, keys))
            }
        }
        func walk(_ node: JSONValue, _ path: String) {
            guard case .object = node else { return }
            if case let .string(reference)? = node.member("$ref"), let name = reference.split(separator: "/").last,
                let target = definitions?.member(String(name))
            {
                walk(target, path)
            }
            if case let .array(keys)? = node.member("required") {
                let names = keys.compactMap { if case let .string(name) = $0 { name } else { nil } }
                let properties = node.member("properties")
                let tag = ["kind", "call"].lazy.compactMap { key -> String? in
                    if case let .string(value)? = properties?.member(key)?.member("const") { value } else { nil }
                }.first
                add(path, tag, names)
            }
            if case let .object(properties)? = node.member("properties") {
                for (key, value) in properties { walk(value, path.isEmpty ? key : "\(path).\(key)") }
            }
            if let items = node.member("items") { walk(items, path + "[]") }
            for combinator in ["oneOf", "anyOf", "allOf"] {
                if case let .array(alternatives)? = node.member(combinator) { for alternative in alternatives { walk(alternative, path) } }
            }
        }
        walk(schema, "")
        return found
    }

    /// The list as the article shows it.
    static func markdown(_ schema: JSONValue) -> String {
        func listed(_ keys: [String]) -> String {
            let quoted = keys.map { "`\($0)`" }
            return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        }
        return requiredKeys(schema).map { path, forms in
            let tagged = forms.count > 1 && forms.contains { !$0.tags.isEmpty }
            let shown = forms.map { form in
                guard tagged else { return listed(form.keys) }
                return listed(form.keys) + (form.tags.count <= 2 ? " (\(listed(form.tags)))" : " (the others)")
            }
            return "- \(path.isEmpty ? "the scenario" : "`\(path)`"): \(shown.joined(separator: ", or "))\n"
        }.joined()
    }

    @Test func theArticlesListIsTheSchemas() throws {
        let file = ScenarioFixtures.packageRoot.appendingPathComponent("Sources/RefreshSim/RefreshSim.docc/Scenarios.md")
        let article = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(article.range(of: Self.begin), "Scenarios.md lost its list of required keys")
        let stop = try #require(article.range(of: Self.end, range: start.upperBound..<article.endIndex))
        let expected = Self.markdown(ScenarioSchema.document(.bundled))
        #expect(String(article[start.upperBound..<stop.lowerBound]) == expected, "regenerate it:\n\(expected)")
    }

    /// The list names what the decoder refuses a file without.
    @Test func theDecoderRequiresWhatTheListSays() throws {
        let keys = Self.requiredKeys(ScenarioSchema.document(.bundled))
        #expect(keys.first?.forms.first?.keys == ["name", "duration", "content"])
        #expect(keys.contains { $0.path == "gestures[]" && $0.forms.map(\.keys).contains(["at", "distance", "duration"]) })
        #expect(keys.contains { $0.path == "loader" && $0.forms.contains { $0.tags == ["delay"] && $0.keys == ["kind", "seconds"] } })
        #expect(keys.contains { $0.path == "strategy" && $0.forms.map(\.keys) == [["kind"]] })
        let missing =
            #"{"name": "a", "duration": 2, "content": {"height": 2000}, "gestures": [{"at": 0.5}], "loader": {"kind": "delay"}, "strategy": {}}"#
        do {
            _ = try ScenarioDecoder.decode(missing, fileName: "a.json")
            Issue.record("decoded a scenario without the required keys")
        } catch {
            let text = "\(error)"
            for field in ["gestures[0].distance", "gestures[0].duration", "loader.seconds", "strategy.kind"] {
                #expect(text.contains(field), "\(field) is not reported: \(text)")
            }
        }
    }
}

extension JSONValue {
    /// An object's member by key; nil for anything else.
    fileprivate func member(_ key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
