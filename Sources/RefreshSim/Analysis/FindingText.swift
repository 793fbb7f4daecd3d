/// Numbers in finding messages, formatted the same way on every machine (C locale, no "-0.0").
enum FindingText {
    /// `30.0 pt`
    static func points(_ value: Double) -> String { fixed(value, digits: 1) + " pt" }

    /// `4.28 s`
    static func seconds(_ value: Double) -> String { fixed(value, digits: 2) + " s" }

    /// `640.0 pt/s`
    static func speed(_ value: Double) -> String { fixed(value, digits: 1) + " pt/s" }

    /// A bare number with one decimal, for offsets: `-94.0`.
    static func number(_ value: Double) -> String { fixed(value, digits: 1) }

    /// `Format.fixed`: a value that rounds to zero prints as 0, whatever its sign.
    static func fixed(_ value: Double, digits: Int) -> String { Format.fixed(value, digits) }
}
