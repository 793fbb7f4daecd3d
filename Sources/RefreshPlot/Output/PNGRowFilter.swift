import CCairo
import Foundation

/// One image row at a time to PNG's filtered bytes: a filter-type byte, then the row's RGB(A)
/// bytes less their neighbours as the filter says. Keeps the previous row for `up`.
struct RowFilter {
    let filter: PNGEncoding.Filter
    let rows: PixelRows
    let channels: Int
    private var previous: [UInt8]
    private var current: [UInt8]

    init(encoding: PNGEncoding, rows: PixelRows, channels: Int) {
        filter = encoding.filter
        self.rows = rows
        self.channels = channels
        previous = [UInt8](repeating: 0, count: 1 + rows.width * channels)
        current = previous
    }

    /// Row `y`, filtered, into `out` (1 + width × channels bytes). Rows go in order from 0.
    mutating func filter(row y: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        // What `plot` writes (an opaque chart, `sub`) goes straight from words to filtered bytes.
        if rows.opaque && channels == 3 && filter == .sub {
            Self.subFilteredRGB(rows[y], into: out)
            return
        }
        Self.unpack(rows[y], opaque: rows.opaque, channels: channels, into: &current)
        applyFilter(into: out)
        swap(&previous, &current)
    }

    /// Cairo's premultiplied native-endian ARGB words to PNG's straight RGB(A) bytes, after a
    /// leading filter-type byte. Through raw pointers: with array indexing, this and the filter
    /// were 107 M of a plot's 362 M instructions (callgrind), more than zlib's 90 M.
    private static func unpack(_ row: UnsafeMutableBufferPointer<UInt32>, opaque: Bool, channels: Int, into out: inout [UInt8]) {
        out.withUnsafeMutableBufferPointer { buffer in
            guard var byte = buffer.baseAddress?.advanced(by: 1) else { return }
            if opaque && channels == 3 {
                for word in row {
                    byte[0] = UInt8(truncatingIfNeeded: word >> 16)
                    byte[1] = UInt8(truncatingIfNeeded: word >> 8)
                    byte[2] = UInt8(truncatingIfNeeded: word)
                    byte += 3
                }
                return
            }
            for word in row {
                let a = opaque ? 255 : Int(word >> 24)
                var r = Int((word >> 16) & 0xFF)
                var g = Int((word >> 8) & 0xFF)
                var b = Int(word & 0xFF)
                if a != 255 && a != 0 {
                    r = (r * 255 + a / 2) / a
                    g = (g * 255 + a / 2) / a
                    b = (b * 255 + a / 2) / a
                }
                byte[0] = UInt8(min(r, 255))
                byte[1] = UInt8(min(g, 255))
                byte[2] = UInt8(min(b, 255))
                if channels == 4 { byte[3] = UInt8(a) }
                byte += channels
            }
        }
    }

    /// `unpack` then `applyFilter` for an opaque row and the `sub` filter, in one pass: each byte
    /// less the same channel's byte one pixel to the left (0 left of the first pixel). In C
    /// (`refreshsim_sub_filtered_rgb`, SSSE3 where the processor has it): 16.5 instructions a pixel
    /// in Swift, 20 M of `plot`'s chart.
    private static func subFilteredRGB(_ row: UnsafeMutableBufferPointer<UInt32>, into out: UnsafeMutableBufferPointer<UInt8>) {
        guard let byte = out.baseAddress, let words = row.baseAddress else { return }
        byte[0] = PNGEncoding.Filter.sub.rawValue
        refreshsim_sub_filtered_rgb(words, row.count, byte + 1)
    }

    private func applyFilter(into out: UnsafeMutableBufferPointer<UInt8>) {
        current.withUnsafeBufferPointer { current in
            previous.withUnsafeBufferPointer { previous in
                out[0] = filter.rawValue
                let count = current.count
                switch filter {
                case .none:
                    for i in 1..<count { out[i] = current[i] }
                case .sub:
                    for i in 1..<min(channels + 1, count) { out[i] = current[i] }
                    for i in stride(from: channels + 1, to: count, by: 1) { out[i] = current[i] &- current[i - channels] }
                case .up:
                    for i in 1..<count { out[i] = current[i] &- previous[i] }
                }
            }
        }
    }
}
