/// Every limit a scenario file must respect, in one place: the decoder enforces them, the schema
/// states them, and `rules` lists them for the README. They keep a run bounded — at most
/// 600 s × 240 Hz = 144,000 frames and 10,000 touch samples — and refuse values that are
/// physically absurd rather than merely unusual.
public enum ScenarioLimits {
    /// Files larger than this are refused before parsing.
    public static let maxFileBytes = 1 << 20
    /// Arrays and objects nested deeper than this are refused by the parser.
    public static let maxNestingDepth = 64
    /// At most this many problems are listed for one file; the rest are counted.
    public static let maxReportedIssues = 50

    public static let nameMaxLength = 100
    public static let descriptionMaxLength = 10_000

    /// Simulated seconds.
    public static let duration = NumberRange.above(0, atMost: 600).unit("seconds")
    /// Hz.
    public static let frameRate = NumberRange.closed(1, 240).unit("Hz")
    public static var maxFrames: Int { 600 * 240 }

    public static let viewportSize = NumberRange.closed(100, 4000).unit("points")
    public static let safeAreaInset = NumberRange.closed(0, 1000).unit("points")
    public static let screenScale = NumberRange.closed(1, 4).unit("pixels per point")

    public static let contentHeight = NumberRange.closed(0, 1_000_000).unit("points")
    public static let initialOffset = NumberRange.magnitude(atMost: 1_000_000).unit("points")

    public static let decelerationRate = NumberRange.open(0, 1)
    public static let rubberBandCoefficient = NumberRange.above(0, atMost: 1)
    public static let panHysteresis = NumberRange.closed(0, 100).unit("points")

    public static let maxGestures = 1_000
    /// Touch samples across all gestures of a scenario.
    public static let maxTouchSamples = 10_000
    /// Gesture start `at`, also bounded by the scenario's `duration`.
    public static let gestureStart = NumberRange.closed(0, 600).unit("seconds")
    public static let gestureDuration = NumberRange.above(0, atMost: 600).unit("seconds")
    public static let holdAfter = NumberRange.closed(0, 600).unit("seconds")
    /// Finger travel, and touch sample `y`, in points.
    public static let fingerTravel = NumberRange.magnitude(atMost: 10_000).unit("points")
    /// Touch sample time relative to the gesture's `at`.
    public static let touchTime = NumberRange.closed(0, 600).unit("seconds")

    /// Loader times: `seconds`, `commitAfter`, `finishAfter`.
    public static let loaderTime = NumberRange.above(0, atMost: 600).unit("seconds")
    public static let appendHeight = NumberRange.closed(0, 1_000_000).unit("points")
    public static let pageHeight = NumberRange.closed(0, 1_000_000).unit("points")
    public static let redirects = NumberRange.closed(0, 20)

    /// MJRefresh's `triggerAutomaticallyRefreshPercent`: meant for −1…1; issues #1500 and #1618
    /// use −30 and −50.
    public static let triggerPercent = NumberRange.magnitude(atMost: 100)
    /// `autoTriggerTimes`: −1 is unlimited.
    public static let autoTriggerTimes = NumberRange.closed(-1, 1000)
    public static let noMoreDataAfter = NumberRange.closed(0, 1000)
    public static let maxActions = 1_000
    /// App action times (also bounded by the scenario's `duration`).
    public static let actionTime = NumberRange.closed(0, 600)
    /// A content offset an action sets.
    public static let actionOffset = NumberRange.magnitude(atMost: 1_000_000)
    public static let heightChange = NumberRange.magnitude(atMost: 1_000_000)

    /// `content.rowHeight`: UITableView rows are rarely under a few points or over a screen.
    public static let rowHeight = NumberRange.closed(1, 10_000).unit("points")
    /// Every `mainThread` cost: a 5 s block already freezes the screen for 300 frames.
    public static let mainThreadCost = NumberRange.closed(0, 5_000).unit("ms")

    /// `expect.hitchTimeRatio` bounds: 1000 ms/s is every moment spent hitching.
    public static let hitchTimeRatio = NumberRange.closed(0, 1000).unit("ms/s")

    /// Every `analysis` threshold.
    public static let threshold = NumberRange.above(0, atMost: 1_000_000)

    /// `expect.refreshes` and `expect.loadMores`, exact or as min/max.
    public static let expectedCount = NumberRange.closed(0, 1_000_000)

    /// The limits as (field, rule) pairs, for documentation.
    public static var rules: [(field: String, rule: String)] {
        [
            ("file size", "at most \(maxFileBytes) bytes (1 MiB)"),
            ("nesting", "at most \(maxNestingDepth) levels of arrays and objects"),
            ("name", "1…\(nameMaxLength) characters: letters, digits, '.', '_', '-' (not starting with '.')"),
            ("description", "at most \(descriptionMaxLength) characters"),
            ("duration", "\(duration) s"),
            ("frameRate", "\(frameRate) Hz (so at most \(maxFrames) frames)"),
            ("device.viewportHeight, device.viewportWidth", "\(viewportSize) pt"),
            ("device.topInset, device.bottomInset", "\(safeAreaInset) pt, together less than viewportHeight"),
            ("device.screenScale", "\(screenScale)"),
            ("content.height", "\(contentHeight) pt"),
            ("content.initialOffset", "\"top\", \"bottom\" or \(initialOffset) pt"),
            ("content.rowHeight", "\(rowHeight) pt"),
            ("physics.decelerationRate", "\"normal\", \"fast\" or \(decelerationRate)"),
            ("physics.rubberBandCoefficient", "\(rubberBandCoefficient)"),
            ("physics.panHysteresis", "\(panHysteresis) pt"),
            ("gestures", "at most \(maxGestures), inside [0, duration], not overlapping in time"),
            ("gestures[].at", "\(gestureStart) s and <= duration"),
            ("gestures[].duration", "\(gestureDuration) s"),
            ("gestures[].holdAfter", "\(holdAfter) s"),
            ("gestures[].distance, touches y", "\(fingerTravel) pt"),
            ("gestures[].touches", "1 or more [t, y] pairs, t \(touchTime) s and increasing; at most \(maxTouchSamples) in all gestures"),
            ("loader seconds, commitAfter, finishAfter", "\(loaderTime) s; finishAfter >= commitAfter"),
            ("loader.height (append)", "\(appendHeight) pt"),
            ("loader.pageHeight", "\(pageHeight) pt"),
            ("loader.redirects", "whole number \(redirects)"),
            ("mainThread.*Ms", "\(mainThreadCost) ms"),
            ("analysis.*", "\(threshold)"),
            ("expect.hitchTimeRatio", "{\"min\", \"max\"}, each \(hitchTimeRatio) ms/s, min <= max"),
            ("expect.refreshes, expect.loadMores", "whole number \(expectedCount), or {\"min\", \"max\"} with min <= max"),
        ]
    }
}
