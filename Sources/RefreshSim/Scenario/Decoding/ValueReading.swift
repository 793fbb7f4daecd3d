/// Reading single values out of JSON nodes, logging a precise issue when a value does not fit.
/// Each reader returns nil after logging, so decoding can go on and find further problems. A
/// path is built only for an issue: most values fit, and a path is an allocation per value.
extension IssueLog {
    func number(_ node: JSONNode, at path: @autoclosure () -> FieldPath, in range: NumberRange) -> Double? {
        guard case let .number(value, literal) = node.value else {
            wrongType(path(), expected: "a number", got: node)
            return nil
        }
        if let rule = range.violation(value) {
            add(path(), "\(rule), got \(Quote.literal(literal))", at: node.position)
            return nil
        }
        return value
    }

    func wholeNumber(_ node: JSONNode, at path: @autoclosure () -> FieldPath, in range: NumberRange) -> Int? {
        guard let value = number(node, at: path(), in: range) else { return nil }
        // The range check above keeps `value` finite and small, so the conversion cannot trap.
        guard value == value.rounded(), let whole = Int(exactly: value) else {
            if case let .number(_, literal) = node.value {
                add(path(), "must be a whole number, got \(Quote.literal(literal))", at: node.position)
            }
            return nil
        }
        return whole
    }

    /// A string value. One holding a Unicode non-character (U+FDD0…U+FDEF, or U+xFFFE/U+xFFFF
    /// in any plane) is refused here: it is valid JSON, but it is not text, and no font has a
    /// glyph for it (a chart would draw a box).
    func string(_ node: JSONNode, at path: @autoclosure () -> FieldPath) -> String? {
        guard case let .string(text) = node.value else {
            wrongType(path(), expected: "a string", got: node)
            return nil
        }
        if text.mayHoldNoncharacter,
            let scalar = text.unicodeScalars.first(where: \.isNoncharacter)
        {
            let code = String(scalar.value, radix: 16, uppercase: true)
            add(
                path(),
                "contains U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), a Unicode non-character, "
                    + "which cannot be drawn; remove it", at: node.position)
            return nil
        }
        return text
    }

    /// One line of text in any script: a string of 1 to `maxLength` Unicode scalars (JSON
    /// Schema's count), with no control character, since a line break or tab has no place in a
    /// one-line label.
    func line(_ node: JSONNode, at path: @autoclosure () -> FieldPath, maxLength: Int) -> String? {
        guard let text = string(node, at: path()) else { return nil }
        let count = text.scalarCount
        guard (1...maxLength).contains(count) else {
            add(path(), "must be 1 to \(maxLength) characters long, got \(count)", at: node.position)
            return nil
        }
        if let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            add(
                path(),
                "contains U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), a control character; "
                    + "it is one line of text, so remove it", at: node.position)
            return nil
        }
        return text
    }

    func bool(_ node: JSONNode, at path: @autoclosure () -> FieldPath) -> Bool? {
        guard case let .bool(flag) = node.value else {
            wrongType(path(), expected: "true or false", got: node)
            return nil
        }
        return flag
    }

    /// One of a fixed set of names, with "did you mean" for near misses.
    func choice<Value>(_ node: JSONNode, at path: @autoclosure () -> FieldPath, among options: [(String, Value)]) -> Value? {
        guard case let .string(text) = node.value else {
            wrongType(path(), expected: "a string (\(Quote.alternatives(options.map(\.0))))", got: node)
            return nil
        }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        add(path(), unknownName(text, among: options.map(\.0)), at: node.position)
        return nil
    }

    /// One of `items`, found by name; the names are listed only for an issue.
    func choice<Item>(
        _ node: JSONNode, at path: @autoclosure () -> FieldPath, among items: [Item], named name: (Item) -> String
    ) -> Item? {
        if case let .string(text) = node.value, let match = items.first(where: { name($0) == text }) { return match }
        // Not found: the general reader words the issue.
        _ = choice(node, at: path(), among: items.map { (name($0), ()) })
        return nil
    }

    /// One of an enum's cases by its raw value; the cases are listed only for an issue
    /// (`allCases` builds its array on every call).
    func choice<Value: CaseIterable & RawRepresentable>(
        _ node: JSONNode, at path: @autoclosure () -> FieldPath, among _: Value.Type
    ) -> Value? where Value.RawValue == String {
        if case let .string(text) = node.value, let match = Value(rawValue: text) { return match }
        return choice(node, at: path(), among: Value.namedCases)
    }

    func unknownName(_ text: String, among names: [String]) -> String {
        var message = "must be \(Quote.alternatives(names)), got \(Quote.value(text))"
        if let suggestion = Suggestion.closest(to: text, among: names) {
            message += "; did you mean `\(suggestion)`?"
        }
        return message
    }

    func array(_ node: JSONNode, at path: @autoclosure () -> FieldPath) -> [JSONNode]? {
        guard case let .array(elements) = node.value else {
            wrongType(path(), expected: "an array", got: node)
            return nil
        }
        return elements
    }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    static var namedCases: [(String, Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension Unicode.Scalar {
    /// The 66 code points Unicode sets aside as non-characters.
    var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}

// A sweep checks its scenario's description in every cell: walking a 400-character one scalar by
// scalar was 0.6 % of the sweep's time; byte by byte through `utf8`'s indices, 16 % of decoding.
extension String {
    /// `unicodeScalars.count`, from the UTF-8 bytes: each scalar has one byte that is not a
    /// continuation byte (10xxxxxx).
    var scalarCount: Int {
        utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
        } ?? unicodeScalars.count
    }

    /// `self == key`, telling most keys apart by their length first: `==` calls out of line for
    /// any two strings that are not the same value (5.7 % of decoding a sweep cell), and key
    /// lookups compare mostly different keys.
    func isSameKey(_ key: String) -> Bool {
        utf8.count == key.utf8.count && self == key
    }

    /// False when no byte can start a non-character: they are U+FDD0 and above, whose encodings
    /// start with 0xEF or a four-byte lead. Such text (most) skips decoding scalars.
    var mayHoldNoncharacter: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { $0 >= 0xEF } } ?? true
    }
}
