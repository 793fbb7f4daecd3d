/// Detection thresholds (`analysis` in a scenario file). Defaults are those of
/// `reference/glitches.md`.
public struct GlitchThresholds: Sendable, Equatable {
    // Each threshold's meaning and unit is its field's summary and range in `fields`, below.
    public var jumpUnderFingerPoints: Double = 2
    public var offsetJumpPoints: Double = 8
    public var offsetJumpFactor: Double = 3
    public var stuckSpinnerSeconds: Double = 30
    public var stuckAfterLoadSeconds: Double = 1
    public var hiddenWhileLoadingSeconds: Double = 0.3
    public var releaseLagSeconds: Double = 0.1
    public var insetDriftPoints: Double = 0.5
    public var flingMovingSpeed: Double = 50
    public var flingStoppedSpeed: Double = 5
    /// hitch: Xcode Organizer's bands for the hitch time ratio (ms/s), per "Understanding hitches
    /// in your app": good up to 10, warning up to 25, critical up to 50, above that "needs
    /// immediate attention". (The 2021 tech talks used 5 and 10.)
    public var hitchGoodRatio: Double = 10
    public var hitchWarningRatio: Double = 25
    public var hitchCriticalRatio: Double = 50
    public var contentShiftPoints: Double = 2
    public var positionLostPoints: Double = 0.5
    public var stalledFeedSeconds: Double = 2
    public var blankRowsPoints: Double = 8

    public init() {}

    /// The `analysis` block's keys, declared once for the decoder, the schema, `list` and sweeps.
    public static let fields = FieldGroup(
        "analysis", defaults: GlitchThresholds(),
        [
            .number(
                "jumpUnderFingerPoints", \.jumpUnderFingerPoints, in: points,
                "jumpUnderFinger: movement beyond what the finger explains, per frame (pt)."),
            .number("offsetJumpPoints", \.offsetJumpPoints, in: points, "offsetJump: smallest jump that counts (pt)."),
            .number(
                "offsetJumpFactor", \.offsetJumpFactor, in: ScenarioLimits.threshold,
                "offsetJump: multiple of the median |Δy| of the previous 3 frames a jump must exceed."),
            .number("stuckSpinnerSeconds", \.stuckSpinnerSeconds, in: seconds, "stuckSpinner: longest acceptable refresh (s)."),
            .number(
                "stuckAfterLoadSeconds", \.stuckAfterLoadSeconds, in: seconds,
                "stuckSpinner: how long the indicator may outlive the load (s)."),
            .number(
                "hiddenWhileLoadingSeconds", \.hiddenWhileLoadingSeconds, in: seconds,
                "hiddenWhileLoading: how long a load may run with nothing on screen (s)."),
            .number(
                "releaseLagSeconds", \.releaseLagSeconds, in: seconds,
                "releaseLag: longest acceptable delay from the lift to the first response (s)."),
            .number("insetDriftPoints", \.insetDriftPoints, in: points, "insetDrift: tolerated inset difference at rest (pt)."),
            .number("flingMovingSpeed", \.flingMovingSpeed, in: speed, "flingKilled: a fling is moving above this speed (pt/s)."),
            .number(
                "flingStoppedSpeed", \.flingStoppedSpeed, in: speed,
                "flingKilled: and killed when the next frame is below this one (pt/s)."),
            .number(
                "hitchGoodRatio", \.hitchGoodRatio, in: ratio,
                "hitch: highest hitch time ratio that is good (ms/s); above it, a warning."),
            .number(
                "hitchWarningRatio", \.hitchWarningRatio, in: ratio,
                "hitch: highest ratio that is only a warning (ms/s); above it, critical."),
            .number(
                "hitchCriticalRatio", \.hitchCriticalRatio, in: ratio,
                "hitch: highest ratio that is critical (ms/s); above it, needs immediate attention."),
            .number(
                "contentShiftPoints", \.contentShiftPoints, in: points,
                "contentShift: how far rows on screen may move by themselves in one frame (pt)."),
            .number(
                "positionLostPoints", \.positionLostPoints, in: points,
                "positionLost: how far an update above the screen may move the row being read (pt)."),
            .number(
                "stalledFeedSeconds", \.stalledFeedSeconds, in: seconds,
                "stalledFeed: how long rows short of the screen may wait for a load-more (s)."),
            .number(
                "blankRowsPoints", \.blankRowsPoints, in: points,
                "blankRows: how much of the screen where rows are may show none (pt)."),
        ])

    private static let points = ScenarioLimits.threshold.unit(.points)
    private static let seconds = ScenarioLimits.threshold.unit(.seconds)
    private static let speed = ScenarioLimits.threshold.unit(.pointsPerSecond)
    private static let ratio = ScenarioLimits.threshold.unit(.millisecondsPerSecond)

    /// The JSON keys of the `analysis` block, in declaration order.
    public static var keys: [String] { fields.keys }
}
