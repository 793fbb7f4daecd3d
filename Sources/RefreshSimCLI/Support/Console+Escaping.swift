extension Console {
    /// A path or value from outside (a file name, a key from a file) made safe to print on a
    /// terminal or into a CI log: control characters (newlines included, so no line of its own can
    /// start a GitHub workflow command such as `::add-mask::`), ESC and the C1 controls (no
    /// retitling or clearing the terminal), and the bidirectional overrides and isolates (no text
    /// shown in another order than it is) become visible `\u{…}` escapes; a backslash is doubled
    /// only before such an escape would be ambiguous. Machine outputs (JSON, XML, CSV) keep their
    /// own escaping and do not use this.
    static func escaped(_ text: String) -> String {
        escaped(text, keepingLineBreaks: false)
    }

    /// What reaches standard output and standard error as text: every character `escaped` would
    /// escape except the line feeds the program writes itself. Applied to all text there
    /// (`Console.out`, `Console.error`), so a value from a file that some message forgot to escape
    /// still cannot retitle the terminal or reorder a line; its own line breaks are escaped where
    /// the value is put into a line (`escaped`).
    static func escapedKeepingLineBreaks(_ text: String) -> String {
        escaped(text, keepingLineBreaks: true)
    }

    private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            Self.needsEscape(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t"))
        }
        // Most text is printable ASCII: one pass over its bytes decides.
        var copy = text
        let plain = copy.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F || (keepingLineBreaks && ($0 == 0x0A || $0 == 0x09)) }
        }
        guard !plain, text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // LRM, RLM, ALM, the embeddings and overrides, and the isolates.
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
