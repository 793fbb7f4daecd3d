/// UIPanGestureRecognizer's release velocity: each touch sample gives `v_i = Δy/Δt`; the
/// velocity is `0.2·v_latest + 0.8·v_previous` (reference/uikit-scroll-model.md, "Release
/// velocity"). Lifting the finger adds no sample.
public struct VelocityTracker: Sendable, Equatable {
    private var lastSample: (time: Double, y: Double)?
    private var latest: Double?
    private var previous: Double?

    public init() {}

    /// Adds a sample: `time` in seconds, `y` in points.
    public mutating func addSample(time: Double, y: Double) {
        if let last = lastSample, time > last.time {
            previous = latest
            latest = (y - last.y) / (time - last.time)
        }
        lastSample = (time, y)
    }

    /// Points per second in the direction of `y`. With a single measured interval it is that
    /// interval's velocity; with none, 0.
    public var velocity: Double {
        guard let latest else { return 0 }
        return 0.2 * latest + 0.8 * (previous ?? latest)
    }

    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        lhs.latest == rhs.latest && lhs.previous == rhs.previous
            && lhs.lastSample?.time == rhs.lastSample?.time && lhs.lastSample?.y == rhs.lastSample?.y
    }
}
