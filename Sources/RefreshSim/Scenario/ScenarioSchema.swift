/// A JSON Schema (draft 2020-12) of the scenario format, for editor completion and checks.
///
/// Built from the same key lists, limits and defaults as `ScenarioDecoder`, so whatever the
/// decoder accepts the schema accepts too. The decoder checks more: rules across fields
/// (gestures inside `duration` and not overlapping, `finishAfter >= commitAfter`, insets smaller
/// than the viewport, the touch-sample total) and duplicate keys.
public enum ScenarioSchema {
    public static var json: String { json(customStrategies: []) }

    /// The schema with a user's program's own strategy kinds among `strategy.kind`.
    public static func json(customStrategies: [CustomStrategyKind]) -> String {
        JSONWriter.string(document(customStrategies: customStrategies))
    }

    public static var document: JSONValue { document(customStrategies: []) }

    public static func document(customStrategies: [CustomStrategyKind]) -> JSONValue {
        let device = Device(), physics = PhysicsOptions()
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "refreshsim scenario"),
            ("description", "A scripted pull-to-refresh run: device, content, finger gestures and the refresh strategy under test."),
            ("type", "object"),
            ("required", ["name", "duration", "content"]),
            ("additionalProperties", false),
            ("properties", .object([
                ("$schema", .object([("type", "string"), ("description", "The schema this file follows, for editors.")])),
                ("name", .object([
                    ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(ScenarioLimits.nameMaxLength))),
                    ("pattern", "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"),
                    ("description", "Names the output files."),
                ])),
                ("description", .object([
                    ("type", "string"), ("maxLength", .number(Double(ScenarioLimits.descriptionMaxLength))),
                    ("description", "What to look for in this run."),
                ])),
                ("duration", number(ScenarioLimits.duration, "Simulated seconds.")),
                ("frameRate", number(ScenarioLimits.frameRate, "Display refresh rate in Hz.", default: 60)),
                ("device", object(ScenarioKeys.device, required: [], [
                    "viewportHeight": number(ScenarioLimits.viewportSize, "Scroll view height (pt).", default: device.viewportHeight),
                    "viewportWidth": number(ScenarioLimits.viewportSize, "Scroll view width (pt).", default: device.viewportWidth),
                    "topInset": number(ScenarioLimits.safeAreaInset, "Safe area at the top: status and navigation bars (pt).", default: device.topInset),
                    "bottomInset": number(ScenarioLimits.safeAreaInset, "Safe area at the bottom (pt).", default: device.bottomInset),
                    "screenScale": number(ScenarioLimits.screenScale, "Pixels per point; offsets are rounded to 1/screenScale.", default: device.screenScale),
                ])),
                ("content", object(ScenarioKeys.content, required: ["height"], [
                    "height": number(ScenarioLimits.contentHeight, "Content height (pt)."),
                    "initialOffset": .object([
                        ("description", "Where the content starts: its top, its bottom, or a content offset in points."),
                        ("default", "top"),
                        ("oneOf", [.object([("enum", ["top", "bottom"])]), number(ScenarioLimits.initialOffset)]),
                    ]),
                ])),
                ("physics", object(ScenarioKeys.physics, required: [], [
                    "decelerationRate": .object([
                        ("description", "Share of velocity kept per millisecond: \"normal\" (0.998), \"fast\" (0.99) or a number."),
                        ("default", "normal"),
                        ("oneOf", [.object([("enum", ["normal", "fast"])]), number(ScenarioLimits.decelerationRate)]),
                    ]),
                    "rubberBandCoefficient": number(ScenarioLimits.rubberBandCoefficient, "UIKit's c in the rubber-band formula.", default: physics.rubberBandCoefficient),
                    "bounces": .object([("type", "boolean"), ("default", .bool(physics.bounces))]),
                    "panHysteresis": number(ScenarioLimits.panHysteresis, "Finger travel before the pan begins (pt); 0 turns it off.", default: physics.panHysteresis),
                ])),
                ("gestures", .object([
                    ("description", "Finger gestures; they must lie within the duration and not overlap in time."),
                    ("type", "array"),
                    ("maxItems", .number(Double(ScenarioLimits.maxGestures))),
                    ("items", .object([("oneOf", [.object([("$ref", "#/$defs/drag")]), .object([("$ref", "#/$defs/touches")])])])),
                ])),
                ("strategy", kinds(Catalogue.strategies + customStrategies.map { Catalogue.Entry(name: $0.name, summary: $0.summary) }, optionKeys: ScenarioKeys.strategyOptions, options: strategyOptions)),
                ("loader", kinds(Catalogue.loaders, optionKeys: ScenarioKeys.loaderOptions, options: loaderOptions)),
                ("analysis", object(ScenarioKeys.analysis, required: [],
                                    Dictionary(uniqueKeysWithValues: GlitchThresholds.keys.map { key in
                                        (key, number(ScenarioLimits.threshold, default: GlitchThresholds()[key]))
                                    }))),
                ("expect", object(ScenarioKeys.expect, required: [], [
                    "verdict": .object([("enum", .array(Verdict.allCases.map { .string($0.rawValue) }))]),
                    "glitches": .object([
                        ("type", "array"), ("uniqueItems", true),
                        ("items", .object([("enum", .array(GlitchClass.allCases.map { .string($0.rawValue) }))])),
                    ]),
                ])),
            ])),
            ("$defs", .object([
                ("drag", object(ScenarioKeys.dragGesture, required: ["at", "distance", "duration"], [
                    "at": number(ScenarioLimits.gestureStart, "Finger down, seconds from the start."),
                    "distance": number(ScenarioLimits.fingerTravel, "Finger travel (pt): positive moves down, pulling the top into view."),
                    "duration": number(ScenarioLimits.gestureDuration, "Seconds the move takes."),
                    "holdAfter": number(ScenarioLimits.holdAfter, "Seconds the finger holds still before lifting.", default: 0),
                    "easing": .object([("enum", .array(Easing.allCases.map { .string($0.rawValue) })), ("default", "easeOut")]),
                ])),
                ("touches", object(ScenarioKeys.touchGesture, required: ["at", "touches"], [
                    "at": number(ScenarioLimits.gestureStart, "Finger down, seconds from the start."),
                    "touches": .object([
                        ("description", "Finger samples [t, y]: seconds after `at` (increasing) and points from the touch-down point."),
                        ("type", "array"), ("minItems", 1), ("maxItems", .number(Double(ScenarioLimits.maxTouchSamples))),
                        ("items", .object([
                            ("type", "array"), ("minItems", 2), ("maxItems", 2),
                            ("prefixItems", [number(ScenarioLimits.touchTime), number(ScenarioLimits.fingerTravel)]),
                        ])),
                    ]),
                ])),
            ])),
        ])
    }

    private static let strategyOptions: [String: JSONValue] = [
        "endOn": .object([("enum", .array(WebViewEndSignal.allCases.map { .string($0.rawValue) })), ("default", "commit")]),
        "forwardsDelegate": .object([("type", "boolean"), ("default", true),
                                     ("description", "Whether the controller forwards scroll callbacks to the header.")]),
    ]

    private static var loaderOptions: [String: JSONValue] {
        let plan = WebLoadPlan()
        return [
            "seconds": number(ScenarioLimits.loaderTime, "Seconds until the load completes."),
            "height": number(ScenarioLimits.appendHeight, "Points of content appended."),
            "commitAfter": number(ScenarioLimits.loaderTime, "Seconds from the request to didCommit.", default: plan.commitAfter),
            "finishAfter": number(ScenarioLimits.loaderTime, "Seconds from the request to didFinish (>= commitAfter).", default: plan.finishAfter),
            "redirects": .object([("type", "integer"), ("minimum", .number(ScenarioLimits.redirects.lower?.value ?? 0)),
                                  ("maximum", .number(ScenarioLimits.redirects.upper?.value ?? 0)), ("default", .number(Double(plan.redirects)))]),
            "fail": .object([("enum", .array(WebLoadPlan.Failure.allCases.map { .string($0.rawValue) })), ("default", .string(plan.fail.rawValue))]),
            "pageHeight": number(ScenarioLimits.pageHeight, "Content height once the page has loaded (pt)."),
        ]
    }

    /// One `oneOf` branch per kind, each allowing `kind` and that kind's options only.
    private static func kinds(_ entries: [Catalogue.Entry], optionKeys: (String) -> [String],
                              options: [String: JSONValue]) -> JSONValue {
        .object([("oneOf", .array(entries.map { entry in
            let keys = optionKeys(entry.name)
            var properties: [String: JSONValue] = ["kind": .object([("const", .string(entry.name))])]
            for key in keys { properties[key] = options[key] }
            var schema = object(["kind"] + keys, required: ["kind"] + requiredOptions(entry.name), properties)
            if case var .object(members) = schema {
                members.insert(("description", .string(entry.summary)), at: 0)
                schema = .object(members)
            }
            return schema
        }))])
    }

    private static func requiredOptions(_ kind: String) -> [String] {
        switch kind {
        case "delay": ["seconds"]
        case "append": ["seconds", "height"]
        default: []
        }
    }

    /// A closed object: only `keys` (in that order), `required` must be present.
    private static func object(_ keys: [String], required: [String], _ properties: [String: JSONValue]) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "object")]
        if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        members.append(("additionalProperties", false))
        members.append(("properties", .object(keys.map { ($0, properties[$0] ?? .object([])) })))
        return .object(members)
    }

    private static func number(_ range: NumberRange, _ description: String? = nil, default value: Double? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "number")]
        if let lower = range.lower { members.append((lower.inclusive ? "minimum" : "exclusiveMinimum", .number(lower.value))) }
        if let upper = range.upper { members.append((upper.inclusive ? "maximum" : "exclusiveMaximum", .number(upper.value))) }
        if let value { members.append(("default", .number(value))) }
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }
}
