/// The keys each object of a scenario file may have. The decoder refuses any other key; the
/// schema writes its own properties, and `SchemaTests` holds them to exactly these, in order.
enum ScenarioKeys {
    static let top = [
        "$schema", "name", "description", "title", "duration", "frameRate", "device", "content",
        "contentInset", "physics", "gestures", "strategy", "loader", "actions", "reactions", "mainThread",
        "analysis", "expect",
    ]
    static let device = ["model", "navigationBar", "tabBar"] + Device.fields.keys
    static let content = ScenarioFields.content.map(\.key) + ["rows"]
    static let rows = ["height", "estimate"] + ListContent.fields.keys
    static let physics = ["decelerationRate"] + PhysicsOptions.fields.keys
    static let dragGesture = ["id"] + (ScenarioFields.drag + ScenarioFields.touchDown).map(\.key)
    static let touchGesture = ["id", "at", "touches"] + ScenarioFields.touchDown.map(\.key)
    static let analysis = GlitchThresholds.keys
    static let expect = [
        "verdict", "glitches", "includes", "excludes", "noFindingsBefore", "refreshes", "loadMores",
        "hitchTimeRatio", "gestures", "header", "footer", "notSimulated",
    ]
}
