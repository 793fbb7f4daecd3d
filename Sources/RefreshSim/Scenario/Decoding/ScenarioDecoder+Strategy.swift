/// `strategy` and `loader`: a `kind` plus the options that belong to that kind, and no others. Both
/// read the kinds' declared `OptionField`s (the vocabulary's strategies and loaders).
extension ScenarioDecoder {
    /// `extraKeys`: keys the object may have besides `kind` and the kind's options (a composed
    /// component's `loader`), read by the caller.
    func strategy(_ node: JSONNode, at path: FieldPath, extraKeys: [String] = []) -> StrategyConfig {
        let all = vocabulary.strategies
        let kinds = all.map { ($0.name, $0.options) }
        guard
            let (name, options) = kindAndOptions(
                node, at: path, kinds: kinds, what: "strategy",
                example: #"{"kind": "uirefreshcontrol"}"#, extraKeys: extraKeys),
            let kind = all.first(where: { $0.name == name })
        else { return .none }
        return StrategyConfig(kind, options: options)
    }

    func loader(_ node: JSONNode, at path: FieldPath) -> LoaderConfig? {
        let kinds = vocabulary.loaders.map { ($0.name, $0.options) }
        guard
            let (name, given) = kindAndOptions(
                node, at: path, kinds: kinds, what: "loader",
                example: #"{"kind": "delay", "seconds": 1}"#),
            let kind = vocabulary.loader(named: name)
        else { return nil }
        let options = OptionValues(kind.options, given)
        report(kind.check(options), given: given, in: node, at: path)
        return kind.make(options)
    }

    /// A failed rule across options, blamed on the first of its keys the file gives.
    func report(
        _ failure: (keys: [String], message: String)?, given: [String: OptionField.Value], in node: JSONNode,
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
    private func kindAndOptions(
        _ node: JSONNode, at path: FieldPath, kinds: [(String, [OptionField])], what: String,
        example: String, extraKeys: [String] = []
    ) -> (String, [String: OptionField.Value])? {
        let names = kinds.map(\.0)
        guard let kind = kind(of: node, at: path, among: names, what: what, example: example) else { return nil }
        let fields = kind.flatMap { name in kinds.first { $0.0 == name }?.1 }
        let allKeys = kinds.flatMap { $0.1.map(\.key) }
        let allowed = fields.map { $0.map(\.key) }
        guard
            let object = ObjectReader(
                node, at: path, log: log, allowedKeys: ["kind"] + extraKeys + (allowed ?? allKeys),
                explainUnknown: { key in
                    guard let kind, allKeys.contains(key) else { return nil }
                    return Self.notAnOption(of: what, kind: kind, options: allowed ?? [])
                }),
            let kind, let fields
        else { return nil }
        return options(fields, of: object).map { (kind, $0) }
    }

    /// The declared options `object` gives; nil when a required one is missing or wrong (reported).
    func options(_ fields: [OptionField], of object: ObjectReader) -> [String: OptionField.Value]? {
        var values: [String: OptionField.Value] = [:]
        var complete = true
        for field in fields {
            guard let member = field.required ? object.required(field.key) : object[field.key] else {
                if field.required { complete = false }
                continue
            }
            let fieldPath = object.path.key(field.key)
            let value: OptionField.Value? =
                switch field.kind {
                case .bool: log.bool(member, at: fieldPath).map(OptionField.Value.bool)
                case let .choice(choices): log.choice(member, at: fieldPath, among: choices.map { ($0, $0) }).map(OptionField.Value.choice)
                case let .number(range): log.number(member, at: fieldPath, in: range).map(OptionField.Value.number)
                case let .integer(range): log.wholeNumber(member, at: fieldPath, in: range).map(OptionField.Value.integer)
                case let .line(maxLength): log.line(member, at: fieldPath, maxLength: maxLength).map(OptionField.Value.text)
                }
            if let value { values[field.key] = value } else if field.required { complete = false }
        }
        return complete ? values : nil
    }

    /// Reads `kind` before the object's other keys, since it decides which keys are allowed.
    /// Returns nil when `node` is not an object at all; `.some(nil)` when the kind is missing or
    /// unknown (already reported).
    private func kind(
        of node: JSONNode, at path: FieldPath, among kinds: [String], what: String,
        example: String
    ) -> String?? {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: "an object like \(example)", got: node)
            return nil
        }
        guard let kindNode = members.first(where: { $0.key == "kind" })?.value else {
            log.add(path.key("kind"), "required key is missing; one of: \(kinds.joined(separator: ", "))", at: node.position)
            return .some(nil)
        }
        return .some(log.choice(kindNode, at: path.key("kind"), among: kinds.map { ($0, $0) }))
    }

    private static func notAnOption(of what: String, kind: String, options: [String]) -> String {
        options.isEmpty
            ? "not an option of \(what) \"\(kind)\", which takes none"
            : "not an option of \(what) \"\(kind)\" (its options: \(options.joined(separator: ", ")))"
    }
}
