/// One key of a scenario object bound to the model property it sets, declared once: its key, type,
/// range with unit, summary and key path. The default is the model's own (`Device()`,
/// `PhysicsOptions()`…), read through the key path. The decoder, the schema, `list`, the limits
/// table and sweep axes read the declaration (`FieldGroup.declarations`).
public struct ScenarioField<Root>: @unchecked Sendable {
    public let key: String
    public let kind: OptionField.Kind
    public let summary: String
    let get: (Root) -> OptionField.Value
    let set: (OptionField.Value, inout Root) -> Void

    public static func number(
        _ key: String, _ keyPath: WritableKeyPath<Root, Double>, in range: NumberRange,
        _ summary: String
    ) -> ScenarioField {
        ScenarioField(
            key: key, kind: .number(range), summary: summary, get: { .number($0[keyPath: keyPath]) },
            set: { value, root in if let number = value.number { root[keyPath: keyPath] = number } })
    }

    public static func integer(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int>, in range: NumberRange, _ summary: String
    ) -> ScenarioField {
        ScenarioField(
            key: key, kind: .integer(range), summary: summary, get: { .integer($0[keyPath: keyPath]) },
            set: { value, root in if case let .integer(number) = value { root[keyPath: keyPath] = number } })
    }

    public static func bool(_ key: String, _ keyPath: WritableKeyPath<Root, Bool>, _ summary: String) -> ScenarioField {
        ScenarioField(
            key: key, kind: .bool, summary: summary, get: { .bool($0[keyPath: keyPath]) },
            set: { value, root in if case let .bool(flag) = value { root[keyPath: keyPath] = flag } })
    }

    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Choice>, _ summary: String
    ) -> ScenarioField where Choice.RawValue == String {
        ScenarioField(
            key: key, kind: .choice(Choice.allCases.map(\.rawValue)), summary: summary,
            get: { .choice($0[keyPath: keyPath].rawValue) },
            set: { value, root in
                if case let .choice(name) = value, let choice = Choice(rawValue: name) { root[keyPath: keyPath] = choice }
            })
    }
}

/// The declared keys of one scenario object (`device`, `physics`, `analysis`) and the model value
/// whose properties are their defaults.
public struct FieldGroup<Root>: @unchecked Sendable {
    /// The object's key in a scenario file.
    public let key: String
    public let defaults: Root
    public let fields: [ScenarioField<Root>]

    public init(_ key: String, defaults: Root, _ fields: [ScenarioField<Root>]) {
        self.key = key
        self.defaults = defaults
        self.fields = fields
    }

    /// Each field as the decoder, the schema and `list` read it, its default taken from `defaults`.
    public var declarations: [OptionField] { declarations(defaults: defaults) }

    /// The same with other defaults (a device preset's numbers).
    public func declarations(defaults: Root) -> [OptionField] {
        fields.map { field in
            OptionField(key: field.key, kind: field.kind, defaultValue: field.get(defaults), required: false, summary: field.summary)
        }
    }

    /// The JSON keys, in declaration order.
    public var keys: [String] { fields.map(\.key) }

    /// `root` with the values given (by key) set.
    func applying(_ values: OptionValues, to root: Root) -> Root {
        var root = root
        for field in fields {
            if let value = values[field.key] { field.set(value, &root) }
        }
        return root
    }
}
