/// A typed handle on one declared option: the declaration (`field`, which the decoder, the schema
/// and `list` read) and how its value reads, falling back to the declared default. Code reads
/// `options[.forwardsDelegate]`, never a key string and a second copy of the default.
public struct OptionKey<Value>: Sendable {
    public let field: OptionField
    let read: @Sendable (OptionField.Value?) -> Value
    let write: @Sendable (Value) -> OptionField.Value?

    public var key: String { field.key }
}

extension OptionKey where Value == Bool {
    public static func bool(_ key: String, default value: Bool, _ summary: String) -> OptionKey<Bool> {
        OptionKey(
            field: .bool(key, default: value, summary),
            read: { given in
                if case let .bool(flag)? = given { return flag }
                return value
            }, write: { .bool($0) })
    }
}

extension OptionKey where Value == Double {
    /// A number with a default, or a required one (`default` then only stands in for code that
    /// reads values no decoder checked).
    public static func number(
        _ key: String, in range: NumberRange, default value: Double, required: Bool = false,
        _ summary: String
    ) -> OptionKey<Double> {
        OptionKey(
            field: .number(key, in: range, default: required ? nil : value, required: required, summary),
            read: { given in given.flatMap(\.number) ?? value }, write: { .number($0) })
    }
}

extension OptionKey where Value == Double? {
    /// A number that is absent unless given.
    public static func optionalNumber(_ key: String, in range: NumberRange, _ summary: String) -> OptionKey<Double?> {
        OptionKey(
            field: .number(key, in: range, summary), read: { given in given.flatMap(\.number) },
            write: { $0.map(OptionField.Value.number) })
    }
}

extension OptionKey where Value == Int? {
    /// A whole number that is absent unless given.
    public static func optionalInteger(_ key: String, in range: NumberRange, _ summary: String) -> OptionKey<Int?> {
        OptionKey(
            field: OptionField(key: key, kind: .integer(range), defaultValue: nil, required: false, summary: summary),
            read: { given in
                if case let .integer(number)? = given { return number }
                return nil
            }, write: { $0.map(OptionField.Value.integer) })
    }
}

extension OptionKey where Value == Int {
    public static func integer(_ key: String, in range: NumberRange, default value: Int, _ summary: String) -> OptionKey<Int> {
        OptionKey(
            field: .integer(key, in: range, default: value, summary),
            read: { given in
                if case let .integer(number)? = given { return number }
                return value
            }, write: { .integer($0) })
    }
}

extension OptionKey where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    public static func choice(_ key: String, default value: Value, _ summary: String) -> OptionKey<Value> {
        OptionKey(
            field: .choice(key, default: value, summary),
            read: { given in
                if case let .choice(name)? = given, let choice = Value(rawValue: name) { return choice }
                return value
            }, write: { .choice($0.rawValue) })
    }
}

extension OptionKey where Value == String? {
    /// A line of text that is absent unless given.
    public static func line(_ key: String, maxLength: Int, _ summary: String) -> OptionKey<String?> {
        OptionKey(
            field: .line(key, maxLength: maxLength, summary),
            read: { given in
                if case let .text(text)? = given { return text }
                return nil
            }, write: { $0.map(OptionField.Value.text) })
    }
}

extension OptionField.Value {
    /// A number or integer option's value as a number.
    var number: Double? {
        switch self {
        case let .number(value): value
        case let .integer(value): Double(value)
        default: nil
        }
    }
}

extension OptionField {
    /// The declaration of a typed option: `options: [.key(.forwardsDelegate)]`.
    public static func key<Value>(_ key: OptionKey<Value>) -> OptionField { key.field }
}

extension OptionValues {
    /// The option's value, or its declared default.
    public subscript<Value>(key: OptionKey<Value>) -> Value {
        get { key.read(self[key.key]) }
        set { self[key.key] = key.write(newValue) }
    }
}
