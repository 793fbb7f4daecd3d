/// Fixed-precision number text for events and reports, so output never depends on locale or
/// floating-point printing.
public enum Format {
    public static func points(_ value: Double) -> String { fixed(value, 2) }

    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return String(value) }
        let integer = Int64(scaled)
        let whole = integer / Int64(scale)
        let fraction = integer % Int64(scale)
        let sign = value < 0 && integer != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        var fractionText = String(fraction)
        while fractionText.count < digits { fractionText = "0" + fractionText }
        return "\(sign)\(whole).\(fractionText)"
    }
}
