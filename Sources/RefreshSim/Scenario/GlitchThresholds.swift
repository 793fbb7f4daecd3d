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

    /// The JSON keys of the `analysis` block, in declaration order.
    public static let keys = [
        "jumpUnderFingerPoints", "offsetJumpPoints", "offsetJumpFactor", "stuckSpinnerSeconds",
        "stuckAfterLoadSeconds", "hiddenWhileLoadingSeconds", "releaseLagSeconds", "insetDriftPoints",
        "flingMovingSpeed", "flingStoppedSpeed",
    ]

    public subscript(key: String) -> Double? {
        get {
            switch key {
            case "jumpUnderFingerPoints": jumpUnderFingerPoints
            case "offsetJumpPoints": offsetJumpPoints
            case "offsetJumpFactor": offsetJumpFactor
            case "stuckSpinnerSeconds": stuckSpinnerSeconds
            case "stuckAfterLoadSeconds": stuckAfterLoadSeconds
            case "hiddenWhileLoadingSeconds": hiddenWhileLoadingSeconds
            case "releaseLagSeconds": releaseLagSeconds
            case "insetDriftPoints": insetDriftPoints
            case "flingMovingSpeed": flingMovingSpeed
            case "flingStoppedSpeed": flingStoppedSpeed
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch key {
            case "jumpUnderFingerPoints": jumpUnderFingerPoints = newValue
            case "offsetJumpPoints": offsetJumpPoints = newValue
            case "offsetJumpFactor": offsetJumpFactor = newValue
            case "stuckSpinnerSeconds": stuckSpinnerSeconds = newValue
            case "stuckAfterLoadSeconds": stuckAfterLoadSeconds = newValue
            case "hiddenWhileLoadingSeconds": hiddenWhileLoadingSeconds = newValue
            case "releaseLagSeconds": releaseLagSeconds = newValue
            case "insetDriftPoints": insetDriftPoints = newValue
            case "flingMovingSpeed": flingMovingSpeed = newValue
            case "flingStoppedSpeed": flingStoppedSpeed = newValue
            default: break
            }
        }
    }
}
