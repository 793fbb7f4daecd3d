import CCairo
import Foundation
import Testing

@testable import RefreshPlot

/// `PNGEncoder` compresses with raw deflate and writes zlib's header and Adler-32 checksum itself
/// (the checksum and the filtering run on a second thread, `TwoThreadBands`). Its IDAT must be the
/// bytes zlib's own wrapper makes of the same filtered rows, for every setting and for images of
/// one band, several, and a row wider than a band.
struct PNGEncoderTests {
    /// The IDAT chunk's data (the encoder writes one).
    static func idat(_ png: Data) -> [UInt8] {
        let bytes = [UInt8](png)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { return Array(bytes[offset + 8..<offset + 8 + length]) }
            offset += 12 + length
        }
        return []
    }

    static func inflated(_ compressed: [UInt8], size: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: size)
        var length = uLongf(size)
        let status = compressed.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { uncompress($0.baseAddress, &length, input.baseAddress, uLong(input.count)) }
        }
        return status == Z_OK && Int(length) == size ? out : nil
    }

    /// zlib's wrapped deflate of `bytes`, given a row of `rowBytes` a call and taken 64 KB at a
    /// time, as the encoder did before (stored blocks, level 0, depend on both).
    static func wrapped(_ bytes: [UInt8], rowBytes: Int, _ encoding: PNGEncoding) -> [UInt8] {
        var stream = z_stream()
        guard refreshsim_deflate_init(&stream, Int32(encoding.level), encoding.strategy.zlibValue) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = bytes
        input.withUnsafeMutableBufferPointer { input in
            for start in stride(from: 0, through: input.count, by: rowBytes) {
                stream.next_in = input.baseAddress.map { $0 + start }
                stream.avail_in = uInt(min(rowBytes, input.count - start))
                repeat {
                    chunk.withUnsafeMutableBufferPointer { output in
                        stream.next_out = output.baseAddress
                        stream.avail_out = uInt(output.count)
                        _ = deflate(&stream, start == input.count ? Z_FINISH : Z_NO_FLUSH)
                        result += output.prefix(output.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0
            }
        }
        return result
    }

    static func image(width: Int, height: Int) throws -> RasterImage {
        try RasterImage(width: width, height: height) { x, y in
            // Flat areas, edges and noise, as a chart has.
            x % 97 < 40 ? 0xF0F0F0 : UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40503)) & 0xFFFFFF
        }
    }

    @Test(arguments: [(3, 2), (40, 30), (600, 200), (22_000, 3)])
    func theSameBytesAsZlibsOwnWrapper(width: Int, height: Int) throws {
        let image = try Self.image(width: width, height: height)
        let rawSize = height * (1 + width * 3)
        for level in [0, 1, 2, 5, 6, 7, 9] {
            for filter in PNGEncoding.Filter.allCases {
                for strategy in PNGEncoding.Strategy.allCases {
                    let encoding = PNGEncoding(level: level, filter: filter, strategy: strategy)
                    let idat = Self.idat(try image.pngData(encoding))
                    let rows = try #require(Self.inflated(idat, size: rawSize), "\(width)×\(height) \(encoding)")
                    #expect(idat == Self.wrapped(rows, rowBytes: 1 + width * 3, encoding), "\(width)×\(height) \(encoding)")
                }
            }
        }
    }

    /// Drawn band by band while it is encoded (`Surface.png`), an opaque image's rows are filtered
    /// into their own place once final (`PNGEncoder.filtersInPlace`), and an image with alpha's,
    /// which do not fit there, are not: either way the bytes are those of the image drawn first
    /// and then encoded, for every filter, and for images of one band, several, and a last band
    /// cut short.
    @Test(arguments: [(3, 2), (40, 30), (600, 200), (1200, 97)])
    func rowsDrawnWhileEncodedComeOutAsEncodedAfterwards(width: Int, height: Int) throws {
        for alpha in [false, true] {
            func image() throws -> RasterImage {
                let surface = try #require(
                    cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
                return RasterImage(surface: surface)
            }
            // Flat areas, edges and noise; with alpha, premultiplied (no channel above alpha).
            func draw(_ rows: Range<Int>, into image: RasterImage) {
                image.withPixels { pixels in
                    for y in rows {
                        for x in 0..<width {
                            let noise = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40503))
                            let rgb = x % 97 < 40 ? 0xF0F0F0 : noise & 0xFFFFFF
                            pixels[y][x] = alpha ? 0x8000_0000 | (rgb >> 1) & 0x7F7F7F : 0xFF00_0000 | rgb
                        }
                    }
                }
                cairo_surface_mark_dirty(image.surface)
            }
            let whole = try image()
            draw(0..<height, into: whole)
            let channels = alpha ? 4 : 3
            #expect(whole.withPixels { PNGEncoder.filtersInPlace($0, rowBytes: 1 + width * channels) } == !alpha)
            for filter in PNGEncoding.Filter.allCases {
                for level in [0, 1, 6] {
                    let encoding = PNGEncoding(level: level, filter: filter, strategy: .standard)
                    let banded = try image()
                    var drawnTo = 0
                    let png = try PNGEncoder(encoding: encoding).encode(banded) { rows in
                        draw(drawnTo..<rows.upperBound, into: banded)
                        drawnTo = rows.upperBound
                    }
                    #expect(png == (try whole.pngData(encoding)), "\(width)×\(height), alpha \(alpha), \(encoding)")
                }
            }
        }
    }

    /// Every chunk's length and CRC (ISO/IEC 15948, 5.3) are its own, IDAT's too, which is
    /// compressed in place and closed afterwards: drawn while encoded, or encoded afterwards, at
    /// every level and for an image of one band and one of several.
    @Test(arguments: [(3, 2), (1200, 97)])
    func everyChunkEndsWithItsOwnLengthAndCRC(width: Int, height: Int) throws {
        let image = try Self.image(width: width, height: height)
        for level in [0, 1, 6] {
            let encoding = PNGEncoding(level: level, filter: .sub, strategy: .standard)
            let banded = try Self.image(width: width, height: height)
            let drawn = try PNGEncoder(encoding: encoding).encode(banded) { _ in }
            for png in [try image.pngData(encoding), drawn] {
                let bytes = [UInt8](png)
                var types: [String] = []
                var offset = 8
                while offset + 12 <= bytes.count {
                    let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                    try #require(offset + 12 + length <= bytes.count, "\(types) then a chunk of \(length) bytes")
                    types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
                    let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                    let computed = Array(bytes[offset + 4..<offset + 8 + length]).withUnsafeBufferPointer {
                        UInt32(crc32(0, $0.baseAddress, UInt32($0.count)))
                    }
                    #expect(stored == computed, "\(width)×\(height) level \(level): \(types.last ?? "")'s CRC")
                    offset += 12 + length
                }
                #expect(offset == bytes.count && types == ["IHDR", "IDAT", "IEND"], "\(width)×\(height) level \(level)")
            }
        }
    }

    @Test func theRowsComeBackAsDrawn() throws {
        let image = try Self.image(width: 600, height: 200)
        let decoded = try RasterImage(pngData: try image.pngData())
        image.withPixels { drawn in
            decoded.withPixels { read in
                for y in 0..<200 { #expect(Array(drawn[y]) == Array(read[y]), "row \(y)") }
            }
        }
    }

    /// The checksum of the filtered rows (`refreshsim_adler32`, 32 bytes a step with SSSE3) is
    /// zlib's: every length up to a few steps past the vector loop, around the 5,536-byte blocks
    /// its sums are reduced after, long runs of 0xFF (the largest sums), and a running checksum
    /// carried on from an earlier call.
    @Test func theChecksumIsZlibsAdler32() {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let ones = [UInt8](repeating: 0xFF, count: 300_000)
        for bytes in [noise, ones] {
            let lengths = Array(0...200) + Array(5_500...5_600) + [11_072, 11_073, 65_536, 299_999]
            for length in lengths {
                for start in [UInt(1), adler32(0, nil, 0) &+ 0x1234_5678 % 65521] {
                    let expected = bytes.withUnsafeBufferPointer { adler32(start, $0.baseAddress, UInt32(length)) }
                    let computed = bytes.withUnsafeBufferPointer { refreshsim_adler32(start, $0.baseAddress, length) }
                    #expect(computed == expected, "\(length) bytes of \(bytes[0] == 0xFF && bytes[1] == 0xFF ? "0xFF" : "noise")")
                }
            }
        }
    }

    /// The `sub` filter of opaque rows (`refreshsim_sub_filtered_rgb`, four pixels a step with
    /// SSSE3) against the definition, for every width through a few steps and a chart's.
    @Test func theSubFilterOfOpaqueRowsIsItsDefinition() throws {
        for width in Array(1...40) + [1200, 1201] {
            let image = try RasterImage(width: width, height: 2) { x, y in
                UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40503) ^ (x << 3)) & 0xFF_FFFF
            }
            image.withPixels { rows in
                var filter = RowFilter(encoding: PNGEncoding(level: 1, filter: .sub, strategy: .standard), rows: rows, channels: 3)
                for y in 0..<2 {
                    var out = [UInt8](repeating: 0xAA, count: 1 + 3 * width)
                    out.withUnsafeMutableBufferPointer { filter.filter(row: y, into: $0) }
                    var expected: [UInt8] = [1]
                    for x in 0..<width {
                        let word = rows[y][x]
                        let left = x > 0 ? rows[y][x - 1] : 0
                        for shift in [16, 8, 0] as [UInt32] {
                            expected.append(UInt8(truncatingIfNeeded: word >> shift) &- UInt8(truncatingIfNeeded: left >> shift))
                        }
                    }
                    #expect(out == expected, "width \(width), row \(y)")
                }
            }
        }
    }
}
