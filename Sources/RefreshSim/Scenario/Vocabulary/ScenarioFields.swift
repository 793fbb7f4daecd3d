/// The scenario keys that are not options of a kind: declared here once (key, type, range with
/// unit, default, summary) for the decoder, the schema, the limits table and sweep axes. The
/// objects with a model value of their own declare theirs beside it (`Device.fields`,
/// `PhysicsOptions.fields`, `GlitchThresholds.fields`).
public enum ScenarioFields {
    /// Top-level keys besides `name` and `description`. `frameRate`'s default is a device preset's
    /// refresh rate when one is named.
    public static let top: [OptionField] = [
        .key(.title),
        .number("duration", in: ScenarioLimits.duration, required: true, "Simulated seconds."),
        .number("frameRate", in: ScenarioLimits.frameRate, default: 60, "Display refresh rate in Hz."),
    ]

    /// `content`; `initialOffset` also takes "top" or "bottom".
    public static let content: [OptionField] = [
        .number("height", in: ScenarioLimits.contentHeight, required: true, "Content height (pt)."),
        .number(
            "initialOffset", in: ScenarioLimits.initialOffset,
            "Where the content starts: its top, its bottom, or a content offset in points."),
        .number(
            "rowHeight", in: ScenarioLimits.rowHeight, default: 44,
            "Each row's height (pt): how many rows a frame brings into view (UITableView's default is 44)."),
    ]

    /// A drag gesture's keys; the decoder reads them through these keys.
    public static let drag: [OptionField] = dragBindings.map(\.field)

    /// Each of a drag's keys with the part of a drag it sets.
    static let dragBindings: [FieldBinding<DragParameters>] = [
        FieldBinding(.dragAt) { $0.at = $1 }, FieldBinding(.dragDistance) { $0.distance = $1 },
        FieldBinding(.dragDuration) { $0.duration = $1 }, FieldBinding(.holdAfter) { $0.holdAfter = $1 },
        FieldBinding(.easing) { $0.easing = $1 },
    ]

    /// Where either kind of gesture touches down; each absent coordinate is the screen's middle.
    public static let touchDown: [OptionField] = touchDownBindings.map(\.field)

    static let touchDownBindings: [FieldBinding<TouchDownPoint>] = [
        FieldBinding(.startX) { $0.x = $1 }, FieldBinding(.startY) { $0.y = $1 },
    ]

    /// An action's time; its other keys are its call's options.
    public static let actionTime = OptionField.number("at", in: ScenarioLimits.actionTime, required: true, "Seconds from the start.")

    /// A reaction's own keys; the rest are its event's options and its call's.
    public static let reaction: [OptionField] = [
        OptionField(
            key: "on", kind: .choice(ReactionEventKind.all.map(\.name)), defaultValue: nil, required: true,
            summary: "The event the app reacts to."),
        .key(.nth),
        .key(.after),
    ]
}

extension OptionKey where Value == Int? {
    static var nth: Self {
        .optionalInteger("nth", in: ScenarioLimits.reactionOrdinal, "Fire on this occurrence only (1 is the first); absent: on every one.")
    }
}

extension OptionKey where Value == Double {
    static var after: Self {
        .number(
            "after", in: ScenarioLimits.reactionDelay, default: 0,
            "Seconds from the event to the call; the call runs on the main queue, at the next frame at the soonest.")
    }
}

extension Vocabulary {
    /// The declaration of the field a path names (`loader.commitAfter`, `gestures[0].distance`,
    /// `analysis.releaseLagSeconds`), if the vocabulary declares one: where a sweep axis finds
    /// its unit. An option of a kind is found among every kind that declares the key.
    public func field(at path: SweepPath) -> OptionField? {
        let keys = path.components.compactMap { component -> String? in
            if case let .key(key) = component { return key }
            return nil
        }
        guard let first = keys.first, let last = keys.last else { return nil }
        let candidates: [OptionField] =
            switch first {
            case _ where keys.count == 1: ScenarioFields.top
            case "device": Device.fields.declarations
            case "content" where keys.count > 2: [ListContent.heightField, ListContent.estimateField] + ListContent.fields.declarations
            case "content": ScenarioFields.content
            case "physics": PhysicsOptions.fields.declarations
            case "mainThread": MainThreadCosts.fields.declarations
            case "analysis": GlitchThresholds.fields.declarations
            case "gestures": ScenarioFields.drag + ScenarioFields.touchDown
            case "loader": loaders.flatMap(\.options)
            case "strategy" where keys.count > 2 || keys.contains("loader"): loaders.flatMap(\.options)
            case "strategy": strategies.flatMap(\.options)
            case "actions": [ScenarioFields.actionTime] + appCalls.flatMap(\.options)
            case "reactions": ScenarioFields.reaction + ReactionEventKind.all.flatMap(\.options) + appCalls.flatMap(\.options)
            case "contentInset": AppContentInset.fields.declarations
            default: []
            }
        return candidates.first { $0.key == last }
    }
}

// A gesture's keys are read for every gesture of a file (run-600s: 600), so each is built once
// here, not at every read (a key is a declaration and two closures, a few allocations). Generic
// types cannot store static properties, hence the holder.
private enum GestureOptionKeys {
    static let at = OptionKey<Double>.number(
        "at", in: ScenarioLimits.gestureStart, default: 0, required: true, "Finger down, seconds from the start.")
    static let distance = OptionKey<Double>.number(
        "distance", in: ScenarioLimits.fingerTravel, default: 0, required: true,
        "Finger travel (pt): positive moves down, pulling the top into view.")
    static let duration = OptionKey<Double>.number(
        "duration", in: ScenarioLimits.gestureDuration, default: 1, required: true, "Seconds the move takes.")
    static let holdAfter = OptionKey<Double>.number(
        "holdAfter", in: ScenarioLimits.holdAfter, default: 0, "Seconds the finger holds still before lifting.")
    static let startX = OptionKey<Double?>.optionalNumber(
        "startX", in: ScenarioLimits.touchDownPoint,
        "Where the finger touches down: points from the screen's left edge, less than viewportWidth; absent: the middle.")
    static let startY = OptionKey<Double?>.optionalNumber(
        "startY", in: ScenarioLimits.touchDownPoint,
        "Where the finger touches down: points from the screen's top, less than viewportHeight; absent: the middle.")
    static let easing = OptionKey<Easing>.choice("easing", default: .easeOut, "")
}

extension OptionKey where Value == Double {
    static var dragAt: Self { GestureOptionKeys.at }
    static var dragDistance: Self { GestureOptionKeys.distance }
    static var dragDuration: Self { GestureOptionKeys.duration }
    static var holdAfter: Self { GestureOptionKeys.holdAfter }
}

extension OptionKey where Value == Double? {
    static var startX: Self { GestureOptionKeys.startX }
    static var startY: Self { GestureOptionKeys.startY }
}

extension OptionKey where Value == String? {
    static var title: Self {
        .line(
            "title", maxLength: ScenarioLimits.titleMaxLength,
            "Shown on the chart, the phone screen and filmstrips instead of `name`, in any script (\"引っ張って更新\", \"تحديث\", emoji); `name` still names the files."
        )
    }
}

extension OptionKey where Value == Easing {
    static var easing: Self { GestureOptionKeys.easing }
}
