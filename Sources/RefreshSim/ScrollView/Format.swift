/// The one number formatter: every number that becomes text (events, reports, finding
/// sentences, chart labels, JSON) goes through here, so output never depends on locale or
/// floating-point printing, and a value that rounds to zero never prints as "-0".
public enum Format {
    /// `957.00`: offsets and heights in events, CSV and reports.
    public static func points(_ value: Double) -> String { fixed(value, 2) }

    /// `30.0 pt`: a distance in a sentence.
    public static func distance(_ value: Double) -> String { fixed(value, 1) + " pt" }

    /// `4.28 s`: a time in a sentence or on a chart.
    public static func duration(_ value: Double) -> String { fixed(value, 2) + " s" }

    /// `640.0 pt/s`: a speed in a sentence.
    public static func speed(_ value: Double) -> String { fixed(value, 1) + " pt/s" }

    /// `−94`, `12.5`: a chart label, with at most one decimal, no trailing `.0` and a true minus.
    public static func label(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 10).rounded() / 10
        let text = fixed(rounded, rounded == rounded.rounded() ? 0 : 1)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// `60`, `0.6`, `1e-07`: the shortest text that reads back as the same number (JSON, messages).
    public static func shortest(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

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
