/// The ranges a trace's numbers must lie in. The decoder's messages and `trace.schema.json` both
/// read them.
public enum TraceLimits {
    /// A minute at 120 Hz takes about 4 MB; ten minutes fit with room to spare.
    public static let maxFileBytes = 64 << 20
    public static let maxFrames = ScenarioLimits.maxFrames
    public static let maxEvents = 1_000_000
    /// Seconds since the recording began.
    public static let time = NumberRange.closed(0, 3_600).unit(.seconds)
    public static let offset = NumberRange.magnitude(atMost: 10_000_000).unit(.points)
    public static let inset = NumberRange.magnitude(atMost: 100_000).unit(.points)
    public static let size = NumberRange.closed(0, 10_000_000).unit(.points)
    public static let viewSize = NumberRange.above(0, atMost: 100_000).unit(.points)
    public static let velocity = NumberRange.magnitude(atMost: 1_000_000).unit(.pointsPerSecond)
    public static let framesPerSecond = ScenarioLimits.frameRate
    public static let screenScale = ScenarioLimits.screenScale
    public static let decelerationRate = ScenarioLimits.decelerationRate
    public static let triggerDistance = NumberRange.closed(0, 100_000).unit(.points)
    /// A fact of an event: any finite number of this size.
    public static let fact = NumberRange.magnitude(atMost: 1e12)
    public static let textMaxLength = 200
}
