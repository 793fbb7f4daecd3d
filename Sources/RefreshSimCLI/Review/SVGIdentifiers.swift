import Foundation

/// Cairo names an SVG's glyphs and clips with counters that run over the whole process
/// (`glyph3-12`, `clip40`), so the same chart drawn after others, or on another worker, gets
/// other names. The review draws many charts at once, so each SVG's ids are renamed here in the
/// order they are defined (`g0`, `g1`, …): the same scenario gives the same bytes whatever was
/// drawn before it. Ids are defined as `id="…"` and used as `#…"` or `#…)`.
///
/// The bytes are searched with memchr for the quotes and `#`s these start at: a regular expression
/// over the text (NSRegularExpression, which reads it as UTF-16) took 3.7 % of a debug `review`.
enum SVGIdentifiers {
    static func canonical(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        return bytes.withUnsafeBufferPointer { bytes in
            // Definitions, `id="…"` (one byte or more up to the next quote), in order; the search
            // goes on after each one's closing quote. Every `id="` is kept for the uses.
            var names: [String: String] = [:]
            var identifiers: [Int] = []
            var definedUpTo = 0
            var from = 0
            while let quote = bytes.position(of: UInt8(ascii: "\""), from: from) {
                from = quote + 1
                guard startsIdentifier(bytes, quote) else { continue }
                identifiers.append(quote + 1)
                guard quote > definedUpTo, let close = bytes.position(of: UInt8(ascii: "\""), from: quote + 1), close > quote + 1
                else { continue }
                let name = String(decoding: bytes[(quote + 1)..<close], as: UTF8.self)
                if names[name] == nil { names[name] = "g\(names.count)" }
                definedUpTo = close
            }
            // Uses and definitions, `#name` or `id="name` with a name followed by `"` or `)`, in
            // order (no such name holds a quote or a `#`, so they never overlap).
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var copied = 0
            var next = 0
            var hash = bytes.position(of: UInt8(ascii: "#"), from: 0)
            while true {
                let start: Int
                if next < identifiers.count && (hash == nil || identifiers[next] < hash!) {
                    start = identifiers[next]
                    next += 1
                } else if let h = hash {
                    start = h + 1
                    hash = bytes.position(of: UInt8(ascii: "#"), from: h + 1)
                } else {
                    break
                }
                guard let end = nameEnd(bytes, from: start),
                    let renamed = names[String(decoding: bytes[start..<end], as: UTF8.self)]
                else { continue }
                out.append(contentsOf: bytes[copied..<start])
                out.append(contentsOf: renamed.utf8)
                copied = end
            }
            out.append(contentsOf: bytes[copied...])
            return Data(out)
        }
    }

    /// Whether the quote at `quote` ends `id="`.
    private static func startsIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, _ quote: Int) -> Bool {
        quote >= 3 && bytes[quote - 1] == UInt8(ascii: "=") && bytes[quote - 2] == UInt8(ascii: "d")
            && bytes[quote - 3] == UInt8(ascii: "i")
    }

    /// The end of the name at `start` (a letter, then letters, digits, `_`, `.` or `-`) when a `"`
    /// or `)` follows it.
    private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard start < bytes.count, isLetter(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count {
            let byte = bytes[end]
            guard
                isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            else { break }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: ")") else { return nil }
        return end
    }
}
