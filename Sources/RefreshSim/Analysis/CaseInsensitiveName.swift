/// Case-insensitive tests on state and phase names, read for every frame by several detectors.
/// Foundation's `lowercased().contains` took over half of a sweep's time (perf, 1,000 cells of
/// wkwebview-bad); these compare ASCII bytes in place and allocate nothing. Non-ASCII bytes only
/// ever equal themselves, which is all a name test needs.
enum CaseInsensitiveName {
    /// `name` contains `part` (`part` given in lower case).
    static func contains(_ name: String, _ part: StaticString) -> Bool {
        var name = name
        return name.withUTF8 { haystack in
            let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
            guard needle.count <= haystack.count else { return false }
            for start in 0...(haystack.count - needle.count) {
                var matched = true
                for offset in 0..<needle.count where lower(haystack[start + offset]) != needle[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            return false
        }
    }

    /// `name` equals `other` (`other` given in lower case).
    static func equals(_ name: String, _ other: StaticString) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count == other.utf8CodeUnitCount else { return false }
            for index in 0..<bytes.count where lower(bytes[index]) != other.utf8Start[index] { return false }
            return true
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
