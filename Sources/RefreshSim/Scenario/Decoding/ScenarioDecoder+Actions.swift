/// `actions`: calls the app makes at set times, checked against the components they name.
extension ScenarioDecoder {
    func actions(
        _ node: JSONNode, at path: FieldPath, components: [StrategyComponent], rows: Bool, scenarioDuration: Double?
    ) -> [AppAction] {
        guard let items = log.array(node, at: path) else { return [] }
        guard items.count <= ScenarioLimits.maxActions else {
            log.add(path, "at most \(ScenarioLimits.maxActions) actions, got \(items.count)", at: node.position)
            return []
        }
        var actions: [AppAction] = []
        for (index, item) in items.enumerated() {
            if let action = action(item, at: path.index(index), components: components, rows: rows, scenarioDuration: scenarioDuration) {
                actions.append(action)
            }
        }
        return actions.enumerated().sorted { a, b in
            a.element.at != b.element.at ? a.element.at < b.element.at : a.offset < b.offset
        }.map(\.element)
    }

    private func action(
        _ node: JSONNode, at path: FieldPath, components: [StrategyComponent], rows: Bool, scenarioDuration: Double?
    ) -> AppAction? {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: #"an object like {"at": 1.3, "call": "endRefreshing"}"#, got: node)
            return nil
        }
        guard let callNode = members.first(where: { $0.key == "call" })?.value else {
            log.add(
                path.key("call"), "required key is missing; one of: \(vocabulary.appCalls.map(\.name).joined(separator: ", "))",
                at: node.position)
            return nil
        }
        guard let kind = log.choice(callNode, at: path.key("call"), among: vocabulary.appCalls.map { ($0.name, $0) }),
            let object = ObjectReader(node, at: path, log: log, allowedKeys: kind.keys)
        else { return nil }
        let at = object.requiredNumber("at", in: ScenarioLimits.actionTime)
        if let at, let scenarioDuration, at > scenarioDuration {
            log.add(
                path.key("at"),
                "must be within the scenario's duration (\(Format.shortest(scenarioDuration)) s), got \(Format.shortest(at))",
                at: object["at"]?.position)
        }
        guard
            let (call, target) = appCall(
                kind, of: object, node: node, callNode: callNode, at: path, components: components, rows: rows),
            let at
        else { return nil }
        return AppAction(at: at, call: call, target: target)
    }

    /// The call an action or a reaction makes: its options, checked, and the component it goes to
    /// (nil for a scroll view call). Nil when something is wrong (reported).
    func appCall(
        _ kind: AppCallKind, of object: ObjectReader, node: JSONNode, callNode: JSONNode, at path: FieldPath,
        components: [StrategyComponent], rows: Bool
    ) -> (AppCall, RefreshComponent?)? {
        let given = options(kind.options, of: object)
        if let given {
            report(kind.check(OptionValues(kind.options, given: given), rows), given: given, in: node, at: path)
        }
        if kind.content == .rows, !rows {
            log.add(
                path.key("call"), "\(kind.name) updates a list: the scenario's content must be rows (content.rows)", at: callNode.position)
            return nil
        }
        let target = object["target"].flatMap {
            log.choice($0, at: path.key("target"), among: RefreshComponent.allCases.map { ($0.rawValue, $0) })
        }
        guard let given else { return nil }
        let call = AppCall(kind, given: given)
        guard kind.needsComponent else { return (call, nil) }
        guard let component = component(for: call, target: target, in: components, at: path, node: node) else { return nil }
        if kind.defaultRole == .footer, component.role != .footer {
            log.add(
                path.key(object["target"] == nil ? "call" : "target"),
                "\(kind.name) is a load-more footer's call; \(Quote.value(component.strategy.kind)) is a header", at: node.position)
            return nil
        }
        if !component.strategy.takesAppCalls {
            log.add(
                path.key("call"),
                "strategy \(Quote.value(component.strategy.kind)) has no app-side \(kind.name) (the library and uirefreshcontrol strategies do)",
                at: callNode.position)
            return nil
        }
        return (call, target)
    }

    /// The component a call goes to: its `target`, the call's usual one (a footer's), or the only one.
    private func component(
        for call: AppCall, target: RefreshComponent?, in components: [StrategyComponent],
        at path: FieldPath, node: JSONNode
    ) -> StrategyComponent? {
        if let target {
            guard let match = components.first(where: { $0.role == target && $0.strategy != .none }) else {
                let kinds = components.map { "\($0.strategy.kind) (\($0.role.rawValue))" }.joined(separator: ", ")
                log.add(path.key("target"), "the scenario has no \(target.rawValue); its strategy: \(kinds)", at: node.position)
                return nil
            }
            return match
        }
        if let role = call.kind.defaultRole, let match = components.first(where: { $0.role == role }) { return match }
        if components.count > 1 {
            log.add(path.key("target"), "required with two components: \"header\" or \"footer\"", at: node.position)
            return nil
        }
        guard let only = components.first, only.strategy != .none else {
            log.add(path.key("call"), "the scenario has no strategy to call", at: node.position)
            return nil
        }
        return only
    }
}
