/// The simulated main thread: its clock, its queue and the event log every component writes to.
///
/// Time only moves forward: frame by frame, or to a queued block's deadline while it runs.
public final class Runtime {
    public let frameRate: Double
    let clock: SimulationClock
    /// `DispatchQueue.main`.
    public let main: MainQueue
    @exclusivity(unchecked) public private(set) var events: [TimelineEvent] = []

    public init(frameRate: Double) {
        self.frameRate = frameRate
        clock = SimulationClock()
        main = MainQueue(clock: clock)
    }

    /// Seconds since the scenario began.
    public internal(set) var now: Double {
        get { clock.now }
        set { clock.now = newValue }
    }

    /// The frame being prepared: events recorded now show in this frame's sample.
    public internal(set) var frame: Int {
        get { clock.frame }
        set { clock.frame = newValue }
    }

    /// Milliseconds per display frame.
    public var frameDuration: Double { 1000 / frameRate }

    public func record(_ name: String, from source: EventSource, _ attributes: [String: String] = [:]) {
        events.append(TimelineEvent(time: now, frame: frame, name: name, source: source, attributes: attributes))
    }

    /// Moves the clock to the frame at `time`, running every main-queue block due by then first.
    func beginFrame(_ index: Int, at time: Double) {
        frame = index
        main.runBlocks(dueBy: time)
        now = max(now, time)
    }
}

/// Simulated time, shared by the runtime and its main queue.
final class SimulationClock {
    @exclusivity(unchecked) var now: Double = 0
    @exclusivity(unchecked) var frame: Int = 0
}
