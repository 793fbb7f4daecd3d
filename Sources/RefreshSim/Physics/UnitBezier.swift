/// A cubic Bézier timing curve from (0, 0) to (1, 1) through the control points (x1, y1) and
/// (x2, y2), as Core Animation's `CAMediaTimingFunction(controlPoints:)` and CSS's
/// `cubic-bezier()`: the value at a time is y(s) where x(s) is that time, s found by Newton's
/// method and, where that stalls, by bisection (WebKit's `UnitBezier` works the same way).
public struct UnitBezier: Sendable, Equatable, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// Core Animation's named curves (`CAMediaTimingFunctionName`): the control points
    /// `getControlPoint(at:values:)` reports for them, the same as CSS's named curves.
    public static let linear = UnitBezier(0, 0, 1, 1)
    public static let easeIn = UnitBezier(0.42, 0, 1, 1)
    public static let easeOut = UnitBezier(0, 0, 0.58, 1)
    public static let easeInEaseOut = UnitBezier(0.42, 0, 0.58, 1)
    public static let `default` = UnitBezier(0.25, 0.1, 0.25, 1)

    /// Progress of the value at `time` (0…1; outside that the curve is held at its ends).
    public func value(_ time: Double) -> Double {
        let t = min(max(time, 0), 1)
        if t == 0 || t == 1 { return t }
        return Self.coordinate(solve(t), y1, y2)
    }

    /// B(s) for one coordinate with control values a and b: 3a·s(1−s)² + 3b·s²(1−s) + s³.
    private static func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * a * s * inverse * inverse + 3 * b * s * s * inverse + s * s * s
    }

    private static func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * a * inverse * inverse + 6 * (b - a) * s * inverse + 3 * (1 - b) * s * s
    }

    /// The parameter s with x(s) = t.
    private func solve(_ t: Double) -> Double {
        var s = t
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - t
            if abs(error) < 1e-12 { return s }
            let derivative = Self.slope(s, x1, x2)
            guard abs(derivative) > 1e-9 else { break }
            s -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        s = t
        for _ in 0..<100 {
            let x = Self.coordinate(s, x1, x2)
            if abs(x - t) < 1e-12 { return s }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
