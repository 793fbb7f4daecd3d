#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

/// A `SimulatedScheduler`'s time: seconds since the scenario began.
public struct SimulatedSchedulerTime: Strideable, Hashable, Sendable {
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    public func distance(to other: SimulatedSchedulerTime) -> Stride {
        Stride(seconds: other.seconds - seconds)
    }

    public func advanced(by n: Stride) -> SimulatedSchedulerTime {
        SimulatedSchedulerTime(seconds: seconds + n.seconds)
    }

    /// A span of simulated seconds (`.milliseconds(300)` in `debounce(for:scheduler:)`).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByFloatLiteral
    {
        public var seconds: Double

        public init(seconds: Double) { self.seconds = seconds }
        public init(floatLiteral value: Double) { seconds = value }
        public init(integerLiteral value: Int) { seconds = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Double(exactly: source) else { return nil }
            seconds = value
        }

        public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

        public var magnitude: Stride { Stride(seconds: abs(seconds)) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.seconds += rhs.seconds }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.seconds -= rhs.seconds }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.seconds *= rhs.seconds }
    }
}
