/// One option a strategy or loader kind takes besides `kind`, declared once: the decoder reads it,
/// the schema describes it and `refreshsim list` prints it from this declaration.
public struct OptionField: Sendable {
    public enum Value: Sendable, Equatable {
        case bool(Bool)
        case choice(String)
        case number(Double)
        case integer(Int)
        case text(String)
    }

    public enum Kind: Sendable {
        case bool
        case choice([String])
        case number(NumberRange)
        case integer(NumberRange)
        /// One line of text in any script: 1 to `maxLength` Unicode scalars, no control characters.
        case line(maxLength: Int)
    }

    public let key: String
    public let kind: Kind
    /// nil: required (a number or integer) or absent unless given (an optional number).
    public let defaultValue: Value?
    public let required: Bool
    public let summary: String

    /// The unit of a number or integer field.
    public var unit: NumberRange.Unit? {
        switch kind {
        case let .number(range), let .integer(range): range.unit
        case .bool, .choice, .line: nil
        }
    }

    public static func bool(_ key: String, default value: Bool, _ summary: String) -> OptionField {
        OptionField(key: key, kind: .bool, defaultValue: .bool(value), required: false, summary: summary)
    }

    /// A string option with the raw values of `Choice`.
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, default value: Choice, _ summary: String
    ) -> OptionField where Choice.RawValue == String {
        OptionField(
            key: key, kind: .choice(Choice.allCases.map(\.rawValue)), defaultValue: .choice(value.rawValue),
            required: false, summary: summary)
    }

    public static func number(
        _ key: String, in range: NumberRange, default value: Double? = nil,
        required: Bool = false, _ summary: String
    ) -> OptionField {
        OptionField(key: key, kind: .number(range), defaultValue: value.map(Value.number), required: required, summary: summary)
    }

    public static func integer(_ key: String, in range: NumberRange, default value: Int, _ summary: String) -> OptionField {
        OptionField(key: key, kind: .integer(range), defaultValue: .integer(value), required: false, summary: summary)
    }

    /// An optional line of text, absent unless given.
    public static func line(_ key: String, maxLength: Int, _ summary: String) -> OptionField {
        OptionField(key: key, kind: .line(maxLength: maxLength), defaultValue: nil, required: false, summary: summary)
    }
}

/// The options a scenario gave (or their defaults), by key.
public struct OptionValues: Sendable, Equatable {
    /// One entry per key, about a dozen at most: a scan of so few short keys beats hashing them.
    /// Dictionaries here were a third of what was left of decoding run-600s's 600 drags
    /// (2.6 → 1.7 ms, with kinds found by name without listing every name).
    private var entries: [(key: String, value: OptionField.Value)]

    /// The values by key.
    public var values: [String: OptionField.Value] {
        Dictionary(entries, uniquingKeysWith: { _, last in last })
    }

    public init(_ values: [String: OptionField.Value] = [:]) {
        entries = values.map { ($0.key, $0.value) }
    }

    /// None yet, with room for `capacity`: a decoder's object of that many declared fields.
    init(capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// The fields' defaults, overridden by `given`.
    public init(_ fields: [OptionField], _ given: [String: OptionField.Value] = [:]) {
        self.init(fields, given: OptionValues(given))
    }

    /// The fields' defaults, overridden by `given`.
    init(_ fields: [OptionField], given: OptionValues) {
        entries = []
        entries.reserveCapacity(fields.count + given.entries.count)
        for field in fields {
            if let value = field.defaultValue { entries.append((field.key, value)) }
        }
        for (key, value) in given.entries { self[key] = value }
    }

    /// The value set for `key`, if any; setting nil removes it.
    subscript(key: String) -> OptionField.Value? {
        get { entries.first { $0.key.isSameKey(key) }?.value }
        set {
            let found: Int? = entries.firstIndex { $0.key.isSameKey(key) }
            switch (found, newValue) {
            case let (found?, value?): entries[found].value = value
            case let (found?, nil): entries.remove(at: found)
            case let (nil, value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }

    public static func == (lhs: OptionValues, rhs: OptionValues) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }
}
