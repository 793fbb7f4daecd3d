/// Reads the members of one JSON object. Creating it reports, for the object as a whole, a wrong
/// type, unknown keys (with "did you mean") and duplicate keys; its accessors then read each
/// member with its own path, falling back to defaults so decoding can carry on.
struct ObjectReader {
    let path: FieldPath
    let position: SourcePosition
    private let members: [String: JSONNode]
    private let log: IssueLog

    /// - Parameter explainUnknown: a message for a key that is not allowed here but means
    ///   something elsewhere (an option of another strategy kind, say); nil falls back to
    ///   "did you mean" or the list of allowed keys.
    init?(
        _ node: JSONNode, at path: FieldPath, log: IssueLog, allowedKeys: [String],
        explainUnknown: (String) -> String? = { _ in nil }
    ) {
        guard case let .object(list) = node.value else {
            log.wrongType(path, expected: "an object", got: node)
            return nil
        }
        self.path = path
        self.position = node.position
        self.log = log
        var members: [String: JSONNode] = [:]
        var firstLine: [String: Int] = [:]
        for member in list {
            let memberPath = path.key(member.key)
            if let line = firstLine[member.key] {
                log.add(memberPath, "duplicate key (first given on line \(line))", at: member.keyPosition)
                continue
            }
            firstLine[member.key] = member.keyPosition.line
            members[member.key] = member.value
            guard !allowedKeys.contains(member.key) else { continue }
            let message = explainUnknown(member.key) ?? Self.unknownKeyMessage(member.key, allowed: allowedKeys)
            log.add(memberPath, message, at: member.keyPosition)
        }
        self.members = members
    }

    static func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
        if let suggestion = Suggestion.closest(to: key, among: allowed) {
            return "unknown key; did you mean `\(suggestion)`?"
        }
        if allowed.isEmpty { return "unknown key; this object takes no keys" }
        return "unknown key; expected one of: \(allowed.joined(separator: ", "))"
    }

    subscript(key: String) -> JSONNode? { members[key] }

    func missing(_ key: String) {
        log.add(path.key(key), "required key is missing", at: position)
    }

    /// The member, or nil after reporting it missing.
    func required(_ key: String) -> JSONNode? {
        guard let node = members[key] else {
            missing(key)
            return nil
        }
        return node
    }

    func number(_ key: String, in range: NumberRange, default fallback: Double) -> Double {
        guard let node = members[key] else { return fallback }
        return log.number(node, at: path.key(key), in: range) ?? fallback
    }

    func requiredNumber(_ key: String, in range: NumberRange) -> Double? {
        guard let node = required(key) else { return nil }
        return log.number(node, at: path.key(key), in: range)
    }

    func optionalNumber(_ key: String, in range: NumberRange) -> Double? {
        guard let node = members[key] else { return nil }
        return log.number(node, at: path.key(key), in: range)
    }

    func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let node = members[key] else { return fallback }
        return log.bool(node, at: path.key(key)) ?? fallback
    }

    func choice<Value>(_ key: String, among options: [(String, Value)], default fallback: Value) -> Value {
        guard let node = members[key] else { return fallback }
        return log.choice(node, at: path.key(key), among: options) ?? fallback
    }
}
