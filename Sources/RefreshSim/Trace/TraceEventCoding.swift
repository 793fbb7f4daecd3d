/// A trace's events as JSON: `{"time", "frame", "name", …facts}`, the facts of `EventKind.facts`
/// (those of a run's `--report`) at full precision. A state change also names the phases it left
/// (`fromHeaderPhase`, `fromFooterPhase`), which analysis reads and a report leaves out.
public enum TraceEventCoding {
    public static func json(_ event: TimelineEvent) -> JSONValue {
        .object(
            [("time", .number(event.time)), ("frame", .number(Double(event.frame))), ("name", .string(event.name))] + facts(event.kind))
    }

    /// The event's facts as the trace writes them.
    public static func facts(_ kind: EventKind) -> [(String, JSONValue)] {
        var facts = kind.facts.map { ($0.key, $0.json) }
        if case let .stateChanged(from, _) = kind {
            if let header = from.header { facts.append(("fromHeaderPhase", .string(header.rawValue))) }
            if let footer = from.footer { facts.append(("fromFooterPhase", .string(footer.rawValue))) }
        }
        return facts
    }

    /// The keys each event name's facts use, beside `time`, `frame` and `name`.
    static let factKeys: [String: [String]] = {
        var keys: [String: [String]] = [
            "touchDown": [], "willBeginDragging": [], "didEndScrollingAnimation": [],
            "touchUp": ["fingerY", "offset"], "willEndDragging": ["velocity", "target"],
            "didEndDragging": ["willDecelerate"], "willBeginDecelerating": ["velocity"],
            "didEndDecelerating": ["offset"], "decelerationCaught": ["offset"], "decelerationStopped": ["offset"],
            "stopDragging": ["offset"], "contentSizeChanged": ["from", "to"],
            "contentOffsetSet": ["from", "to", "animated"], "contentOffsetAdjusted": ["from", "to", "animated"],
            "contentInsetSet": ["top", "bottom", "animated"], "valueChanged": ["visibleHeight"],
            "beginRefreshing": ["alreadyRefreshing"], "endRefreshing": ["whileTracking"],
            "refreshStart": ["component"], "refreshEnd": ["component"],
            "stateChanged": ["from", "to", "headerPhase", "footerPhase", "fromHeaderPhase", "fromFooterPhase"],
            "loadStart": ["seconds", "navigation"], "loadEnd": ["result", "error", "appended"],
            "didFailProvisionalNavigation": ["navigation", "error"], "didFail": ["navigation", "error"],
            "estimatedProgress": ["value"], "appCall": ["call", "target"], "notSimulated": ["what", "clock", "seconds"],
            "estimatesCorrected": ["rows", "offsetMoved"],
        ]
        for callback in EventKind.NavigationCallback.allCases { keys[callback.rawValue] = ["navigation"] }
        for update in ListUpdateRecord.Kind.allCases { keys[update.rawValue] = ["rows", "animated", "aboveViewport"] }
        return keys
    }()

    public static var eventNames: [String] { factKeys.keys.sorted() }
}

extension TraceDecoder {
    func events(_ node: JSONNode, at path: FieldPath) -> [TimelineEvent] {
        guard let list = log.array(node, at: path) else { return [] }
        guard list.count <= TraceLimits.maxEvents else {
            log.add(path, "at most \(TraceLimits.maxEvents) events, got \(list.count)", at: node.position)
            return []
        }
        var previous = -Double.infinity
        return list.enumerated().compactMap { index, element in
            guard let event = event(element, at: path.index(index)) else { return nil }
            if event.time < previous {
                log.add(
                    path.index(index).key("time"),
                    "events must be in the order they happened: \(Format.shortest(event.time)) comes after \(Format.shortest(previous))",
                    at: element.position)
            }
            previous = event.time
            return event
        }
    }

    private func event(_ node: JSONNode, at path: FieldPath) -> TimelineEvent? {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: "an object", got: node)
            return nil
        }
        guard let nameNode = members.first(where: { $0.key == "name" })?.value else {
            log.add(path.key("name"), "required key is missing", at: node.position)
            return nil
        }
        guard let name = log.choice(nameNode, at: path.key("name"), among: TraceEventCoding.eventNames.map { ($0, $0) }),
            let keys = TraceEventCoding.factKeys[name],
            let object = ObjectReader(node, at: path, log: log, allowedKeys: ["time", "frame", "name"] + keys)
        else { return nil }
        let time = object.requiredNumber("time", in: TraceLimits.time)
        let frame = object.required("frame").flatMap {
            log.wholeNumber($0, at: path.key("frame"), in: .closed(0, Double(TraceLimits.maxFrames)))
        }
        let facts = EventFacts(object: object, path: path, log: log)
        guard let kind = kind(named: name, facts), let time, let frame else { return nil }
        return TimelineEvent(time: time, frame: frame, kind: kind)
    }

    private func kind(named name: String, _ facts: EventFacts) -> EventKind? {
        if let callback = EventKind.NavigationCallback(rawValue: name) {
            return facts.whole("navigation").map { .navigation(callback, id: $0) }
        }
        if let update = ListUpdateRecord.Kind(rawValue: name) {
            guard let rows = facts.whole("rows"), let animated = facts.flag("animated"), let above = facts.flag("aboveViewport") else {
                return nil
            }
            return .listUpdate(ListUpdateRecord(kind: update, rows: rows, animated: animated, aboveViewport: above))
        }
        switch name {
        case "estimatesCorrected":
            guard let rows = facts.whole("rows"), let moved = facts.number("offsetMoved") else { return nil }
            return .estimatesCorrected(rows: rows, offsetMoved: moved)
        case "touchDown": return .touchDown
        case "willBeginDragging": return .willBeginDragging
        case "didEndScrollingAnimation": return .didEndScrollingAnimation
        case "touchUp":
            guard let fingerY = facts.number("fingerY"), let offset = facts.number("offset") else { return nil }
            return .touchUp(fingerY: fingerY, offset: offset)
        case "willEndDragging":
            guard let velocity = facts.number("velocity"), let target = facts.number("target") else { return nil }
            return .willEndDragging(velocity: velocity, target: target)
        case "didEndDragging": return facts.flag("willDecelerate").map { .didEndDragging(willDecelerate: $0) }
        case "willBeginDecelerating": return facts.number("velocity").map { .willBeginDecelerating(velocity: $0) }
        case "didEndDecelerating": return facts.number("offset").map { .didEndDecelerating(offset: $0) }
        case "decelerationCaught": return facts.number("offset").map { .decelerationCaught(offset: $0) }
        case "decelerationStopped": return facts.number("offset").map { .decelerationStopped(offset: $0) }
        case "stopDragging": return facts.number("offset").map { .stopDragging(offset: $0) }
        case "contentSizeChanged":
            guard let from = facts.number("from"), let to = facts.number("to") else { return nil }
            return .contentSizeChanged(from: from, to: to)
        case "contentOffsetSet", "contentOffsetAdjusted":
            guard let from = facts.number("from"), let to = facts.number("to"), let animated = facts.flag("animated") else { return nil }
            return name == "contentOffsetSet"
                ? .contentOffsetSet(from: from, to: to, animated: animated)
                : .contentOffsetAdjusted(from: from, to: to, animated: animated)
        case "contentInsetSet":
            guard let top = facts.number("top"), let bottom = facts.number("bottom"), let animated = facts.flag("animated") else {
                return nil
            }
            return .contentInsetSet(top: top, bottom: bottom, animated: animated)
        case "valueChanged": return facts.number("visibleHeight").map { .valueChanged(visibleHeight: $0) }
        case "beginRefreshing": return facts.flag("alreadyRefreshing").map { .beginRefreshing(alreadyRefreshing: $0) }
        case "endRefreshing": return facts.flag("whileTracking").map { .endRefreshing(whileTracking: $0) }
        case "refreshStart": return facts.choice("component", RefreshComponent.self).map { .refreshStart($0) }
        case "refreshEnd": return facts.choice("component", RefreshComponent.self).map { .refreshEnd($0) }
        case "stateChanged":
            guard let from = facts.text("from"), let to = facts.text("to") else { return nil }
            return .stateChanged(
                from: StrategyState(
                    name: from, header: facts.optionalChoice("fromHeaderPhase", RefreshPhase.self),
                    footer: facts.optionalChoice("fromFooterPhase", RefreshPhase.self)),
                to: StrategyState(
                    name: to, header: facts.optionalChoice("headerPhase", RefreshPhase.self),
                    footer: facts.optionalChoice("footerPhase", RefreshPhase.self)))
        case "loadStart":
            if facts.has("navigation") { return facts.whole("navigation").map { .loadStart(.navigation(id: $0)) } }
            return facts.number("seconds").map { .loadStart(.timed(seconds: $0)) }
        case "loadEnd":
            guard let result = facts.choice("result", LoadResult.self) else { return nil }
            return .loadEnd(
                result: result, error: facts.optionalChoice("error", NavigationError.self), appended: facts.optionalNumber("appended"))
        case "didFailProvisionalNavigation", "didFail":
            guard let id = facts.whole("navigation"), let error = facts.choice("error", NavigationError.self) else { return nil }
            return .navigationFailed(provisional: name == "didFailProvisionalNavigation", id: id, error: error)
        case "estimatedProgress": return facts.number("value").map { .estimatedProgress($0) }
        case "appCall":
            guard let call = facts.item("call", among: vocabulary.appCalls, named: \.name) else { return nil }
            return .appCall(AppCall(call), target: facts.optionalChoice("target", RefreshComponent.self))
        case "notSimulated":
            switch facts.choice("what", NotSimulatedName.self) {
            case .wallClockWait?:
                guard let clock = facts.text("clock"), let seconds = facts.number("seconds") else { return nil }
                return .notSimulated(.wallClockWait(clock: clock, seconds: seconds))
            case .resumedFromAnotherThread?: return .notSimulated(.resumedFromAnotherThread)
            case nil: return nil
            }
        default: return nil
        }
    }

    /// `notSimulated`'s `what`.
    private enum NotSimulatedName: String, CaseIterable {
        case wallClockWait, resumedFromAnotherThread
    }
}

/// Reads one event's facts, each with its own path in messages.
private struct EventFacts {
    let object: ObjectReader
    let path: FieldPath
    let log: IssueLog

    func has(_ key: String) -> Bool { object[key] != nil }

    func number(_ key: String) -> Double? { object.requiredNumber(key, in: TraceLimits.fact) }
    func optionalNumber(_ key: String) -> Double? { object.optionalNumber(key, in: TraceLimits.fact) }

    func whole(_ key: String) -> Int? {
        object.required(key).flatMap { log.wholeNumber($0, at: path.key(key), in: .closed(0, 1_000_000_000)) }
    }

    func flag(_ key: String) -> Bool? { object.required(key).flatMap { log.bool($0, at: path.key(key)) } }

    func text(_ key: String) -> String? {
        object.required(key).flatMap { log.line($0, at: path.key(key), maxLength: TraceLimits.textMaxLength) }
    }

    func choice<Value: CaseIterable & RawRepresentable>(_ key: String, _ type: Value.Type) -> Value? where Value.RawValue == String {
        object.required(key).flatMap { log.choice($0, at: path.key(key), among: type) }
    }

    func optionalChoice<Value: CaseIterable & RawRepresentable>(_ key: String, _ type: Value.Type) -> Value?
    where Value.RawValue == String {
        object[key].flatMap { log.choice($0, at: path.key(key), among: type) }
    }

    func item<Item>(_ key: String, among items: [Item], named name: (Item) -> String) -> Item? {
        object.required(key).flatMap { log.choice($0, at: path.key(key), among: items, named: name) }
    }
}
