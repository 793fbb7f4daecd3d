/// Reads the members of one JSON object. Creating it reports, for the object as a whole, a wrong
/// type, unknown keys (with "did you mean") and duplicate keys; its accessors then read each
/// member with its own path, falling back to defaults so decoding can carry on.
struct ObjectReader {
    let path: FieldPath
    let position: SourcePosition
    /// The object's members in source order; a key's value is its first member's.
    private let members: [JSONMember]
    private let log: IssueLog

    /// Objects up to this many members find duplicate keys by comparing each key with those
    /// before it; larger ones hash. A scenario's objects have at most 18 keys: hashing each key
    /// into two dictionaries per object, with a path built per member, was a quarter of decoding
    /// run-600s (3.4 → 2.6 ms without).
    private static let maxMembersCompared = 24

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
        self.members = list
        var firstLines: [String: Int] = [:]
        // By index, reading keys and positions only: a copy of each member (its value, arrays and
        // all) was retained and released for every key checked.
        for index in list.indices {
            let key = list[index].key
            let firstLine: Int? =
                if list.count <= Self.maxMembersCompared {
                    Self.firstLine(of: key, in: list, before: index)
                } else {
                    firstLines[key]
                }
            if let line = firstLine {
                log.add(path.key(key), "duplicate key (first given on line \(line))", at: list[index].keyPosition)
                continue
            }
            if list.count > Self.maxMembersCompared { firstLines[key] = list[index].keyPosition.line }
            guard !allowedKeys.contains(where: key.isSameKey) else { continue }
            log.add(path.key(key), explainUnknown(key) ?? Self.unknownKeyMessage(key, allowed: allowedKeys), at: list[index].keyPosition)
        }
    }

    /// The line of the first member before `end` with this key.
    private static func firstLine(of key: String, in list: [JSONMember], before end: Int) -> Int? {
        for earlier in 0..<end where list[earlier].key.isSameKey(key) { return list[earlier].keyPosition.line }
        return nil
    }

    /// An object whose keys were checked before (a sweep cell's top level, whose keys are the same
    /// in every cell): its members, with no issue reported for them again.
    init?(checked node: JSONNode, at path: FieldPath, log: IssueLog) {
        guard case let .object(list) = node.value else { return nil }
        self.init(path: path, position: node.position, members: list, log: log)
    }

    private init(path: FieldPath, position: SourcePosition, members: [JSONMember], log: IssueLog) {
        self.path = path
        self.position = position
        self.members = members
        self.log = log
    }

    /// The same object, its accessors reporting to `log`.
    func reporting(to log: IssueLog) -> ObjectReader {
        ObjectReader(path: path, position: position, members: members, log: log)
    }

    static func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
        if let suggestion = Suggestion.closest(to: key, among: allowed) {
            return "unknown key; did you mean `\(suggestion)`?"
        }
        if allowed.isEmpty { return "unknown key; this object takes no keys" }
        return "unknown key; expected one of: \(allowed.joined(separator: ", "))"
    }

    subscript(key: String) -> JSONNode? {
        for index in members.indices where members[index].key.isSameKey(key) { return members[index].value }
        return nil
    }

    func missing(_ key: String) {
        log.add(path.key(key), "required key is missing", at: position)
    }

    /// The member, or nil after reporting it missing.
    func required(_ key: String) -> JSONNode? {
        guard let node = self[key] else {
            missing(key)
            return nil
        }
        return node
    }

    func number(_ key: String, in range: NumberRange, default fallback: Double) -> Double {
        guard let node = self[key] else { return fallback }
        return log.number(node, at: path.key(key), in: range) ?? fallback
    }

    func requiredNumber(_ key: String, in range: NumberRange) -> Double? {
        guard let node = required(key) else { return nil }
        return log.number(node, at: path.key(key), in: range)
    }

    func optionalNumber(_ key: String, in range: NumberRange) -> Double? {
        guard let node = self[key] else { return nil }
        return log.number(node, at: path.key(key), in: range)
    }

    func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let node = self[key] else { return fallback }
        return log.bool(node, at: path.key(key)) ?? fallback
    }

    func choice<Value>(_ key: String, among options: [(String, Value)], default fallback: Value) -> Value {
        guard let node = self[key] else { return fallback }
        return log.choice(node, at: path.key(key), among: options) ?? fallback
    }
}
