/// Declared fields compiled once, to read an object that has nothing wrong with it in one pass over
/// its members: the decoder's quick way through the objects a file holds many of (run-600s has a
/// drag a second, 600 of them).
///
/// It accepts only what the reporting path (`ObjectReader`, then `ScenarioDecoder.options`) reads
/// without an issue, and gives the values that path gives. For any other object (a key not
/// declared or given twice, a value of the wrong type or out of range, a required field missing,
/// a kind it does not read here) it answers nil, and the reporting path reads the object again and
/// says what is wrong, where, as it always has. `FieldTableTests` holds the two paths to that over
/// mutated objects. Reading a drag the reporting way was 11.7 k instructions (keys checked against
/// the allowed list, then each declared key looked up again, paths built, `OptionValues` entries
/// appended and searched); see the Performance article for this path's figure.
struct FieldTable: Sendable {
    /// The declared fields, in declaration order: value slots `0..<fields.count`.
    let fields: [OptionField]
    /// Every key the object may have: the fields', then those read elsewhere (a gesture's `id`),
    /// which must be given at most once and are not read here.
    private let keys: [String]
    private let keyLengths: [Int]
    /// Per field, how its value is read, in plain values: a read copies no declaration (its
    /// summary, its unit's names), which was most of a first version's cost.
    private let readings: [Reading]
    /// A number's or integer's bounds, without the unit messages name.
    private let ranges: [NumberRange]
    private let choices: [[String]]
    private let defaults: [OptionField.Value?]
    private let required: [Bool]

    private enum Reading: Sendable {
        case bool, choice, number, integer
        /// Text is rare in the objects this table reads: the reporting path reads it.
        case elsewhere
    }

    init(_ fields: [OptionField], otherKeys: [String] = []) {
        precondition(fields.count + otherKeys.count <= UInt64.bitWidth, "a table tracks the keys it has seen in one word")
        self.fields = fields
        keys = fields.map(\.key) + otherKeys
        keyLengths = keys.map(\.utf8.count)
        readings = fields.map { field in
            switch field.kind {
            case .bool: .bool
            case .choice: .choice
            case .number: .number
            case .integer: .integer
            case .line: .elsewhere
            }
        }
        ranges = fields.map { field in
            switch field.kind {
            case let .number(range), let .integer(range): NumberRange(lower: range.lower, upper: range.upper)
            case .bool, .choice, .line: NumberRange(lower: nil, upper: nil)
            }
        }
        choices = fields.map { field in
            if case let .choice(names) = field.kind { names } else { [] }
        }
        defaults = fields.map(\.defaultValue)
        required = fields.map(\.required)
    }

    /// The declared fields' values of an object whose members are all fine, with the default of
    /// each field it leaves out when `fillingDefaults`; nil when anything needs reporting.
    func values(of node: JSONNode, fillingDefaults: Bool) -> FieldValues? {
        guard case let .object(members) = node.value else { return nil }
        var values = [OptionField.Value?](repeating: nil, count: fields.count)
        var seen: UInt64 = 0
        // Files list an object's keys in one order, mostly the declared one: each key is looked
        // for first where the one before it was found.
        var next = 0
        for index in members.indices {
            guard let slot = slot(of: members[index].key, from: next) else { return nil }
            let bit: UInt64 = 1 << UInt64(slot)
            guard seen & bit == 0 else { return nil }
            seen |= bit
            next = slot + 1
            guard slot < fields.count else { continue }
            guard let value = read(members[index].value.value, as: slot) else { return nil }
            values[slot] = value
        }
        for slot in fields.indices where seen & (1 << UInt64(slot)) == 0 {
            if required[slot] { return nil }
            if fillingDefaults { values[slot] = defaults[slot] }
        }
        return FieldValues(keys: keys, keyLengths: keyLengths, values: values)
    }

    private func slot(of key: String, from start: Int) -> Int? {
        if start < keys.count, keys[start].isSameKey(key) { return start }
        return keys.firstIndex { $0.isSameKey(key) }
    }

    /// What the reporting path's readers (`IssueLog.number` and the others) accept, without the
    /// words for what they refuse.
    private func read(_ value: JSONNode.Value, as slot: Int) -> OptionField.Value? {
        switch readings[slot] {
        case .bool:
            if case let .bool(flag) = value { return .bool(flag) }
        case .choice:
            if case let .string(text) = value, choices[slot].contains(text) { return .choice(text) }
        case .number:
            if case let .number(number, _) = value, ranges[slot].violation(number) == nil { return .number(number) }
        case .integer:
            if case let .number(number, _) = value, ranges[slot].violation(number) == nil, number == number.rounded(),
                let whole = Int(exactly: number)
            {
                return .integer(whole)
            }
        case .elsewhere: break
        }
        return nil
    }
}

/// The values a `FieldTable` read, by typed key as `OptionValues` gives them.
struct FieldValues: OptionReading {
    fileprivate let keys: [String]
    fileprivate let keyLengths: [Int]
    fileprivate let values: [OptionField.Value?]

    subscript<Value>(key: OptionKey<Value>) -> Value {
        key.read(self[key.key])
    }

    /// The value read or filled in for `key`, if any.
    subscript(key: String) -> OptionField.Value? {
        let length = key.utf8.count
        for slot in values.indices where keyLengths[slot] == length && keys[slot] == key { return values[slot] }
        return nil
    }
}

/// Options read by typed key, from either way of decoding an object.
protocol OptionReading {
    subscript<Value>(key: OptionKey<Value>) -> Value { get }
}

extension OptionValues: OptionReading {}
