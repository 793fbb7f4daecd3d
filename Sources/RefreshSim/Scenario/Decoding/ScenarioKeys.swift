/// The keys each object of a scenario file may have. The decoder refuses any other key and the
/// schema lists exactly these, so both come from here.
enum ScenarioKeys {
    static let top = ["$schema", "name", "description", "duration", "frameRate", "device", "content",
                      "physics", "gestures", "strategy", "loader", "analysis", "expect"]
    static let device = ["viewportHeight", "viewportWidth", "topInset", "bottomInset", "screenScale"]
    static let content = ["height", "initialOffset"]
    static let physics = ["decelerationRate", "rubberBandCoefficient", "bounces", "panHysteresis", "recoil"]
    static let dragGesture = ["at", "distance", "duration", "holdAfter", "easing"]
    static let touchGesture = ["at", "touches"]
    static let analysis = GlitchThresholds.keys
    static let expect = ["verdict", "glitches", "refreshes", "loadMores"]
}
