/// A `Clock` on the run's simulated time, like swift-clocks' `TestClock` but advanced by the
/// simulator: `now` is the scenario's time, and `sleep` resumes when the simulated main queue
/// reaches the deadline, so a wait of one second takes one simulated second and no wall time.
/// Inject it where code takes `any Clock<Duration>`. Read off a run's thread, `now` is zero and
/// `sleep` waits on the continuous clock (nothing is simulated there).
public struct SimulatedClock: Clock {
    public struct Instant: InstantProtocol, Sendable, Hashable {
        /// Time since the scenario began.
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    public init() {}

    /// To the nanosecond, so that the time between two readings is what the simulator moved.
    public var now: Instant { Instant(offset: .nanoseconds(Int64(((RunScope.current?.now ?? 0) * 1e9).rounded()))) }

    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard let run = RunScope.current else {
            try await ContinuousClock().sleep(for: now.duration(to: deadline))
            return
        }
        // Counted from now, so a one-second wait ends exactly one second (as a Double) later.
        try await run.executor.sleep(untilSeconds: run.now + max(now.duration(to: deadline).seconds, 0))
    }
}

extension Task where Success == Never, Failure == Never {
    // These shadow the standard library's: in a run, the wait is on the simulated clock, exactly
    // (the standard library's computes a wall-clock deadline first). Off a run's thread they are
    // the standard library's.

    /// `Task.sleep(for:)` on the simulated clock.
    public static func sleep(for duration: Duration) async throws {
        try await SimulatedClock().sleep(for: duration)
    }

    /// `Task.sleep(nanoseconds:)` on the simulated clock.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await SimulatedClock().sleep(for: .nanoseconds(duration))
    }
}
