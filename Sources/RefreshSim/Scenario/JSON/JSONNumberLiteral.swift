/// A JSON number's text exactly as written (`1e400`, `0.10`), for messages that quote it.
///
/// Up to 15 bytes are held in the value itself, longer texts as a `String`. Only a message reads
/// the text, and most numbers are never quoted: making a `String` of every number's bytes, most of
/// them distinct (`Benchmarks/run-600s.json`'s 600 `at` times), was a third of reading a number
/// (callgrind).
public struct JSONNumberLiteral: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage: Sendable, Hashable {
        /// Bytes 0..<8 and 8..<15 as the low bytes first, zero-padded; the count in the last byte.
        case short(UInt64, UInt64)
        case long(String)
    }

    static let maxShortBytes = 15

    private let storage: Storage

    public init(_ text: String) {
        self = Array(text.utf8).withUnsafeBufferPointer { JSONNumberLiteral($0) }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The literal of `bytes`, which are valid UTF-8 (a parsed number's are ASCII).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count <= Self.maxShortBytes else {
            storage = .long(String(decoding: bytes, as: UTF8.self))
            return
        }
        var low: UInt64 = 0
        var high = UInt64(count) << 56
        for index in 0..<min(count, 8) { low |= UInt64(bytes[index]) << UInt64(8 * index) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(bytes[index]) << UInt64(8 * (index - 8)) }
        }
        storage = .short(low, high)
    }

    public var text: String {
        switch storage {
        case let .long(text):
            return text
        case let .short(low, high):
            let count = Int(high >> 56)
            var bytes: [UInt8] = []
            for index in 0..<count {
                let word = index < 8 ? low : high
                bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8))))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    public var description: String { text }
}
