import CCairo
@testable import RefreshPlot
import Testing

/// The C loops of phone films and GIF frames (Sources/CCairo/shim.h) against their definitions,
/// one byte or pixel at a time: they skip stretches with memcmp and memchr (16 pixels or 32 bytes
/// a call), so lengths and differences fall on every side of those steps.
struct FilmKernelTests {
    /// A fixed generator, so the same bytes every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    static let lengths = Array(0...100) + [127, 128, 129, 390, 1000]

    @Test func eachPixelsPaletteIndexIsItsColoursOneRunAfterRun() {
        var numbers = Numbers(state: 7)
        let colours: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFF00_7AFF, 0x00FF_FFFF, 0xFFF2_F2F7, 0xFFC8_102E]
        for width in [1, 7, 8, 9, 16, 17, 24, 25, 40, 41, 390] {
            for _ in 0..<20 {
                // Runs of every length around the eight pixels and the 16-pixel steps.
                var row: [UInt32] = []
                while row.count < width {
                    let run = [1, 2, 7, 8, 9, 23, 24, 25, 40, 41, 100][numbers.next(11)]
                    row += repeatElement(colours[numbers.next(colours.count)], count: run)
                }
                row = Array(row.prefix(width))
                var indices = [UInt8](repeating: 0xEE, count: width)
                row.withUnsafeBytes { pixels in
                    indices.withUnsafeMutableBufferPointer { out in
                        refreshsim_palette_indices(
                            pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), 4 * width, width, 1, GIFPalette.table.shim,
                            out.baseAddress)
                    }
                }
                #expect(indices == row.map { GIFPalette.index(rgb: $0) }, "width \(width): \(row)")
            }
        }
    }

    @Test func differencesAreCountedAndFoundWhereverTheyAre() {
        var numbers = Numbers(state: 11)
        for count in Self.lengths {
            let a = (0..<count).map { _ in UInt8(numbers.next(256)) }
            var changes: [[Int]] = [[]] + (0..<count).map { [$0] }
            changes += (0..<10).map { _ in (0..<numbers.next(6)).map { _ in numbers.next(max(count, 1)) } }
            for changed in changes where count > 0 || changed.isEmpty {
                var b = a
                for index in changed { b[index] &+= UInt8(1 + numbers.next(255)) }
                let differing = (0..<count).filter { a[$0] != b[$0] }
                a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        let (x, y) = (a.baseAddress, b.baseAddress)
                        #expect(refreshsim_count_differences(x, y, count) == differing.count, "\(count) bytes, \(changed)")
                        #expect(refreshsim_first_difference(x, y, count) == differing.first ?? count, "\(count) bytes, \(changed)")
                        #expect(refreshsim_last_difference(x, y, count) == differing.last ?? -1, "\(count) bytes, \(changed)")
                    }
                }
            }
        }
    }

    @Test func zerosAndLiteralsEndWhereTheFormatSays() {
        for seed in UInt64(1)...10 {
            let bytes = ZeroRunsTests.errorBytes(count: 3000, seed: seed)
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var start = 0
                while start < bytes.count {
                    let count = bytes.count - start
                    let nonzero = bytes[start...].firstIndex { $0 != 0 }.map { $0 - start } ?? count
                    #expect(refreshsim_first_nonzero(base + start, count) == nonzero, "seed \(seed) at \(start)")
                    if bytes[start] != 0 {
                        #expect(
                            refreshsim_literal_end(base + start, count, ZeroRunWriter.gap)
                                == Self.literalEnd(bytes, from: start, gap: ZeroRunWriter.gap), "seed \(seed) at \(start)")
                    }
                    start += 1
                }
            }
        }
    }

    /// After the literal's last byte that is not 0 before `gap` + 1 zeros in a row or the end.
    static func literalEnd(_ bytes: [UInt8], from start: Int, gap: Int) -> Int {
        var end = 0
        var zeros = 0
        for index in start..<bytes.count {
            if bytes[index] != 0 {
                (end, zeros) = (index + 1 - start, 0)
            } else {
                zeros += 1
                if zeros > gap { break }
            }
        }
        return end
    }
}
