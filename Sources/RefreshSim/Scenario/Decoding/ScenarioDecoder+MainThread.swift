/// `mainThread`: what the app's own work costs the main thread.
extension ScenarioDecoder {
    func mainThread(_ node: JSONNode, at path: FieldPath) -> MainThreadCosts {
        var costs = MainThreadCosts()
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: MainThreadCosts.keys) else { return costs }
        for field in MainThreadCosts.fields {
            if let value = object.optionalNumber(field.key, in: ScenarioLimits.mainThreadCost) {
                costs[keyPath: field.keyPath] = value
            }
        }
        costs.reload = object.choice("reload", among: MainThreadCosts.ReloadScope.allCases.map { ($0.rawValue, $0) },
                                     default: costs.reload)
        return costs
    }
}
