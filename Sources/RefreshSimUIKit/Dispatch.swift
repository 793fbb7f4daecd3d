import RefreshSim

/// `DispatchTime` on the simulated clock: seconds since the scenario began.
public struct DispatchTime: Sendable, Comparable {
    public var seconds: Double

    public static func now() -> DispatchTime {
        DispatchTime(seconds: UIKitEnvironment.current?.host.runtime.now ?? 0)
    }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }
}

public enum DispatchTimeInterval: Sendable, Equatable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var seconds: Double {
        switch self {
        case let .seconds(n): Double(n)
        case let .milliseconds(n): Double(n) / 1e3
        case let .microseconds(n): Double(n) / 1e6
        case let .nanoseconds(n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

/// `DispatchQueue.main`: blocks run on the simulated main queue, between display frames, in
/// deadline order (`MainQueue`). Only the main queue exists; refresh code has no other.
public final class DispatchQueue: Sendable {
    public static let main = DispatchQueue()

    private init() {}

    private var queue: MainQueue? { UIKitEnvironment.current?.host.main }

    public func async(execute work: @escaping () -> Void) {
        queue?.async(execute: work)
    }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        // A block asked for `.never` never runs, as in Dispatch.
        guard deadline.seconds.isFinite else { return }
        queue?.asyncAfter(deadline: deadline.seconds, execute: work)
    }
}
