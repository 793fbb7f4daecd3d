/// A JSON Schema (draft 2020-12) of the trace format (`trace.schema.json`, beside
/// `scenario.schema.json`; `refreshsim schema --trace` prints it). Built from the decoder's key
/// lists and `TraceLimits`, so what the decoder accepts the schema accepts. The decoder checks
/// more: frames and events in time order, an event's facts by its name, two components being a
/// header and a footer.
public enum TraceSchema {
    public static var json: String { JSONWriter.string(document) }

    public static var document: JSONValue {
        let schema = ScenarioSchema.self
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "refreshsim trace"),
            (
                "description",
                .string(
                    "A UIScrollView recorded frame by frame by RefreshSimRecorder (format \(Trace.formatName), version \(Trace.version)): what UIKit showed on every display-link tick, what the app reported, and the events it reported."
                )
            ),
            ("type", "object"),
            ("required", ["format", "version", "name", "recordedOn", "frames"]),
            ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", "string")])),
                    ("format", .object([("const", .string(Trace.formatName))])),
                    ("version", .object([("const", .number(Double(Trace.version)))])),
                    (
                        "name",
                        .object([
                            ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(ScenarioLimits.nameMaxLength))),
                            ("pattern", "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"), ("description", "Names the output files."),
                        ])
                    ),
                    ("title", line("What charts show in place of the name.", maxLength: ScenarioLimits.titleMaxLength)),
                    ("description", .object([("type", "string"), ("description", "What to look for.")])),
                    ("recordedOn", recording),
                    ("baseInset", insets("adjustedContentInset with no refresh component's inset in it; default: the first frame's.")),
                    (
                        "components",
                        .object([
                            ("type", "array"), ("maxItems", 2), ("items", component),
                            ("description", "The refresh components the app declared: a header, a footer, or both."),
                        ])
                    ),
                    (
                        "eventSources",
                        .object([
                            ("type", "array"), ("uniqueItems", true),
                            ("items", .object([("enum", .array(EventSource.allCases.map { .string($0.rawValue) }))])),
                            ("description", "The kinds of event the trace holds all of."),
                        ])
                    ),
                    (
                        "frames",
                        .object([
                            ("type", "array"), ("minItems", 1), ("maxItems", .number(Double(TraceLimits.maxFrames))), ("items", frame),
                        ])
                    ),
                    ("events", .object([("type", "array"), ("maxItems", .number(Double(TraceLimits.maxEvents))), ("items", event)])),
                    (
                        "marks",
                        .object([
                            ("type", "array"),
                            (
                                "items",
                                schema.object(
                                    required: ["time", "frame", "name"],
                                    [
                                        ("time", schema.number(TraceLimits.time)), ("frame", frameIndex),
                                        ("name", line("The app's mark.", maxLength: TraceLimits.textMaxLength)),
                                    ])
                            ),
                        ])
                    ),
                ])
            ),
        ])
    }

    private static var recording: JSONValue {
        let schema = ScenarioSchema.self
        return schema.object(
            required: ["kind", "screenScale", "maximumFramesPerSecond"],
            [
                ("kind", .object([("enum", .array(Trace.Recording.Kind.allCases.map { .string($0.rawValue) }))])),
                ("model", line("The device model.", maxLength: TraceLimits.textMaxLength)),
                ("system", line("The system and its version.", maxLength: TraceLimits.textMaxLength)),
                ("screenScale", schema.number(TraceLimits.screenScale, "UIScreen.scale.")),
                (
                    "maximumFramesPerSecond",
                    schema.number(TraceLimits.framesPerSecond, "UIScreen.maximumFramesPerSecond: the display link's rate.")
                ),
                ("safeArea", insets("The scroll view's safeAreaInsets.", range: ScenarioLimits.safeAreaInset)),
                (
                    "contentInsetAdjustmentBehavior",
                    .object([
                        ("enum", .array(ContentInsetAdjustmentBehavior.allCases.map { .string($0.rawValue) })), ("default", "automatic"),
                    ])
                ),
                ("decelerationRate", schema.number(TraceLimits.decelerationRate, default: PhysicsOptions.normalDecelerationRate)),
                ("bounces", .object([("type", "boolean"), ("default", true)])),
            ])
    }

    private static var component: JSONValue {
        let schema = ScenarioSchema.self
        return schema.object(
            required: ["role", "strategy"],
            [
                ("role", .object([("enum", .array(RefreshComponent.allCases.map { .string($0.rawValue) }))])),
                ("indicator", .object([("enum", .array(IndicatorPlacement.allCases.map { .string($0.rawValue) }))])),
                (
                    "strategy",
                    line(
                        "A refreshsim strategy kind's name gives its traits; any other name is shown as given.",
                        maxLength: TraceLimits.textMaxLength)
                ),
                ("loader", line("A loader kind's name (delay, append, webview).", maxLength: TraceLimits.textMaxLength)),
                ("triggerDistance", schema.number(TraceLimits.triggerDistance, "The pull past the resting offset that refreshes.")),
                ("restingInset", insets("An inset the component keeps for good.")),
            ])
    }

    private static var frame: JSONValue {
        let schema = ScenarioSchema.self
        let flag = JSONValue.object([("type", "boolean")])
        return schema.object(
            required: ["time", "offset", "adjustedContentInset", "contentHeight", "bounds"],
            [
                ("time", schema.number(TraceLimits.time, "CADisplayLink.timestamp: when this frame reached the screen (s).")),
                ("targetTime", schema.number(TraceLimits.time, "CADisplayLink.targetTimestamp (s).")),
                ("offset", schema.number(TraceLimits.offset, "contentOffset.y (pt).")),
                ("presentedOffset", schema.number(TraceLimits.offset, "The presentation layer's bounds.origin.y, when it differs.")),
                ("animating", flag),
                ("contentInset", insets("contentInset.")),
                ("adjustedContentInset", insets("adjustedContentInset.")),
                ("contentHeight", schema.number(TraceLimits.size, "contentSize.height (pt).")),
                (
                    "bounds",
                    schema.object(
                        required: ["width", "height"],
                        [("width", schema.number(TraceLimits.viewSize)), ("height", schema.number(TraceLimits.viewSize))])
                ),
                ("isTracking", flag), ("isDragging", flag), ("isDecelerating", flag),
                ("touchY", schema.number(TraceLimits.offset, "The pan's location(in: nil).y while tracking (pt).")),
                ("panVelocity", schema.number(TraceLimits.velocity, "The pan's velocity(in: nil).y while tracking (pt/s).")),
                ("isRefreshing", flag),
                ("app", report),
            ])
    }

    private static var report: JSONValue {
        let schema = ScenarioSchema.self
        let phase = JSONValue.object([("enum", .array(RefreshPhase.allCases.map { .string($0.rawValue) }))])
        let loader = JSONValue.object([("enum", .array(LoaderPhase.allCases.map { .string($0.rawValue) }))])
        let part = schema.object(
            required: ["state"],
            [
                ("state", .object([("type", "string")])), ("indicatorVisibleHeight", schema.number(TraceLimits.size)),
                ("footerTop", schema.number(TraceLimits.offset)), ("loader", loader),
            ])
        return schema.object(
            required: [],
            [
                ("state", .object([("type", "string"), ("description", "The refresh code's state as it names it.")])),
                ("header", phase), ("footer", phase),
                ("indicatorVisibleHeight", schema.number(TraceLimits.size)), ("footerTop", schema.number(TraceLimits.offset)),
                ("loader", loader),
                ("components", schema.object(required: [], RefreshComponent.allCases.map { ($0.rawValue, part) })),
            ])
    }

    /// An event: its name and the facts that name takes (the decoder checks which).
    private static var event: JSONValue {
        let facts = Set(TraceEventCoding.factKeys.values.flatMap { $0 }).sorted()
        return ScenarioSchema.object(
            required: ["time", "frame", "name"],
            [
                ("time", ScenarioSchema.number(TraceLimits.time)), ("frame", frameIndex),
                ("name", .object([("enum", .array(TraceEventCoding.eventNames.map { .string($0) }))])),
            ] + facts.map { ($0, .object([("type", .array(["number", "boolean", "string"]))])) })
    }

    private static var frameIndex: JSONValue {
        .object(ScenarioSchema.bounds(.closed(0, Double(TraceLimits.maxFrames)), type: "integer"))
    }

    private static func insets(_ description: String, range: NumberRange = TraceLimits.inset) -> JSONValue {
        var members = members(
            ScenarioSchema.object(
                required: ["top", "bottom"], [("top", ScenarioSchema.number(range)), ("bottom", ScenarioSchema.number(range))]))
        members.append(("description", .string(description)))
        return .object(members)
    }

    private static func line(_ description: String, maxLength: Int) -> JSONValue {
        .object([
            ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(maxLength))),
            ("pattern", "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"), ("description", .string(description)),
        ])
    }

    private static func members(_ value: JSONValue) -> [(String, JSONValue)] {
        if case let .object(members) = value { return members }
        return []
    }
}
