/// UIKit rounds offsets to the pixel grid: 1/screenScale points.
public struct PixelGrid: Sendable, Equatable {
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale
    }

    @inline(__always)
    public func round(_ value: Double) -> Double {
        // `+ 0` folds −0 into 0 so printed timelines never show "-0.0".
        Self.roundedHalfAway(value * scale) / scale + 0
    }

    /// `x.rounded()` (to nearest, ties away from zero), but for a zero's sign, which `round`'s
    /// `+ 0` folds. Below 2⁵² (every double with a fraction) the whole part is a conversion
    /// to Int64 and back and the fraction `x − whole` is exact; the rest goes to `rounded()`,
    /// which on x86-64 is a call of libm's `round` (the baseline has no rounding instruction):
    /// that call was a fifth of an offset change's instructions (callgrind).
    @inline(__always)
    static func roundedHalfAway(_ x: Double) -> Double {
        guard abs(x) < 0x1p52 else { return x.rounded() }
        let whole = Double(Int64(x))
        let fraction = x - whole
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }
}
