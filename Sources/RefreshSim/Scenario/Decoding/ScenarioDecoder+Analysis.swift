/// `analysis` (glitch thresholds) and `expect` (what `refreshsim check` compares against).
extension ScenarioDecoder {
    func analysis(_ node: JSONNode, at path: FieldPath) -> GlitchThresholds {
        let group = GlitchThresholds.fields
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: group.keys) else { return group.defaults }
        return group.applying(options(group.declarations, of: object) ?? OptionValues(), to: group.defaults)
    }

    /// `gestures`: the run's gestures that have an id, with their parts of the run.
    func expectation(_ node: JSONNode, at path: FieldPath, gestures: [GestureExpectation]) -> Expectation? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.expect) else { return nil }
        let verdict = object["verdict"].flatMap { log.choice($0, at: path.key("verdict"), among: Verdict.self) }
        let includes = glitchSet(object, "includes", at: path)
        let excludes = glitchSet(object, "excludes", at: path)
        if let includes, let excludes {
            for glitch in includes.intersection(excludes).sorted() {
                log.add(
                    path.key("excludes"), "\(Quote.value(glitch.rawValue)) is also in includes: a class cannot be both",
                    at: object["excludes"]?.position)
            }
        }
        var expectation = Expectation(
            verdict: verdict, glitches: glitchSet(object, "glitches", at: path), includes: includes,
            excludes: excludes,
            noFindingsBefore: object.optionalNumber("noFindingsBefore", in: ScenarioLimits.gestureStart),
            refreshes: object["refreshes"].flatMap { count($0, at: path.key("refreshes")) },
            loadMores: object["loadMores"].flatMap { count($0, at: path.key("loadMores")) },
            hitchTimeRatio: object["hitchTimeRatio"].flatMap { ratio($0, at: path.key("hitchTimeRatio")) })
        expectation.gestures = object["gestures"].map { gestureExpectations($0, at: path.key("gestures"), windows: gestures) } ?? []
        expectation.header = object["header"].flatMap { componentExpectation($0, at: path.key("header")) }
        expectation.footer = object["footer"].flatMap { componentExpectation($0, at: path.key("footer")) }
        expectation.notSimulated = object["notSimulated"].flatMap { notSimulated($0, at: path.key("notSimulated")) }
        return expectation
    }

    /// `["wallClockWait", "observation UILabel.text"]`: kinds, or a kind and what it concerns, each once.
    private func notSimulated(_ node: JSONNode, at path: FieldPath) -> [NotSimulatedExpectation]? {
        guard let list = log.array(node, at: path) else { return nil }
        var entries: [NotSimulatedExpectation] = []
        for (index, element) in list.enumerated() {
            let elementPath = path.index(index)
            guard case let .string(text) = element.value else {
                log.wrongType(
                    elementPath, expected: #"a string: a kind ("wallClockWait") or a kind and a name ("api UIScrollView.isPagingEnabled")"#,
                    got: element)
                continue
            }
            switch NotSimulatedExpectation.parse(text) {
            case let .success(entry):
                if entries.contains(entry) {
                    log.add(elementPath, "\(Quote.value(text)) is listed twice", at: element.position)
                } else {
                    entries.append(entry)
                }
            case let .failure(unknown):
                if let kind = unknown.kind {
                    let kinds = NotSimulated.Kind.allCases.map(\.rawValue)
                    log.add(
                        elementPath, "starts with the kind of notSimulated event; " + log.unknownName(kind, among: kinds),
                        at: element.position)
                } else {
                    log.add(
                        elementPath, "after the kind, one name without spaces (as `run` prints it), got \(Quote.value(text))",
                        at: element.position)
                }
            }
        }
        return entries
    }

    /// `{"<gesture id>": {"refreshes": true, "loadsMore": false}, …}`, in the file's order.
    private func gestureExpectations(_ node: JSONNode, at path: FieldPath, windows: [GestureExpectation]) -> [GestureExpectation] {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: #"an object keyed by gesture id, like {"pull": {"refreshes": true}}"#, got: node)
            return []
        }
        let ids = windows.map(\.id)
        guard
            ObjectReader(
                node, at: path, log: log, allowedKeys: ids,
                explainUnknown: { key in
                    if let suggestion = Suggestion.closest(to: key, among: ids) {
                        return "no gesture has this id; did you mean `\(suggestion)`?"
                    }
                    return ids.isEmpty
                        ? "no gesture has an id; give the gesture one (gestures[].id)"
                        : "no gesture has this id; the ids: \(ids.joined(separator: ", "))"
                }) != nil
        else { return [] }
        var seen: Set<String> = []
        return members.compactMap { member -> GestureExpectation? in
            guard seen.insert(member.key).inserted, var expectation = windows.first(where: { $0.id == member.key }),
                let entry = ObjectReader(
                    member.value, at: path.key(member.key), log: log, allowedKeys: GestureExpectation.fields.map(\.key))
            else { return nil }
            expectation.refreshes = entry["refreshes"].flatMap { log.bool($0, at: entry.path.key("refreshes")) }
            expectation.loadsMore = entry["loadsMore"].flatMap { log.bool($0, at: entry.path.key("loadsMore")) }
            if entry["refreshes"] == nil, entry["loadsMore"] == nil {
                log.add(entry.path, "give refreshes, loadsMore or both (true or false)", at: member.value.position)
            }
            return expectation
        }
    }

    /// `{"started": …, "ended": …, "findings": …, "finalPhase": …}`, at least one of them.
    private func componentExpectation(_ node: JSONNode, at path: FieldPath) -> ComponentExpectation? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ComponentExpectation.keys) else { return nil }
        if ComponentExpectation.keys.allSatisfy({ object[$0] == nil }) {
            log.add(path, "give started, ended, findings or finalPhase", at: node.position)
            return nil
        }
        return ComponentExpectation(
            started: object["started"].flatMap { count($0, at: path.key("started")) },
            ended: object["ended"].flatMap { count($0, at: path.key("ended")) },
            findings: object["findings"].flatMap { count($0, at: path.key("findings")) },
            finalPhase: object["finalPhase"].flatMap { log.choice($0, at: path.key("finalPhase"), among: RefreshPhase.namedCases) })
    }

    /// A list of glitch class names (did-you-mean for a misspelling, each at most once).
    private func glitchSet(_ object: ObjectReader, _ key: String, at path: FieldPath) -> Set<GlitchClass>? {
        guard let listNode = object[key], let list = log.array(listNode, at: path.key(key)) else { return nil }
        var classes: Set<GlitchClass> = []
        for (index, element) in list.enumerated() {
            let elementPath = path.key(key).index(index)
            guard let glitch = log.choice(element, at: elementPath, among: GlitchClass.self) else { continue }
            if !classes.insert(glitch).inserted {
                log.add(elementPath, "\(Quote.value(glitch.rawValue)) is listed twice", at: element.position)
            }
        }
        return classes
    }

    /// `{"min": …, "max": …}` in ms/s, with at least one of them.
    private func ratio(_ node: JSONNode, at path: FieldPath) -> RatioRange? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["min", "max"]) else { return nil }
        let low = object.optionalNumber("min", in: ScenarioLimits.hitchTimeRatio)
        let high = object.optionalNumber("max", in: ScenarioLimits.hitchTimeRatio)
        if object["min"] == nil, object["max"] == nil {
            log.add(path, "give min, max or both (ms/s)", at: node.position)
            return nil
        }
        if let low, let high, low > high {
            log.add(
                path.key("max"), "must be >= min (\(Format.shortest(low))), got \(Format.shortest(high))",
                at: object["max"]?.position ?? node.position)
            return nil
        }
        return RatioRange(min: low, max: high)
    }

    /// A whole number, or `{"min": …, "max": …}` with at least one of them.
    private func count(_ node: JSONNode, at path: FieldPath) -> CountRange? {
        guard case .object = node.value else {
            if case .number = node.value {
                return log.wholeNumber(node, at: path, in: ScenarioLimits.expectedCount).map(CountRange.exactly)
            }
            log.wrongType(path, expected: #"a whole number or {"min": …, "max": …}"#, got: node)
            return nil
        }
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["min", "max"]) else { return nil }
        let low = object["min"].flatMap { log.wholeNumber($0, at: path.key("min"), in: ScenarioLimits.expectedCount) }
        let high = object["max"].flatMap { log.wholeNumber($0, at: path.key("max"), in: ScenarioLimits.expectedCount) }
        if object["min"] == nil, object["max"] == nil {
            log.add(path, "give min, max or both", at: node.position)
            return nil
        }
        if let low, let high, low > high {
            log.add(path.key("max"), "must be >= min (\(low)), got \(high)", at: object["max"]?.position ?? node.position)
            return nil
        }
        return CountRange(min: low, max: high)
    }
}
