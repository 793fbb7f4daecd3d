/// A JSON Schema (draft 2020-12) of the scenario format, for editor completion and checks.
///
/// Built from the same key lists, limits and defaults as `ScenarioDecoder`, so whatever the
/// decoder accepts the schema accepts too. The decoder checks more: rules across fields
/// (gestures inside `duration` and not overlapping, `finishAfter >= commitAfter`, insets smaller
/// than the viewport, the touch-sample total) and duplicate keys.
public enum ScenarioSchema {
    /// The schema of a vocabulary: a program's own strategy kinds among `strategy.kind`.
    public static func json(_ vocabulary: Vocabulary) -> String {
        JSONWriter.string(document(vocabulary))
    }

    public static func document(_ vocabulary: Vocabulary) -> JSONValue {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "refreshsim scenario"),
            ("description", "A scripted pull-to-refresh run: device, content, finger gestures and the refresh strategy under test."),
            ("type", "object"),
            ("required", ["name", "duration", "content"]),
            ("additionalProperties", false),
            (
                "properties",
                .object(
                    [
                        ("$schema", .object([("type", "string"), ("description", "The schema this file follows, for editors.")])),
                        (
                            "name",
                            .object([
                                ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(ScenarioLimits.nameMaxLength))),
                                ("pattern", "^[A-Za-z0-9_-][A-Za-z0-9._-]*$"),
                                ("description", "Names the output files."),
                            ])
                        ),
                        (
                            "description",
                            .object([
                                ("type", "string"), ("maxLength", .number(Double(ScenarioLimits.descriptionMaxLength))),
                                ("description", "What to look for in this run."),
                            ])
                        ),
                    ] + ScenarioFields.top.map { ($0.key, option($0)) } + [
                        (
                            "device",
                            .object([
                                (
                                    "description",
                                    "A preset's name, or an object: a preset `model` with its bars, and numbers that override it."
                                ),
                                (
                                    "oneOf",
                                    [
                                        presetNames,
                                        object(
                                            required: [],
                                            [
                                                ("model", presetNames),
                                                (
                                                    "navigationBar",
                                                    .object([
                                                        ("enum", .array(DevicePreset.NavigationBar.allCases.map { .string($0.rawValue) })),
                                                        ("default", "standard"),
                                                        (
                                                            "description",
                                                            "With a model: the bar above the content (a large title is 52 pt taller)."
                                                        ),
                                                    ])
                                                ),
                                                (
                                                    "tabBar",
                                                    .object([
                                                        ("type", "boolean"), ("default", false),
                                                        ("description", "With a model: a 49 pt tab bar at the bottom."),
                                                    ])
                                                ),
                                            ] + properties(Device.fields)),
                                    ]
                                ),
                            ])
                        ),
                        (
                            "content",
                            contentObject(
                                [
                                    (ScenarioFields.content[0].key, option(ScenarioFields.content[0])),
                                    (
                                        "initialOffset",
                                        .object([
                                            ("description", .string(ScenarioFields.content[1].summary)),
                                            ("default", "top"),
                                            ("oneOf", [.object([("enum", ["top", "bottom"])]), number(ScenarioLimits.initialOffset)]),
                                        ])
                                    ),
                                    (ScenarioFields.content[2].key, option(ScenarioFields.content[2])),
                                    ("rows", rowsSchema),
                                ])
                        ),
                        (
                            "contentInset",
                            .object(
                                [
                                    (
                                        "description",
                                        "The app's own contentInset, apart from the safe area; adjustedContentInset adds the safe area unless adjustmentBehavior is \"never\"."
                                    )
                                ] + members(object(required: [], properties(AppContentInset.fields))))
                        ),
                        (
                            "physics",
                            object(
                                required: [],
                                [
                                    (
                                        "decelerationRate",
                                        .object([
                                            (
                                                "description",
                                                "Share of velocity kept per millisecond: \"normal\" (0.998), \"fast\" (0.99) or a number."
                                            ),
                                            ("default", "normal"),
                                            ("oneOf", [.object([("enum", ["normal", "fast"])]), number(ScenarioLimits.decelerationRate)]),
                                        ])
                                    )
                                ] + properties(PhysicsOptions.fields))
                        ),
                        (
                            "gestures",
                            .object([
                                ("description", "Finger gestures; they must lie within the duration and not overlap in time."),
                                ("type", "array"),
                                ("maxItems", .number(Double(ScenarioLimits.maxGestures))),
                                (
                                    "items",
                                    .object([("oneOf", [.object([("$ref", "#/$defs/drag")]), .object([("$ref", "#/$defs/touches")])])])
                                ),
                            ])
                        ),
                        (
                            "strategy",
                            .object([
                                ("description", "One strategy, or a header and a footer (each may name its own loader)."),
                                (
                                    "oneOf",
                                    [
                                        kinds(vocabulary.strategies.map { ($0.name, $0.summary, $0.options) }),
                                        .object([
                                            ("type", "array"), ("minItems", 1), ("maxItems", 2),
                                            (
                                                "items",
                                                kinds(
                                                    vocabulary.strategies.map { ($0.name, $0.summary, $0.options) },
                                                    extra: [("loader", .object([("$ref", "#/$defs/loader")]))])
                                            ),
                                        ]),
                                    ]
                                ),
                            ])
                        ),
                        ("loader", .object([("$ref", "#/$defs/loader")])),
                        (
                            "actions",
                            .object([
                                (
                                    "description",
                                    "Calls the app makes at set times; `target` names the component (header or footer) when there are two."
                                ),
                                ("type", "array"), ("maxItems", .number(Double(ScenarioLimits.maxActions))),
                                ("items", actionSchema(vocabulary.appCalls)),
                            ])
                        ),
                        (
                            "reactions",
                            .object([
                                (
                                    "description",
                                    "The app's rules: on an event (its nth time, or every time), after a delay, make a call. The decoder checks that the event's and the call's options are theirs."
                                ),
                                ("type", "array"), ("maxItems", .number(Double(ScenarioLimits.maxReactions))),
                                ("items", reactionSchema(vocabulary.appCalls)),
                            ])
                        ),
                        ("mainThread", object(required: [], properties(MainThreadCosts.fields))),
                        ("analysis", object(required: [], properties(GlitchThresholds.fields))),
                        (
                            "expect",
                            object(
                                required: [],
                                [
                                    ("verdict", .object([("enum", .array(Verdict.allCases.map { .string($0.rawValue) }))])),
                                    (
                                        "glitches",
                                        .object([
                                            ("type", "array"), ("uniqueItems", true),
                                            ("items", .object([("enum", .array(GlitchClass.allCases.map { .string($0.rawValue) }))])),
                                        ])
                                    ),
                                    (
                                        "includes",
                                        .object([
                                            ("description", "Glitch classes that must be among those found, whatever else is."),
                                            ("type", "array"), ("uniqueItems", true),
                                            ("items", .object([("enum", .array(GlitchClass.allCases.map { .string($0.rawValue) }))])),
                                        ])
                                    ),
                                    (
                                        "excludes",
                                        .object([
                                            ("description", "Glitch classes that must not be found, whatever else is."),
                                            ("type", "array"), ("uniqueItems", true),
                                            ("items", .object([("enum", .array(GlitchClass.allCases.map { .string($0.rawValue) }))])),
                                        ])
                                    ),
                                    (
                                        "noFindingsBefore",
                                        number(ScenarioLimits.gestureStart, "No finding of any class before this time (s).")
                                    ),
                                    ("refreshes", count("Header refreshes (loads asked for) the run must start.")),
                                    ("loadMores", count("Footer load-mores the run must start.")),
                                    (
                                        "hitchTimeRatio",
                                        object(
                                            required: [],
                                            [
                                                (
                                                    "min",
                                                    number(
                                                        ScenarioLimits.hitchTimeRatio, "Lowest hitch time ratio (ms/s) the run may have.")
                                                ),
                                                (
                                                    "max",
                                                    number(
                                                        ScenarioLimits.hitchTimeRatio, "Highest hitch time ratio (ms/s) the run may have.")
                                                ),
                                            ])
                                    ),
                                    (
                                        "gestures",
                                        .object([
                                            (
                                                "description",
                                                "What gestures named by their id must do, from their touch-down to the next gesture's."
                                            ),
                                            ("type", "object"),
                                            (
                                                "additionalProperties",
                                                .object(
                                                    members(
                                                        object(
                                                            required: [],
                                                            GestureExpectation.fields.map { ($0.key, option($0, withDefault: false)) })) + [
                                                            ("minProperties", 1)
                                                        ])
                                            ),
                                        ])
                                    ),
                                    ("header", componentExpectation("The header's loads, findings and final phase.")),
                                    ("footer", componentExpectation("The footer's loads, findings and final phase.")),
                                    (
                                        "notSimulated",
                                        .object([
                                            (
                                                "description",
                                                "What the run is known to leave out: kinds of notSimulated events (\"wallClockWait\"), or a kind and a name (\"api UIScrollView.isPagingEnabled\"). Each event must match one, and each must match an event."
                                            ),
                                            ("type", "array"), ("uniqueItems", true),
                                            (
                                                "items",
                                                .object([
                                                    ("type", "string"),
                                                    (
                                                        "pattern",
                                                        .string(
                                                            "^(" + NotSimulated.Kind.allCases.map(\.rawValue).joined(separator: "|")
                                                                + ")( [^\\s]+)?$")
                                                    ),
                                                ])
                                            ),
                                        ])
                                    ),
                                ])
                        ),
                    ])
            ),
            (
                "$defs",
                .object([
                    ("loader", kinds(vocabulary.loaders.map { ($0.name, $0.summary, $0.options) })),
                    (
                        "drag",
                        object(
                            required: ScenarioFields.drag.filter(\.required).map(\.key),
                            [("id", gestureID)] + (ScenarioFields.drag + ScenarioFields.touchDown).map { ($0.key, option($0)) })
                    ),
                    (
                        "touches",
                        object(
                            required: ["at", "touches"],
                            [
                                ("id", gestureID),
                                ("at", number(ScenarioLimits.gestureStart, "Finger down, seconds from the start.")),
                                (
                                    "touches",
                                    .object([
                                        (
                                            "description",
                                            "Finger samples [t, y]: seconds after `at` (increasing) and points from the touch-down point."
                                        ),
                                        ("type", "array"), ("minItems", 1), ("maxItems", .number(Double(ScenarioLimits.maxTouchSamples))),
                                        (
                                            "items",
                                            .object([
                                                ("type", "array"), ("minItems", 2), ("maxItems", 2),
                                                ("prefixItems", [number(ScenarioLimits.touchTime), number(ScenarioLimits.fingerTravel)]),
                                            ])
                                        ),
                                    ])
                                ),
                            ] + ScenarioFields.touchDown.map { ($0.key, option($0)) })
                    ),
                ])
            ),
        ])
    }

    /// One `oneOf` branch per kind, each allowing `kind` and that kind's declared options only.
    private static func kinds(
        _ kinds: [(name: String, summary: String, options: [OptionField])],
        extra: [(String, JSONValue)] = []
    ) -> JSONValue {
        .object([
            (
                "oneOf",
                .array(
                    kinds.map { kind in
                        var schema = object(
                            required: ["kind"] + kind.options.filter(\.required).map(\.key),
                            [("kind", .object([("const", .string(kind.name))]))] + extra + kind.options.map { ($0.key, option($0)) })
                        if case var .object(members) = schema {
                            members.insert(("description", .string(kind.summary)), at: 0)
                            schema = .object(members)
                        }
                        return schema
                    })
            )
        ])
    }

    private static var presetNames: JSONValue {
        .object([
            ("enum", .array(DevicePreset.all.map { .string($0.name) })),
            ("description", "An iPhone: its screen, safe area, scale and refresh rate (the default frameRate), with a navigation bar."),
        ])
    }

    /// One branch per call, with that call's keys.
    private static func actionSchema(_ calls: [AppCallKind]) -> JSONValue {
        let target: JSONValue = .object([
            ("enum", .array(RefreshComponent.allCases.map { .string($0.rawValue) })),
            ("description", "The component called; required when there are two."),
        ])
        let at = number(ScenarioLimits.actionTime, "Seconds from the start.")
        return .object([
            (
                "oneOf",
                .array(
                    calls.map { kind in
                        let properties: [(String, JSONValue)] =
                            [("at", at), ("call", .object([("const", .string(kind.name))]))]
                            + (kind.needsComponent ? [("target", target)] : []) + kind.options.map { ($0.key, option($0)) }
                        return object(required: ["at", "call"] + kind.options.filter(\.required).map(\.key), properties)
                    })
            )
        ])
    }

    /// `gestures[].id`.
    private static var gestureID: JSONValue {
        .object([
            ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(ScenarioLimits.gestureIDMaxLength))),
            ("description", "A name expect.gestures uses for this gesture."),
        ])
    }

    /// `expect.header` / `expect.footer`.
    private static func componentExpectation(_ description: String) -> JSONValue {
        .object(
            [("description", .string(description))]
                + members(
                    object(
                        required: [],
                        [
                            ("started", count("Loads it starts.")),
                            ("ended", count("Loads that come back to it.")),
                            ("findings", count("Findings concerning it, of any class.")),
                            (
                                "finalPhase",
                                .object([
                                    ("enum", .array(RefreshPhase.allCases.map { .string($0.rawValue) })),
                                    ("description", "Its phase in the run's last frame."),
                                ])
                            ),
                        ])) + [("minProperties", 1)])
    }

    /// One object with every reaction key: its own, each event's options and each call's.
    private static func reactionSchema(_ calls: [AppCallKind]) -> JSONValue {
        var properties: [(String, JSONValue)] = ScenarioFields.reaction.map { ($0.key, option($0)) }
        properties.append(("call", .object([("enum", .array(calls.map { .string($0.name) })), ("description", "The app call made.")])))
        properties.append(
            (
                "target",
                .object([
                    ("enum", .array(RefreshComponent.allCases.map { .string($0.rawValue) })),
                    ("description", "The component called; required when there are two."),
                ])
            ))
        for field in ReactionEventKind.all.flatMap(\.options) + calls.flatMap(\.options)
        where !properties.contains(where: { $0.0 == field.key }) {
            properties.append((field.key, option(field, withDefault: false)))
        }
        return object(required: ["on", "call"], properties)
    }

    /// `content`: `height`, or `rows` (whose heights make the content) without `height` and `rowHeight`.
    private static func contentObject(_ properties: [(String, JSONValue)]) -> JSONValue {
        .object(
            members(object(required: [], properties)) + [
                (
                    "oneOf",
                    [
                        .object([("required", ["height"]), ("not", .object([("required", ["rows"])]))]),
                        .object([
                            ("required", ["rows"]),
                            ("not", .object([("anyOf", [.object([("required", ["height"])]), .object([("required", ["rowHeight"])])])])),
                        ]),
                    ]
                )
            ])
    }

    /// `content.rows`: the declared keys, and `height` and `estimate` in each of their forms.
    private static var rowsSchema: JSONValue {
        let height = ListContent.heightField
        let range = ScenarioLimits.listRowHeight
        let heightForms: [JSONValue] = [
            number(range),
            .object([
                ("type", "array"), ("minItems", 1), ("maxItems", .number(Double(ScenarioLimits.maxRowHeights))),
                ("items", number(range)),
            ]),
            object(
                required: ["min", "max"],
                [
                    ("min", number(range)), ("max", number(range)),
                    ("seed", .object(bounds(ScenarioLimits.seed, type: "integer") + [("default", 0)])),
                ]),
        ]
        let estimate = ListContent.estimateField
        return .object(
            [("description", "The content as rows laid out as UIKit lays them out (estimated heights corrected as rows appear).")]
                + members(
                    object(
                        required: [],
                        [
                            (
                                height.key,
                                .object([("description", .string(height.summary)), ("default", 44), ("oneOf", .array(heightForms))])
                            ),
                            (
                                estimate.key,
                                .object([
                                    ("description", .string(estimate.summary)), ("default", 44),
                                    ("oneOf", [number(range), .object([("enum", ["exact"])])]),
                                ])
                            ),
                        ] + properties(ListContent.fields))))
    }

    /// An object schema's members, to prefix with a description.
    private static func members(_ schema: JSONValue) -> [(String, JSONValue)] {
        if case let .object(members) = schema { return members }
        return []
    }

    /// A declared object's keys, each with its type, bounds, default and summary.
    private static func properties<Root>(_ group: FieldGroup<Root>) -> [(String, JSONValue)] {
        group.declarations.map { ($0.key, option($0)) }
    }

    /// `withDefault: false` for a key several declarations share with different defaults.
    private static func option(_ field: OptionField, withDefault: Bool = true) -> JSONValue {
        var members: [(String, JSONValue)]
        switch field.kind {
        case .bool: members = [("type", "boolean")]
        case let .choice(choices): members = [("enum", .array(choices.map { .string($0) }))]
        case let .number(range): members = bounds(range, type: "number")
        case let .integer(range): members = bounds(range, type: "integer")
        case let .line(maxLength):
            members = [
                ("type", "string"), ("minLength", 1), ("maxLength", .number(Double(maxLength))),
                ("pattern", "^[^\\u0000-\\u001F\\u007F-\\u009F]*$"),
            ]
        }
        switch withDefault ? field.defaultValue : nil {
        case let .bool(value)?: members.append(("default", .bool(value)))
        case let .choice(value)?: members.append(("default", .string(value)))
        case let .number(value)?: members.append(("default", .number(value)))
        case let .integer(value)?: members.append(("default", .number(Double(value))))
        case let .text(value)?: members.append(("default", .string(value)))
        case nil: break
        }
        if !field.summary.isEmpty { members.append(("description", .string(field.summary))) }
        return .object(members)
    }

    /// `expect.refreshes` / `loadMores`: a count, or bounds on it.
    private static func count(_ description: String) -> JSONValue {
        let whole = JSONValue.object(bounds(ScenarioLimits.expectedCount, type: "integer"))
        return .object([
            ("description", .string(description + " A whole number, or {\"min\", \"max\"}.")),
            (
                "oneOf",
                [
                    whole,
                    .object([
                        ("type", "object"), ("additionalProperties", false), ("minProperties", 1),
                        ("properties", .object([("min", whole), ("max", whole)])),
                    ]),
                ]
            ),
        ])
    }

    static func bounds(_ range: NumberRange, type: String) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("type", .string(type))]
        if let lower = range.lower { members.append((lower.inclusive ? "minimum" : "exclusiveMinimum", .number(lower.value))) }
        if let upper = range.upper { members.append((upper.inclusive ? "maximum" : "exclusiveMaximum", .number(upper.value))) }
        return members
    }

    /// A closed object: only the given properties (in that order); `required` must be present.
    static func object(required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", "object")]
        if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        members.append(("additionalProperties", false))
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    static func number(_ range: NumberRange, _ description: String? = nil, default value: Double? = nil) -> JSONValue {
        var members = bounds(range, type: "number")
        if let value { members.append(("default", .number(value))) }
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }
}
