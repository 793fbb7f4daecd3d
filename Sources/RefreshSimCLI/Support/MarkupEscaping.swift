/// Text made safe for a markup or script context: each scalar in `table` replaced by its entity or
/// escape, any other kept when `keeps` says so (XML 1.0 cannot carry some), the rest dropped.
enum MarkupEscaping {
    static func escaped(_ text: String, _ table: [Unicode.Scalar: String], keeps: (Unicode.Scalar) -> Bool = { _ in true }) -> String {
        // Most text has nothing to replace (a review page's script blocks are megabytes of
        // base64): when every byte is printable ASCII that stays, the text is kept whole.
        var plain = [Bool](repeating: false, count: 128)
        for byte in 0x20..<0x7F {
            let scalar = Unicode.Scalar(UInt8(byte))
            plain[byte] = table[scalar] == nil && keeps(scalar)
        }
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
