@testable import RefreshSim

/// A small JSON Schema (2020-12) validator for the keywords `ScenarioSchema` uses. Any other
/// keyword is reported as unsupported, so the schema cannot quietly outgrow the checker.
struct SchemaChecker {
    let root: JSONNode

    init(schema: JSONNode) {
        root = schema
    }

    /// Problems with `instance`, each as "path: what"; empty when it validates.
    func check(_ instance: JSONNode) -> [String] {
        var problems: [String] = []
        validate(instance, against: root, path: "$", into: &problems)
        return problems
    }

    private static let annotations: Set<String> = ["$schema", "$defs", "title", "description", "default"]

    private func validate(_ instance: JSONNode, against schema: JSONNode, path: String, into problems: inout [String]) {
        switch schema.value {
        case .bool(true): return
        case .bool(false):
            problems.append("\(path): not allowed")
            return
        case .object: break
        default:
            problems.append("\(path): the schema here is not an object")
            return
        }
        for (keyword, argument) in members(schema) {
            if Self.annotations.contains(keyword) { continue }
            switch keyword {
            case "$ref":
                guard case let .string(reference) = argument.value, let target = resolve(reference) else {
                    problems.append("\(path): cannot resolve $ref")
                    continue
                }
                validate(instance, against: target, path: path, into: &problems)
            case "type":
                let names: [String] = switch argument.value {
                case let .string(name): [name]
                case let .array(items): items.compactMap { if case let .string(name) = $0.value { name } else { nil } }
                default: []
                }
                if !names.contains(where: { Self.has(type: $0, instance) }) {
                    problems.append("\(path): expected type \(names.joined(separator: "|"))")
                }
            case "enum":
                guard case let .array(options) = argument.value else { continue }
                if !options.contains(where: { Self.equal($0, instance) }) { problems.append("\(path): not one of the enum values") }
            case "const":
                if !Self.equal(argument, instance) { problems.append("\(path): not the constant") }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case let .number(bound, _) = argument.value, case let .number(value, _) = instance.value else { continue }
                let ok = switch keyword {
                case "minimum": value >= bound
                case "maximum": value <= bound
                case "exclusiveMinimum": value > bound
                default: value < bound
                }
                if !ok { problems.append("\(path): \(keyword) \(bound) violated by \(value)") }
            case "minLength", "maxLength":
                guard case let .number(bound, _) = argument.value, case let .string(text) = instance.value else { continue }
                let length = Double(text.unicodeScalars.count)
                if keyword == "minLength" ? length < bound : length > bound { problems.append("\(path): \(keyword) \(bound)") }
            case "pattern":
                guard case let .string(pattern) = argument.value, case let .string(text) = instance.value else { continue }
                guard let regex = try? Regex(pattern) else {
                    problems.append("\(path): bad pattern")
                    continue
                }
                if (try? regex.firstMatch(in: text)) == nil { problems.append("\(path): does not match \(pattern)") }
            case "required":
                guard case let .array(names) = argument.value, case let .object(fields) = instance.value else { continue }
                for case let .string(name) in names.map(\.value) where !fields.contains(where: { $0.key == name }) {
                    problems.append("\(path): missing \(name)")
                }
            case "properties":
                guard case let .object(fields) = instance.value else { continue }
                let schemas = members(argument)
                for field in fields {
                    if let sub = schemas.first(where: { $0.0 == field.key })?.1 {
                        validate(field.value, against: sub, path: "\(path).\(field.key)", into: &problems)
                    }
                }
            case "additionalProperties":
                guard case let .object(fields) = instance.value else { continue }
                let declared = members(schema).first { $0.0 == "properties" }.map { members($0.1).map(\.0) } ?? []
                for field in fields where !declared.contains(field.key) {
                    validate(field.value, against: argument, path: "\(path).\(field.key)", into: &problems)
                }
            case "items":
                guard case let .array(items) = instance.value else { continue }
                let skip = members(schema).first { $0.0 == "prefixItems" }.map { node -> Int in
                    if case let .array(prefix) = node.1.value { prefix.count } else { 0 }
                } ?? 0
                for (index, item) in items.enumerated() where index >= skip {
                    validate(item, against: argument, path: "\(path)[\(index)]", into: &problems)
                }
            case "prefixItems":
                guard case let .array(items) = instance.value, case let .array(schemas) = argument.value else { continue }
                for (index, pair) in zip(items, schemas).enumerated() {
                    validate(pair.0, against: pair.1, path: "\(path)[\(index)]", into: &problems)
                }
            case "minItems", "maxItems":
                guard case let .number(bound, _) = argument.value, case let .array(items) = instance.value else { continue }
                let count = Double(items.count)
                if keyword == "minItems" ? count < bound : count > bound { problems.append("\(path): \(keyword) \(bound)") }
            case "uniqueItems":
                guard case .bool(true) = argument.value, case let .array(items) = instance.value else { continue }
                for (index, item) in items.enumerated() where items[..<index].contains(where: { Self.equal($0, item) }) {
                    problems.append("\(path)[\(index)]: repeated item")
                }
            case "oneOf", "anyOf", "allOf":
                guard case let .array(branches) = argument.value else { continue }
                let passing = branches.filter { branch in
                    var sub: [String] = []
                    validate(instance, against: branch, path: path, into: &sub)
                    return sub.isEmpty
                }.count
                let ok = switch keyword {
                case "oneOf": passing == 1
                case "anyOf": passing >= 1
                default: passing == branches.count
                }
                if !ok { problems.append("\(path): \(keyword) matched \(passing) of \(branches.count)") }
            default:
                problems.append("\(path): unsupported keyword \(keyword)")
            }
        }
    }

    private func members(_ node: JSONNode) -> [(String, JSONNode)] {
        guard case let .object(fields) = node.value else { return [] }
        return fields.map { ($0.key, $0.value) }
    }

    /// Local references only: `#/$defs/name` and other JSON pointers into the root.
    private func resolve(_ reference: String) -> JSONNode? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/") {
            guard let next = members(node).first(where: { $0.0 == String(token) })?.1 else { return nil }
            node = next
        }
        return node
    }

    private static func has(type: String, _ node: JSONNode) -> Bool {
        switch (type, node.value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .number): true
        case let ("integer", .number(value, _)): value.isFinite && value == value.rounded()
        default: false
        }
    }

    static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x, _), .number(y, _)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.object(x), .object(y)):
            x.count == y.count && x.allSatisfy { member in y.contains { $0.key == member.key && equal($0.value, member.value) } }
        default: false
        }
    }
}
