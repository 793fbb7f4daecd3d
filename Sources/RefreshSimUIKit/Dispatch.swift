import RefreshSim

// Dispatch's `DispatchQueue.main` and `DispatchTime.now()` run on the wall clock, and a type of the
// same name here would be ambiguous beside Foundation. So the simulated clock has its own names,
// reached from Dispatch's types: `refreshsim port` rewrites `DispatchQueue.main` to
// `DispatchQueue.simulatedMain` and `DispatchTime.now()` to `DispatchTime.simulatedNow()`.
// `.now()` inside `simulatedMain.asyncAfter(deadline: .now() + 0.3)` is already the simulated one.

/// A point on the simulated clock: seconds since the scenario began.
public struct SimulatedTime: Sendable, Comparable, Hashable {
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// Now on the run's clock; 0 outside a run.
    public static func now() -> SimulatedTime {
        SimulatedTime(seconds: UIKitEnvironment.current?.host.runtime.now ?? 0)
    }

    public static let distantFuture = SimulatedTime(seconds: .infinity)

    /// Nanoseconds since the scenario began, like `DispatchTime.uptimeNanoseconds`.
    public var uptimeNanoseconds: UInt64 {
        seconds.isFinite ? UInt64(max(seconds, 0) * 1e9) : .max
    }

    public static func + (time: SimulatedTime, seconds: Double) -> SimulatedTime {
        SimulatedTime(seconds: time.seconds + seconds)
    }

    public static func - (time: SimulatedTime, seconds: Double) -> SimulatedTime {
        SimulatedTime(seconds: time.seconds - seconds)
    }

    public static func + (time: SimulatedTime, interval: DispatchTimeInterval) -> SimulatedTime {
        SimulatedTime(seconds: time.seconds + interval.simulatedSeconds)
    }

    public static func < (lhs: SimulatedTime, rhs: SimulatedTime) -> Bool { lhs.seconds < rhs.seconds }
}

extension DispatchTimeInterval {
    var simulatedSeconds: Double {
        switch self {
        case let .seconds(n): Double(n)
        case let .milliseconds(n): Double(n) / 1e3
        case let .microseconds(n): Double(n) / 1e6
        case let .nanoseconds(n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

/// The main queue on the simulated clock: blocks run between display frames, in deadline order
/// (`MainQueue`). Every queue a ported file names is this one: a run has one thread.
public final class SimulatedQueue: Sendable {
    static let main = SimulatedQueue()

    private init() {}

    private var queue: MainQueue? { UIKitEnvironment.current?.host.main }

    public func async(execute work: @escaping () -> Void) {
        queue?.async(execute: work)
    }

    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        async(execute: work)
    }

    public func async(execute item: DispatchWorkItem) {
        async { if !item.isCancelled { item.perform() } }
    }

    public func asyncAfter(deadline: SimulatedTime, execute work: @escaping () -> Void) {
        // A block asked for `.never` (or the distant future) never runs, as in Dispatch.
        guard deadline.seconds.isFinite else { return }
        queue?.asyncAfter(deadline: deadline.seconds, execute: work)
    }

    public func asyncAfter(
        deadline: SimulatedTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        asyncAfter(deadline: deadline, execute: work)
    }

    public func asyncAfter(deadline: SimulatedTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }

    /// Already on the only thread a run has: runs `work` now.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }
}

extension DispatchQueue {
    /// `DispatchQueue.main` on the simulated clock.
    public static var simulatedMain: SimulatedQueue { .main }

    /// `DispatchQueue.global(qos:)` as the simulated main queue: work a library sends to the
    /// background runs on the run's one thread, in order, so runs stay deterministic.
    public static func simulatedGlobal(qos: DispatchQoS.QoSClass = .default) -> SimulatedQueue { .main }
}

extension DispatchTime {
    /// `DispatchTime.now()` on the simulated clock.
    public static func simulatedNow() -> SimulatedTime { .now() }
}

extension Date {
    /// `Date()` on the simulated clock: the reference date (2001-01-01 00:00:00 UTC) plus the
    /// scenario's seconds, so intervals between two readings are simulated time and every run
    /// reads the same dates.
    public static func simulatedNow() -> Date {
        Date(timeIntervalSinceReferenceDate: SimulatedTime.now().seconds)
    }
}
