/// An interval a scenario number must lie in, with open or closed ends. Used by the decoder for
/// its messages ("must be > 0") and by the schema for its bounds, so the two always agree.
public struct NumberRange: Sendable, Equatable, CustomStringConvertible {
    public struct Bound: Sendable, Equatable {
        public var value: Double
        public var inclusive: Bool
    }

    public var lower: Bound?
    public var upper: Bound?
    /// What the number counts, named in messages after the rule (`seconds`) and on axes (`s`).
    public var unit: Unit?

    public struct Unit: Sendable, Equatable {
        /// In messages: "must be <= 600 (seconds)".
        public let name: String
        /// On axes and in tables: `s`, `pt`.
        public let symbol: String

        public static let seconds = Unit(name: "seconds", symbol: "s")
        public static let points = Unit(name: "points", symbol: "pt")
        public static let hertz = Unit(name: "Hz", symbol: "Hz")
        public static let pointsPerSecond = Unit(name: "points per second", symbol: "pt/s")
        public static let pixelsPerPoint = Unit(name: "pixels per point", symbol: "px/pt")
        public static let milliseconds = Unit(name: "ms", symbol: "ms")
        /// A hitch time ratio: ms of hitch per second animating.
        public static let millisecondsPerSecond = Unit(name: "ms/s", symbol: "ms/s")
    }

    public init(lower: Bound?, upper: Bound?) {
        self.lower = lower
        self.upper = upper
    }

    /// The same range, its messages naming `unit`: "must be <= 600 (seconds)".
    public func unit(_ unit: Unit) -> NumberRange {
        var range = self
        range.unit = unit
        return range
    }

    /// `a…b`, both ends allowed.
    public static func closed(_ a: Double, _ b: Double) -> NumberRange {
        NumberRange(lower: Bound(value: a, inclusive: true), upper: Bound(value: b, inclusive: true))
    }

    /// `(a, b]`: above `a`, at most `b`.
    public static func above(_ a: Double, atMost b: Double) -> NumberRange {
        NumberRange(lower: Bound(value: a, inclusive: false), upper: Bound(value: b, inclusive: true))
    }

    /// `(a, b)`: both ends excluded.
    public static func open(_ a: Double, _ b: Double) -> NumberRange {
        NumberRange(lower: Bound(value: a, inclusive: false), upper: Bound(value: b, inclusive: false))
    }

    /// `|x| ≤ m`.
    public static func magnitude(atMost m: Double) -> NumberRange { .closed(-m, m) }

    public func contains(_ x: Double) -> Bool {
        violation(x) == nil
    }

    /// The rule `x` breaks, e.g. "must be > 0", or nil when `x` is inside.
    public func violation(_ x: Double) -> String? {
        guard x.isFinite else { return "must be a finite number" }
        return bareViolation(x).map { rule in unit.map { "\(rule) (\($0.name))" } ?? rule }
    }

    private func bareViolation(_ x: Double) -> String? {
        if let lower, Self.isBelow(x, lower) {
            return "must be \(lower.inclusive ? ">=" : ">") \(Format.shortest(lower.value))"
        }
        if let upper, Self.isAbove(x, upper) {
            return "must be \(upper.inclusive ? "<=" : "<") \(Format.shortest(upper.value))"
        }
        return nil
    }

    private static func isBelow(_ x: Double, _ lower: Bound) -> Bool { x < lower.value || (!lower.inclusive && x == lower.value) }
    private static func isAbove(_ x: Double, _ upper: Bound) -> Bool { x > upper.value || (!upper.inclusive && x == upper.value) }

    /// The bounds without the unit, a plain value: what `FieldTable` checks a number against
    /// without copying the unit's names.
    struct Bounds: Sendable {
        let lower: Bound?
        let upper: Bound?

        /// `violation(x) == nil`, without the words.
        func admits(_ x: Double) -> Bool {
            x.isFinite && !(lower.map { NumberRange.isBelow(x, $0) } ?? false) && !(upper.map { NumberRange.isAbove(x, $0) } ?? false)
        }
    }

    var bounds: Bounds { Bounds(lower: lower, upper: upper) }

    /// "between 1 and 240", "> 0 and <= 600", ">= 0", for documentation.
    public var description: String {
        switch (lower, upper) {
        case let (lower?, upper?) where lower.inclusive && upper.inclusive:
            "\(Format.shortest(lower.value))…\(Format.shortest(upper.value))"
        case let (lower?, upper?):
            "\(lower.inclusive ? ">=" : ">") \(Format.shortest(lower.value)) and \(upper.inclusive ? "<=" : "<") \(Format.shortest(upper.value))"
        case let (lower?, nil):
            "\(lower.inclusive ? ">=" : ">") \(Format.shortest(lower.value))"
        case let (nil, upper?):
            "\(upper.inclusive ? "<=" : "<") \(Format.shortest(upper.value))"
        case (nil, nil):
            "any finite number"
        }
    }
}
