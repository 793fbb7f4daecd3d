/// Text made safe for a markup or script context: each scalar in `table` replaced by its entity or
/// escape, any other kept when `keeps` says so (XML 1.0 cannot carry some), the rest dropped.
enum MarkupEscaping {
    static func escaped(_ text: String, _ table: [Unicode.Scalar: String], keeps: (Unicode.Scalar) -> Bool = { _ in true }) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] {
                out += replacement
            } else if keeps(scalar) {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
