/// Text made safe for a markup or script context: each scalar in `table` replaced by its entity or
/// escape, any other kept when `keeps` says so (XML 1.0 cannot carry some), the rest dropped.
/// One value per context, made once: which printable ASCII bytes pass unchanged is worked out
/// here, not on every call.
struct MarkupEscaping: Sendable {
    let table: [Unicode.Scalar: String]
    let keeps: @Sendable (Unicode.Scalar) -> Bool
    /// For each ASCII byte, whether it stays as it is (printable, not in `table`, kept).
    private let plain: [Bool]

    init(_ table: [Unicode.Scalar: String], keeps: @escaping @Sendable (Unicode.Scalar) -> Bool = { _ in true }) {
        self.table = table
        self.keeps = keeps
        plain = (0..<128).map { byte in
            let scalar = Unicode.Scalar(UInt8(byte))
            return (0x20..<0x7F).contains(byte) && table[scalar] == nil && keeps(scalar)
        }
    }

    func escaped(_ text: String) -> String {
        // Most text has nothing to replace (a review page's script blocks are megabytes of
        // base64): when every byte is printable ASCII that stays, the text is kept whole.
        var contiguous = text
        let allPlain = contiguous.withUTF8 { bytes in
            plain.withUnsafeBufferPointer { plain in bytes.allSatisfy { $0 < 0x80 && plain[Int($0)] } }
        }
        if allPlain { return text }
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
