/// `mainThread`: what the app's own work costs the main thread.
extension ScenarioDecoder {
    func mainThread(_ node: JSONNode, at path: FieldPath) -> MainThreadCosts {
        let group = MainThreadCosts.fields
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: group.keys) else { return group.defaults }
        return group.applying(options(group.declarations, of: object) ?? OptionValues(), to: group.defaults)
    }
}
