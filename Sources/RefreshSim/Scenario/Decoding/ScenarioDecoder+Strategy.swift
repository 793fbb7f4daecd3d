/// `strategy` and `loader`: a `kind` plus the options that belong to that kind, and no others. Both
/// read the kinds' declared `OptionField`s (the vocabulary's strategies and loaders).
extension ScenarioDecoder {
    /// `extraKeys`: keys the object may have besides `kind` and the kind's options (a composed
    /// component's `loader`), read by the caller.
    func strategy(_ node: JSONNode, at path: FieldPath, extraKeys: [String] = []) -> StrategyConfig {
        guard
            let (kind, given) = kindAndOptions(
                node, at: path, kinds: vocabulary.strategies, what: "strategy",
                example: #"{"kind": "uirefreshcontrol"}"#, extraKeys: extraKeys)
        else { return .none }
        return StrategyConfig(kind, given: given)
    }

    func loader(_ node: JSONNode, at path: FieldPath) -> LoaderConfig? {
        guard
            let (kind, given) = kindAndOptions(
                node, at: path, kinds: vocabulary.loaders, what: "loader",
                example: #"{"kind": "delay", "seconds": 1}"#)
        else { return nil }
        let options = OptionValues(kind.options, given: given)
        report(kind.check(options), given: given, in: node, at: path)
        return kind.make(options)
    }

    /// A failed rule across options, blamed on the first of its keys the file gives.
    func report(
        _ failure: (keys: [String], message: String)?, given: OptionValues, in node: JSONNode,
        at path: FieldPath
    ) {
        guard let failure else { return }
        let key = failure.keys.first { given[$0] != nil } ?? failure.keys[0]
        var position = node.position
        if case let .object(members) = node.value, let member = members.first(where: { $0.key == key }) {
            position = member.value.position
        }
        log.add(path.key(key), failure.message, at: position)
    }

    /// Reads `kind`, then that kind's options. Nil when the object, its kind or a required option
    /// is missing or wrong (already reported).
    private func kindAndOptions<Kind: OptionDeclaring>(
        _ node: JSONNode, at path: FieldPath, kinds: [Kind], what: String,
        example: String, extraKeys: [String] = []
    ) -> (Kind, OptionValues)? {
        guard let kind = kind(of: node, at: path, among: kinds, example: example) else { return nil }
        // Every kind's keys only when the kind is unknown, or to explain a key that is not its own.
        func allKeys() -> [String] { kinds.flatMap { $0.options.map(\.key) } }
        guard
            let object = ObjectReader(
                node, at: path, log: log, allowedKeys: ["kind"] + extraKeys + (kind?.options.map(\.key) ?? allKeys()),
                explainUnknown: { key in
                    guard let kind, allKeys().contains(key) else { return nil }
                    return Self.notAnOption(of: what, kind: kind.name, options: kind.options.map(\.key))
                }),
            let kind
        else { return nil }
        return options(kind.options, of: object).map { (kind, $0) }
    }

    /// The declared options `object` gives, with the default of each it leaves out when
    /// `fillingDefaults` (what `OptionValues(fields, given:)` makes of them, in one pass); nil when
    /// a required one is missing or wrong (reported).
    func options(_ fields: [OptionField], of object: ObjectReader, fillingDefaults: Bool = false) -> OptionValues? {
        var values = OptionValues(capacity: fields.count)
        var complete = true
        // By index, reading only the key, the kind and whether it is required: a copy of each
        // declaration (its summary, its choices) retained and released them every field.
        for index in fields.indices {
            let key = fields[index].key
            let required = fields[index].required
            guard let member = required ? object.required(key) : object[key] else {
                if required {
                    complete = false
                } else if fillingDefaults, let value = fields[index].defaultValue {
                    values[key] = value
                }
                continue
            }
            let value: OptionField.Value? =
                switch fields[index].kind {
                case .bool: log.bool(member, at: object.path.key(key)).map(OptionField.Value.bool)
                case let .choice(choices):
                    log.choice(member, at: object.path.key(key), among: choices, named: { $0 }).map(OptionField.Value.choice)
                case let .number(range): log.number(member, at: object.path.key(key), in: range).map(OptionField.Value.number)
                case let .integer(range):
                    log.wholeNumber(member, at: object.path.key(key), in: range).map(OptionField.Value.integer)
                case let .line(maxLength):
                    log.line(member, at: object.path.key(key), maxLength: maxLength).map(OptionField.Value.text)
                }
            if let value { values[key] = value } else if required { complete = false }
        }
        return complete ? values : nil
    }

    /// Reads `kind` before the object's other keys, since it decides which keys are allowed.
    /// Returns nil when `node` is not an object at all; `.some(nil)` when the kind is missing or
    /// unknown (already reported).
    private func kind<Kind: OptionDeclaring>(
        of node: JSONNode, at path: FieldPath, among kinds: [Kind], example: String
    ) -> Kind?? {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: "an object like \(example)", got: node)
            return nil
        }
        guard let kindNode = members.first(where: { $0.key == "kind" })?.value else {
            log.add(
                path.key("kind"), "required key is missing; one of: \(kinds.map(\.name).joined(separator: ", "))",
                at: node.position)
            return .some(nil)
        }
        return .some(log.choice(kindNode, at: path.key("kind"), among: kinds, named: \.name))
    }

    private static func notAnOption(of what: String, kind: String, options: [String]) -> String {
        options.isEmpty
            ? "not an option of \(what) \"\(kind)\", which takes none"
            : "not an option of \(what) \"\(kind)\" (its options: \(options.joined(separator: ", ")))"
    }
}

/// A declared kind a scenario object names with `kind`, and the options it takes.
protocol OptionDeclaring {
    var name: String { get }
    var options: [OptionField] { get }
}

extension StrategyKind: OptionDeclaring {}
extension LoaderKind: OptionDeclaring {}
