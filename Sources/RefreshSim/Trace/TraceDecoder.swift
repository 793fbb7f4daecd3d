/// Turns a trace file into a `Trace`, or a `ScenarioError` listing every problem with its field
/// path (`frames[12].offset: expected a number, got a string`), as scenario files get.
public struct TraceDecoder {
    /// `vocabulary` names the app calls an `appCall` event may carry.
    public static func decode(_ bytes: [UInt8], fileName: String, vocabulary: Vocabulary) throws(ScenarioError) -> Trace {
        let root = try InputDocument.parse(
            bytes, fileName: fileName, limit: TraceLimits.maxFileBytes, limitText: "\(TraceLimits.maxFileBytes >> 20) MiB, a trace's")
        return try decode(root, fileName: fileName, vocabulary: vocabulary)
    }

    public static func decode(_ root: JSONNode, fileName: String, vocabulary: Vocabulary) throws(ScenarioError) -> Trace {
        let decoder = TraceDecoder(log: IssueLog(), vocabulary: vocabulary)
        guard let trace = decoder.trace(root), decoder.log.isEmpty else { throw decoder.log.error(fileName: fileName) }
        return trace
    }

    /// Whether a parsed document says it is a trace (`"format": "refreshsim-trace"`): how the
    /// commands that read scenarios tell the two apart.
    public static func isTrace(_ root: JSONNode) -> Bool {
        guard case let .object(members) = root.value, let format = members.first(where: { $0.key == "format" }),
            case let .string(text) = format.value.value
        else { return false }
        return text == Trace.formatName
    }

    let log: IssueLog
    let vocabulary: Vocabulary

    static let topKeys = [
        "$schema", "format", "version", "name", "title", "description", "recordedOn", "baseInset", "components",
        "eventSources", "frames", "events", "marks",
    ]

    private func trace(_ root: JSONNode) -> Trace? {
        guard let top = ObjectReader(root, at: .root, log: log, allowedKeys: Self.topKeys) else { return nil }
        if let schema = top["$schema"] { _ = log.string(schema, at: .root.key("$schema")) }
        if let format = top.required("format"), let text = log.string(format, at: .root.key("format")), text != Trace.formatName {
            log.add(.root.key("format"), "must be \(JSONWriter.quoted(Trace.formatName)), got \(Quote.value(text))", at: format.position)
        }
        if let version = top.required("version"),
            let number = log.wholeNumber(version, at: .root.key("version"), in: .closed(1, 1_000_000)), number != Trace.version
        {
            log.add(
                .root.key("version"),
                "this refreshsim reads version \(Trace.version) of the trace format, got \(number); record it again or update refreshsim",
                at: version.position)
        }
        let name = top.required("name").flatMap { node -> String? in
            guard let text = log.string(node, at: .root.key("name")) else { return nil }
            guard !text.isEmpty, text.count <= ScenarioLimits.nameMaxLength, ScenarioDecoder.isFileNameSafe(text) else {
                log.add(
                    .root.key("name"),
                    "must be 1 to \(ScenarioLimits.nameMaxLength) letters, digits, '.', '_' or '-' (it names output files), got \(Quote.value(text))",
                    at: node.position)
                return nil
            }
            return text
        }
        let title = top["title"].flatMap { log.line($0, at: .root.key("title"), maxLength: ScenarioLimits.titleMaxLength) }
        let description = top["description"].flatMap { log.string($0, at: .root.key("description")) } ?? ""
        let recordedOn = top.required("recordedOn").flatMap { recording($0, at: .root.key("recordedOn")) }
        let baseInset = top["baseInset"].flatMap { insets($0, at: .root.key("baseInset")) }
        let components = top["components"].map { self.components($0, at: .root.key("components")) } ?? []
        let sources = top["eventSources"].map { eventSources($0, at: .root.key("eventSources")) } ?? []
        let frames = top.required("frames").map { self.frames($0, at: .root.key("frames")) } ?? []
        let events = top["events"].map { self.events($0, at: .root.key("events")) } ?? []
        let marks = top["marks"].map { self.marks($0, at: .root.key("marks")) } ?? []
        if top["frames"] != nil, frames.isEmpty, log.isEmpty {
            log.add(.root.key("frames"), "holds no frame; a trace needs at least one", at: top["frames"]?.position)
        }
        guard let name, let recordedOn else { return nil }
        return Trace(
            name: name, title: title, description: description, recordedOn: recordedOn, baseInset: baseInset, components: components,
            eventSources: sources, frames: frames, events: events, marks: marks)
    }

    static let recordingKeys = [
        "kind", "model", "system", "screenScale", "maximumFramesPerSecond", "safeArea", "contentInsetAdjustmentBehavior",
        "decelerationRate", "bounces",
    ]

    private func recording(_ node: JSONNode, at path: FieldPath) -> Trace.Recording? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: Self.recordingKeys) else { return nil }
        let kind = object.required("kind").flatMap { log.choice($0, at: path.key("kind"), among: Trace.Recording.Kind.self) }
        let model = object["model"].flatMap { log.line($0, at: path.key("model"), maxLength: TraceLimits.textMaxLength) }
        let system = object["system"].flatMap { log.line($0, at: path.key("system"), maxLength: TraceLimits.textMaxLength) }
        let scale = object.requiredNumber("screenScale", in: TraceLimits.screenScale)
        let rate = object.requiredNumber("maximumFramesPerSecond", in: TraceLimits.framesPerSecond)
        let safeArea = object["safeArea"].flatMap { insets($0, at: path.key("safeArea"), in: ScenarioLimits.safeAreaInset) } ?? .zero
        let behavior = object.choice(
            "contentInsetAdjustmentBehavior", among: ContentInsetAdjustmentBehavior.namedCases, default: .automatic)
        let deceleration = object.number(
            "decelerationRate", in: TraceLimits.decelerationRate, default: PhysicsOptions.normalDecelerationRate)
        let bounces = object.bool("bounces", default: true)
        guard let kind, let scale, let rate else { return nil }
        return Trace.Recording(
            kind: kind, model: model, system: system, screenScale: scale, maximumFramesPerSecond: rate, safeArea: safeArea,
            adjustmentBehavior: behavior, decelerationRate: deceleration, bounces: bounces)
    }

    /// `{"top": …, "bottom": …}`: a scroll view's insets; left and right play no part.
    func insets(_ node: JSONNode, at path: FieldPath, in range: NumberRange = TraceLimits.inset) -> EdgeInsets? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["top", "bottom"]) else { return nil }
        let top = object.requiredNumber("top", in: range)
        let bottom = object.requiredNumber("bottom", in: range)
        guard let top, let bottom else { return nil }
        return EdgeInsets(top: top, bottom: bottom)
    }

    static let componentKeys = ["role", "indicator", "strategy", "loader", "triggerDistance", "restingInset"]

    private func components(_ node: JSONNode, at path: FieldPath) -> [Trace.Component] {
        guard let list = log.array(node, at: path) else { return [] }
        if list.count > 2 { log.add(path, "at most 2 components (a header and a footer), got \(list.count)", at: node.position) }
        let components = list.prefix(2).enumerated().compactMap { index, element -> Trace.Component? in
            let itemPath = path.index(index)
            guard let object = ObjectReader(element, at: itemPath, log: log, allowedKeys: Self.componentKeys) else { return nil }
            let role = object.required("role").flatMap { log.choice($0, at: itemPath.key("role"), among: RefreshComponent.self) }
            let indicator = object["indicator"].flatMap { log.choice($0, at: itemPath.key("indicator"), among: IndicatorPlacement.self) }
            let strategy = object.required("strategy").flatMap {
                log.line($0, at: itemPath.key("strategy"), maxLength: TraceLimits.textMaxLength)
            }
            let loader =
                object["loader"].flatMap { log.line($0, at: itemPath.key("loader"), maxLength: TraceLimits.textMaxLength) } ?? "delay"
            let trigger = object.optionalNumber("triggerDistance", in: TraceLimits.triggerDistance)
            let resting = object["restingInset"].flatMap { insets($0, at: itemPath.key("restingInset")) } ?? .zero
            guard let role, let strategy else { return nil }
            return Trace.Component(
                role: role, indicator: indicator, strategy: strategy, loader: loader, triggerDistance: trigger, restingInset: resting)
        }
        if components.count == 2, components[0].role == components[1].role {
            log.add(
                path.index(1).key("role"), "a second \(components[0].role.rawValue); the two components are a header and a footer",
                at: list[1].position)
        }
        return components
    }

    private func eventSources(_ node: JSONNode, at path: FieldPath) -> Set<EventSource> {
        guard let list = log.array(node, at: path) else { return [] }
        return Set(list.enumerated().compactMap { log.choice($1, at: path.index($0), among: EventSource.self) })
    }

    private func marks(_ node: JSONNode, at path: FieldPath) -> [Trace.Mark] {
        guard let list = log.array(node, at: path) else { return [] }
        return list.enumerated().compactMap { index, element in
            let itemPath = path.index(index)
            guard let object = ObjectReader(element, at: itemPath, log: log, allowedKeys: ["time", "frame", "name"]) else { return nil }
            let time = object.requiredNumber("time", in: TraceLimits.time)
            let frame = object.required("frame").flatMap {
                log.wholeNumber($0, at: itemPath.key("frame"), in: .closed(0, Double(TraceLimits.maxFrames)))
            }
            let name = object.required("name").flatMap { log.line($0, at: itemPath.key("name"), maxLength: TraceLimits.textMaxLength) }
            guard let time, let frame, let name else { return nil }
            return Trace.Mark(time: time, frame: frame, name: name)
        }
    }
}
