/// `content.rows`: the declared keys, and `height` and `estimate` in each of their forms.
extension ScenarioDecoder {
    func rows(_ node: JSONNode, at path: FieldPath) -> ListContent? {
        let group = ListContent.fields
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.rows) else { return nil }
        var rows = group.applying(options(group.declarations, of: object) ?? OptionValues(), to: group.defaults)
        if let height = object["height"] { rows.heights = rowHeights(height, at: path.key("height")) ?? rows.heights }
        if let estimate = object["estimate"] { rows.estimate = self.estimate(estimate, at: path.key("estimate")) ?? rows.estimate }
        if rows.sections > max(rows.count, 1) {
            log.add(
                path.key("sections"), "must be at most count (\(rows.count)): each section holds at least one row",
                at: object["sections"]?.position)
        }
        if rows.style.isSwiftUI, rows.heightCache != .none {
            log.add(
                path.key("heightCache"), "SwiftUI lists have no estimatedHeightForRowAt to return a cache from; give none",
                at: object["heightCache"]?.position)
        }
        return rows
    }

    private func rowHeights(_ node: JSONNode, at path: FieldPath) -> RowHeights? {
        let range = ScenarioLimits.listRowHeight
        switch node.value {
        case .number:
            return log.number(node, at: path, in: range).map(RowHeights.fixed)
        case let .array(items):
            guard (1...ScenarioLimits.maxRowHeights).contains(items.count) else {
                log.add(path, "must hold 1 to \(ScenarioLimits.maxRowHeights) heights, got \(items.count)", at: node.position)
                return nil
            }
            let heights = items.enumerated().map { log.number($1, at: path.index($0), in: range) }
            return heights.contains(nil) ? nil : .list(heights.compactMap { $0 })
        case .object:
            guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["min", "max", "seed"]) else { return nil }
            let low = object.requiredNumber("min", in: range)
            let high = object.requiredNumber("max", in: range)
            let seed = object["seed"].flatMap { log.wholeNumber($0, at: path.key("seed"), in: ScenarioLimits.seed) } ?? 0
            guard let low, let high else { return nil }
            guard low <= high else {
                log.add(
                    path.key("max"), "must be >= min (\(Format.shortest(low))), got \(Format.shortest(high))", at: object["max"]?.position)
                return nil
            }
            return .random(min: low, max: high, seed: seed)
        default:
            log.wrongType(path, expected: "a number, a list of numbers or {\"min\", \"max\", \"seed\"}", got: node)
            return nil
        }
    }

    private func estimate(_ node: JSONNode, at path: FieldPath) -> RowEstimate? {
        if case .string = node.value { return log.choice(node, at: path, among: [("exact", RowEstimate.exact)]) }
        guard case .number = node.value else {
            log.wrongType(path, expected: "a number or \"exact\"", got: node)
            return nil
        }
        return log.number(node, at: path, in: ScenarioLimits.listRowHeight).map(RowEstimate.height)
    }
}
