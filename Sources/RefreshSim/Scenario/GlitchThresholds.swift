/// Detection thresholds (`analysis` in a scenario file). Defaults are those of
/// `reference/glitches.md`.
public struct GlitchThresholds: Sendable, Equatable {
    /// jumpUnderFinger: screen movement beyond what the finger explains, per frame (pt).
    public var jumpUnderFingerPoints: Double = 2
    /// offsetJump: minimum visible jump (pt) ...
    public var offsetJumpPoints: Double = 8
    /// ... and the multiple of the median |Δy| of the previous 3 frames it must exceed.
    public var offsetJumpFactor: Double = 3
    /// stuckSpinner: longest acceptable refresh (s).
    public var stuckSpinnerSeconds: Double = 30
    /// stuckSpinner: how long the indicator may stay after the load ended (s).
    public var stuckAfterLoadSeconds: Double = 1
    /// hiddenWhileLoading: how long a load may run with nothing visible (s).
    public var hiddenWhileLoadingSeconds: Double = 0.3
    /// releaseLag: longest acceptable delay between touch-up and the first visible response (s).
    public var releaseLagSeconds: Double = 0.1
    /// insetDrift: tolerated inset difference at rest (pt).
    public var insetDriftPoints: Double = 0.5
    /// flingKilled: a fling is "moving" above this speed (pt/s) ...
    public var flingMovingSpeed: Double = 50
    /// ... and "killed" when the next frame is below this one (pt/s).
    public var flingStoppedSpeed: Double = 5

    public init() {}

    /// The `analysis` block's keys, declared once for the decoder, the schema, `list` and sweeps.
    public static let fields = FieldGroup("analysis", defaults: GlitchThresholds(), [
        .number("jumpUnderFingerPoints", \.jumpUnderFingerPoints, in: points,
                "jumpUnderFinger: movement beyond what the finger explains, per frame (pt)."),
        .number("offsetJumpPoints", \.offsetJumpPoints, in: points, "offsetJump: smallest jump that counts (pt)."),
        .number("offsetJumpFactor", \.offsetJumpFactor, in: ScenarioLimits.threshold,
                "offsetJump: multiple of the median |Δy| of the previous 3 frames a jump must exceed."),
        .number("stuckSpinnerSeconds", \.stuckSpinnerSeconds, in: seconds, "stuckSpinner: longest acceptable refresh (s)."),
        .number("stuckAfterLoadSeconds", \.stuckAfterLoadSeconds, in: seconds,
                "stuckSpinner: how long the indicator may outlive the load (s)."),
        .number("hiddenWhileLoadingSeconds", \.hiddenWhileLoadingSeconds, in: seconds,
                "hiddenWhileLoading: how long a load may run with nothing on screen (s)."),
        .number("releaseLagSeconds", \.releaseLagSeconds, in: seconds,
                "releaseLag: longest acceptable delay from the lift to the first response (s)."),
        .number("insetDriftPoints", \.insetDriftPoints, in: points, "insetDrift: tolerated inset difference at rest (pt)."),
        .number("flingMovingSpeed", \.flingMovingSpeed, in: speed, "flingKilled: a fling is moving above this speed (pt/s)."),
        .number("flingStoppedSpeed", \.flingStoppedSpeed, in: speed,
                "flingKilled: and killed when the next frame is below this one (pt/s)."),
    ])

    private static let points = ScenarioLimits.threshold.unit(.points)
    private static let seconds = ScenarioLimits.threshold.unit(.seconds)
    private static let speed = ScenarioLimits.threshold.unit(.pointsPerSecond)

    /// The JSON keys of the `analysis` block, in declaration order.
    public static var keys: [String] { fields.keys }
}
