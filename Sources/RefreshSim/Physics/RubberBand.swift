/// UIScrollView's rubber band: how far the content follows a finger dragging past an edge.
///
/// `shown = (1 − 1/(x·c/d + 1))·d` for a finger `x` points past the edge, with `d` the bounds
/// height and `c` the coefficient (0.55) — reference/uikit-scroll-model.md, "Dragging and
/// rubber-banding" (public check values at d = 960: 5 → 2.74, 100 → 52.02, 960 → 340.65).
public struct RubberBand: Sendable, Equatable {
    public var coefficient: Double
    public var dimension: Double

    public init(coefficient: Double = 0.55, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// Visible stretch for a finger `overscroll` points past the edge (both ≥ 0).
    public func stretch(forOverscroll overscroll: Double) -> Double {
        let x = max(overscroll, 0)
        return (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    }

    /// The inverse: the finger overscroll that produces a visible `stretch`. UIKit uses it when
    /// a drag starts on a stretched view, so the finger re-grabs the content without a jump.
    public func overscroll(forStretch stretch: Double) -> Double {
        // The stretch approaches `dimension` asymptotically; keep the division finite.
        let b = min(max(stretch, 0), dimension * (1 - 1e-9))
        return (dimension / coefficient) * b / (dimension - b)
    }

    /// Offset shown for an unconstrained (`raw`) offset, with the legal range `[minimum, maximum]`.
    public func offset(forRaw raw: Double, minimum: Double, maximum: Double) -> Double {
        if raw < minimum { return minimum - stretch(forOverscroll: minimum - raw) }
        if raw > maximum { return maximum + stretch(forOverscroll: raw - maximum) }
        return raw
    }

    /// The unconstrained offset that shows `offset`: the inverse of `offset(forRaw:…)`.
    public func raw(forOffset offset: Double, minimum: Double, maximum: Double) -> Double {
        if offset < minimum { return minimum - overscroll(forStretch: minimum - offset) }
        if offset > maximum { return maximum + overscroll(forStretch: offset - maximum) }
        return offset
    }
}
