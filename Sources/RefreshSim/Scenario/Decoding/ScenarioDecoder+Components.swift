/// `strategy` as an array: a header and a footer on the same scroll view.
extension ScenarioDecoder {
    /// One object, or an array of a header and a footer, each of which may name its own `loader`.
    /// The header comes first: its values are the samples' and the chart's first lanes.
    func components(_ node: JSONNode, at path: FieldPath) -> [StrategyComponent] {
        guard case .array = node.value else { return [StrategyComponent(strategy(node, at: path))] }
        guard let items = log.array(node, at: path) else { return [StrategyComponent(.none)] }
        guard (1...2).contains(items.count) else {
            log.add(path, "must hold 1 or 2 strategies (a header and a footer), got \(items.count)", at: node.position)
            return [StrategyComponent(.none)]
        }
        var components: [StrategyComponent] = []
        for (index, item) in items.enumerated() {
            let itemPath = path.index(index)
            let strategy = self.strategy(item, at: itemPath, extraKeys: ["loader"])
            var loader: LoaderConfig?
            if case let .object(members) = item.value, let loaderNode = members.first(where: { $0.key == "loader" })?.value {
                loader = self.loader(loaderNode, at: itemPath.key("loader"))
            }
            if strategy == .none, items.count > 1 {
                log.add(itemPath.key("kind"), "\"none\" cannot be composed with another strategy", at: item.position)
            } else if strategy.needsWebView, items.count > 1 {
                log.add(itemPath.key("kind"), "a web view strategy cannot be composed with another strategy", at: item.position)
            } else if let previous = components.first, previous.strategy != .none, previous.role == StrategyComponent(strategy).role {
                log.add(
                    itemPath.key("kind"),
                    "a second \(previous.role.rawValue) (\(Quote.value(previous.strategy.kind)) is one); compose one header and one footer",
                    at: item.position)
            }
            components.append(StrategyComponent(strategy, loader: loader))
        }
        return components.sorted { $0.role == .header && $1.role == .footer }
    }
}
