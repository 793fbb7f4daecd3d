/// The rubber band a finger drags against, as analysis needs it: where a finger move of Δ should put
/// the offset. A private copy of the engine's formula (reference: uikit-scroll-model.md) until the
/// engine's physics type is public; analysis must not depend on the simulator's internals.
struct DragRubberBand {
    /// Bounds height `d` (pt).
    var dimension: Double
    /// `c` (UIKit: 0.55).
    var coefficient: Double

    private var isUsable: Bool {
        dimension > 0 && dimension.isFinite && coefficient > 0 && coefficient.isFinite
    }

    /// Shown distance past the edge for a raw distance `x`: `(1 − 1/(x·c/d + 1))·d`.
    func stretched(_ x: Double) -> Double {
        guard isUsable else { return x }
        return (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    }

    /// The inverse: raw distance for a shown distance `b`, `x = (d/c)·b/(d − b)`.
    func unstretched(_ b: Double) -> Double {
        guard isUsable else { return b }
        let shown = min(b, dimension * 0.999_999)
        return (dimension / coefficient) * shown / (dimension - shown)
    }

    /// The offset after the finger moves `fingerMove` (pt, down positive) from `offset`, with the
    /// legal range `lower…upper` unchanged.
    func offset(afterFingerMove fingerMove: Double, from offset: Double, lower: Double, upper: Double) -> Double {
        let low = min(lower, upper), high = max(lower, upper)
        let raw: Double
        if offset < low {
            raw = low - unstretched(low - offset)
        } else if offset > high {
            raw = high + unstretched(offset - high)
        } else {
            raw = offset
        }
        let moved = raw - fingerMove
        if moved < low { return low - stretched(low - moved) }
        if moved > high { return high + stretched(moved - high) }
        return moved
    }
}
