import RefreshSim
import Foundation

/// Maps a data interval onto a pixel interval.
struct LinearScale {
    var domain: ClosedRange<Double>
    var range: ClosedRange<Double>
    /// Whether larger values map to smaller pixel coordinates (a y axis growing upwards).
    var flipped = false

    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        let t = span > 0 ? (value - domain.lowerBound) / span : 0.5
        let u = flipped ? 1 - t : t
        return range.lowerBound + u * (range.upperBound - range.lowerBound)
    }
}

/// Round-number axis ticks: steps of 1, 2 or 5 × 10ⁿ.
struct NiceTicks {
    let values: [Double]
    let step: Double

    /// Ticks covering `domain` with about `target` intervals.
    init(covering domain: ClosedRange<Double>, target: Int) {
        let span = domain.upperBound - domain.lowerBound
        guard span.isFinite, span > 0, target > 0 else {
            values = [domain.lowerBound]
            step = 1
            return
        }
        let raw = span / Double(target)
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        // Round to the nearest of 1, 2, 5, 10 on a log scale (so 0.51 s steps become 0.5 s, not 1 s).
        let nice: Double = fraction >= 50.squareRoot() ? 10 : fraction >= 10.squareRoot() ? 5 : fraction >= 2.squareRoot() ? 2 : 1
        let step = nice * magnitude
        self.step = step
        let first = ceil(domain.lowerBound / step - 1e-9)
        let last = floor(domain.upperBound / step + 1e-9)
        guard first.isFinite, last.isFinite, last - first < 1000 else {
            values = [domain.lowerBound, domain.upperBound]
            return
        }
        values = stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// A domain widened outwards to whole steps, so the axis ends on a tick.
    static func expanded(_ domain: ClosedRange<Double>, target: Int) -> ClosedRange<Double> {
        let ticks = NiceTicks(covering: domain, target: target)
        let lower = floor(domain.lowerBound / ticks.step + 1e-9) * ticks.step
        let upper = ceil(domain.upperBound / ticks.step - 1e-9) * ticks.step
        return lower < upper ? lower...upper : domain
    }

    /// A tick label with as many decimals as the step needs, and a true minus sign.
    func label(_ value: Double) -> String {
        // A degenerate step (0 or not finite) would make the count of decimals infinite.
        let decimals = step >= 1 || !(step > 0) || !step.isFinite ? 0 : min(6, Int(ceil(-log10(step) - 1e-9)))
        let text = Format.fixed(abs(value) < step / 1e6 ? 0 : value, decimals)
        // `String(…)`: a String and a Substring added go through generic code that asks at run
        // time whether Substring is a Collection (a scan of every conformance record, ≈ 0.27 M
        // instructions, the first time).
        return text.hasPrefix("-") ? "−" + String(text.dropFirst()) : text
    }
}
