import CCairo
import Foundation

/// A phone film's error bytes (`PhoneFilm`) as runs: how many zeros, how many bytes as they are,
/// then those bytes; both counts unsigned LEB128 (seven bits a byte, low first, the high bit set
/// on all but the last). A literal goes on through gaps of up to `gap` zeros, so a run of zeros
/// starts only where at least `gap` + 1 are in a row. The runs end with the last zeros and a
/// count of 0; whoever reads them knows how many bytes they expand to.
///
/// Why: the error bytes are 93 % zeros (1.15 GB for the 80 bundled scenarios, 86 M not 0). zlib
/// at level 6 took 3.2 s of CPU over them and made 15.1 MB; over their runs (94 MB) it takes
/// 0.5 s and makes 7.5 MB, as a run of zeros costs a few bytes here and a 258-byte match a
/// time in deflate. Gaps of 2: 7.48 MB, of 0: 7.57 MB (zlib 1.2.13, level 6).
struct ZeroRunWriter {
    static let gap = 2

    /// The runs made so far and not yet taken (`take`).
    private(set) var runs: [UInt8] = []
    /// The bytes given so far: what the runs expand to.
    private(set) var expandedCount = 0
    /// The literal being gathered, and the zeros before it.
    private var literal: [UInt8] = []
    private var zerosBefore = 0
    /// Zeros since the literal's last byte (or since the last run, without a literal).
    private var zeros = 0

    mutating func appendZeros(_ count: Int) {
        zeros += count
        expandedCount += count
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        expandedCount += bytes.count
        var index = 0
        while index < bytes.count {
            let nonzero = refreshsim_first_nonzero(base + index, bytes.count - index)
            zeros += nonzero
            index += nonzero
            guard index < bytes.count else { break }
            let length = refreshsim_literal_end(base + index, bytes.count - index, Self.gap)
            if !literal.isEmpty && zeros <= Self.gap {
                literal.append(contentsOf: repeatElement(0, count: zeros))
            } else {
                endLiteral()
                zerosBefore = zeros
            }
            literal.append(contentsOf: UnsafeBufferPointer(start: base + index, count: length))
            zeros = 0
            index += length
        }
    }

    /// Ends the runs: the literal being gathered, then the zeros after it with a count of 0.
    mutating func finish() {
        endLiteral()
        Self.appendNumber(zeros, to: &runs)
        Self.appendNumber(0, to: &runs)
        zeros = 0
    }

    /// The runs made so far, handed over and forgotten.
    mutating func take() -> [UInt8] {
        defer { runs.removeAll(keepingCapacity: true) }
        return runs
    }

    private mutating func endLiteral() {
        guard !literal.isEmpty else { return }
        Self.appendNumber(zerosBefore, to: &runs)
        Self.appendNumber(literal.count, to: &runs)
        runs += literal
        literal.removeAll(keepingCapacity: true)
    }

    private static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7f) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

enum ZeroRuns {
    /// The `count` bytes `runs` stand for; nil when they do not read as runs of that many.
    static func expand(_ runs: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var index = 0
        var position = 0
        func number() -> Int? {
            var value = 0
            var shift = 0
            while index < runs.count, shift < 63 {
                let byte = runs[index]
                index += 1
                value |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
        while index < runs.count {
            guard let zeros = number(), let length = number() else { return nil }
            position += zeros
            guard position <= count, length <= count - position, length <= runs.count - index else { return nil }
            out.replaceSubrange(position..<(position + length), with: runs[index..<(index + length)])
            position += length
            index += length
        }
        return position == count ? out : nil
    }
}
