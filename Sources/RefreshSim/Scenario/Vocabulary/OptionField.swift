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
    public internal(set) var values: [String: OptionField.Value]

    public init(_ values: [String: OptionField.Value] = [:]) {
        self.values = values
    }

    /// The fields' defaults, overridden by `given`.
    public init(_ fields: [OptionField], _ given: [String: OptionField.Value] = [:]) {
        var values: [String: OptionField.Value] = [:]
        for field in fields { values[field.key] = field.defaultValue }
        values.merge(given) { _, new in new }
        self.values = values
    }
}
