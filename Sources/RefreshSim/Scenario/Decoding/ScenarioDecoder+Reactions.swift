/// `reactions`: the app's rules, "on this event, after this long, call this", checked like
/// `actions` for the call and against the event's own options.
extension ScenarioDecoder {
    func reactions(_ node: JSONNode, at path: FieldPath, components: [StrategyComponent], rows: Bool) -> [Reaction] {
        guard let items = log.array(node, at: path) else { return [] }
        guard items.count <= ScenarioLimits.maxReactions else {
            log.add(path, "at most \(ScenarioLimits.maxReactions) reactions, got \(items.count)", at: node.position)
            return []
        }
        return items.enumerated().compactMap { index, item in reaction(item, at: path.index(index), components: components, rows: rows) }
    }

    private func reaction(_ node: JSONNode, at path: FieldPath, components: [StrategyComponent], rows: Bool) -> Reaction? {
        guard case let .object(members) = node.value else {
            log.wrongType(
                path, expected: #"an object like {"on": "loadMoreEnded", "nth": 3, "call": "endRefreshingWithNoMoreData"}"#, got: node)
            return nil
        }
        let events = ReactionEventKind.all
        let calls = vocabulary.appCalls
        let eventNode = members.first { $0.key == "on" }?.value
        let callNode = members.first { $0.key == "call" }?.value
        if eventNode == nil {
            log.add(path.key("on"), "required key is missing; one of: \(events.map(\.name).joined(separator: ", "))", at: node.position)
        }
        if callNode == nil {
            log.add(path.key("call"), "required key is missing; one of: \(calls.map(\.name).joined(separator: ", "))", at: node.position)
        }
        let event = eventNode.flatMap { log.choice($0, at: path.key("on"), among: events.map { ($0.name, $0) }) }
        let kind = callNode.flatMap { log.choice($0, at: path.key("call"), among: calls.map { ($0.name, $0) }) }
        guard let event, let kind, let callNode else { return nil }
        let keys =
            ScenarioFields.reaction.map(\.key) + event.options.map(\.key) + ["call"]
            + (kind.needsComponent ? ["target"] : []) + kind.options.map(\.key)
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: keys) else { return nil }
        let own = options(ScenarioFields.reaction.filter { $0.key != "on" }, of: object)
        let eventOptions = options(event.options, of: object)
        guard
            let (call, target) = appCall(
                kind, of: object, node: node, callNode: callNode, at: path, components: components, rows: rows),
            let own, let eventOptions
        else { return nil }
        let values = OptionValues(ScenarioFields.reaction, given: own)
        return Reaction(on: event, given: eventOptions, nth: values[.nth], after: values[.after], call: call, target: target)
    }
}
