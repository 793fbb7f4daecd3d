#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Where the first `byte` at or after `start` is, found by memchr: `firstIndex(of:)` on a
    /// slice was about 10 instructions a byte (run-600s's schema check, a review's SVG ids).
    func position(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count, let found = memchr(base + start, Int32(byte), count - start) else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
