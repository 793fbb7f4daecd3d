/// Strings of up to 16 ASCII bytes a parse has made before, found again by their bytes. A scenario
/// repeats its keys and many of its values (`"easeOut"`): making each `String` again from
/// its bytes was a quarter of parsing run-600s (callgrind); finding it here is a hash of two words
/// and a compare. Deterministic: a miss makes the string as before, so a parse gives the same
/// strings whatever the cache holds.
struct ShortStrings {
    static let maxBytes = 16

    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// -1: empty.
        var count = -1
        var string = ""
    }

    /// 64 entries, one per hash value: a scenario has a few dozen distinct keys and short values.
    private var entries = [Entry](repeating: Entry(), count: 64)

    /// The string of `bytes`, which are ASCII and at most `maxBytes` long.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // The bytes as two words, zero-padded: one copy, not a shift per byte.
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        let (low, high) = words
        let count = bytes.count
        let slot = Int(truncatingIfNeeded: ((low ^ (high &* 31) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if entries[slot].count == count, entries[slot].low == low, entries[slot].high == high {
            return entries[slot].string
        }
        let string = String(decoding: bytes, as: UTF8.self)
        entries[slot] = Entry(low: low, high: high, count: count, string: string)
        return string
    }
}
