import RefreshSim
import CCairo
import Foundation

/// How a PNG is compressed. Charts are large flat areas and thin lines, so a cheap filter and a
/// low zlib level give nearly the size of zlib's default at a fraction of the time (see the article
/// "Performance", RefreshSimCLI.docc).
public struct PNGEncoding: Sendable, Equatable {
    public enum Filter: UInt8, Sendable, CaseIterable {
        case none = 0
        case sub = 1
        case up = 2
    }

    public enum Strategy: Sendable, CaseIterable {
        case standard
        case runLength
        case filtered

        var zlibValue: Int32 {
            switch self {
            case .standard: Z_DEFAULT_STRATEGY
            case .runLength: Z_RLE
            case .filtered: Z_FILTERED
            }
        }
    }

    /// zlib level 0…9.
    public var level: Int
    public var filter: Filter
    public var strategy: Strategy

    public init(level: Int, filter: Filter, strategy: Strategy) {
        self.level = min(max(level, 0), 9)
        self.filter = filter
        self.strategy = strategy
    }

    /// What `refreshsim plot` writes.
    public static let standard = PNGEncoding(level: 1, filter: .sub, strategy: .standard)
    /// Roughly what cairo's own writer does (libpng: zlib level 6, adaptive filters).
    public static let zlibDefault = PNGEncoding(level: 6, filter: .sub, strategy: .standard)

    /// The two bytes zlib's deflate starts its format with for this level and strategy and a 32 KB
    /// window (zlib 1.2's deflate.c; RFC 1950: method 8, the level's class, a check value).
    var zlibHeader: [UInt8] {
        let levelClass: UInt16 = strategy == .runLength || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x78 << 8 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }
}

/// Writes 8-bit RGB (opaque images) or RGBA PNGs, one filtered row at a time into zlib.
struct PNGEncoder {
    let encoding: PNGEncoding

    /// With `drawingRows`, the image is drawn here by it, told each time which rows must be final,
    /// while the rows already final are compressed on another thread; an opaque image's rows are
    /// then overwritten by their filtered bytes (`filtersInPlace`), so the image is encoded once
    /// and not used after.
    func encode(_ image: RasterImage, drawingRows: ((Range<Int>) -> Void)? = nil) throws(ChartError) -> Data {
        let channels = image.hasAlpha ? 4 : 3
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header.append(contentsOf: [8, image.hasAlpha ? 6 : 2, 0, 0, 0])
        png.appendChunk("IHDR", header)
        // The rows are compressed straight into the file's bytes, not into a chunk body copied
        // there afterwards: that copy (150 KB for cj-header) came after the compression, the last
        // thing `plot` waits for before writing.
        let idat = png.count
        png.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
        png = try compressedRows(of: image, channels: channels, drawingRows: drawingRows, after: png)
        png.endChunk(startingAt: idat)
        png.appendChunk("IEND", Data())
        return png
    }

    /// `prefix`, then the rows, filtered, as zlib's format (RFC 1950). Filtering and the Adler-32
    /// checksum run on a second thread a band of rows ahead of the compression (`TwoThreadBands`),
    /// which is raw deflate with zlib's header and checksum written here: the same bytes as zlib's
    /// own wrapper writes (`PNGEncoderTests`). `plot` of cj-header: 33 M of its 116 M encoding
    /// instructions off the thread that waits for them, 5 M since they are SSSE3 loops
    /// (`RowFilter`, `refreshsim_adler32`). With `drawingRows`, the rows are compressed on the
    /// other thread instead, each band once it is final, while the caller draws the rest; where a
    /// row's filtered bytes fit in its pixels' place (an opaque image: `filtersInPlace`), the
    /// drawing thread filters and checksums each band once drawn, and zlib reads them from there.
    private func compressedRows(
        of image: RasterImage, channels: Int, drawingRows: ((Range<Int>) -> Void)?, after prefix: Data
    ) throws(ChartError) -> Data {
        var stream = z_stream()
        guard refreshsim_deflate_init_raw(&stream, Int32(encoding.level), encoding.strategy.zlibValue) == Z_OK else {
            throw .cairo(status: "zlib refused to initialise", while: "encoding a PNG")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + image.width * channels
        var output = prefix
        output.append(contentsOf: encoding.zlibHeader)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // zlib's wrapper writes its header into the first call's output; stored blocks (level 0)
        // are cut to the room left, so the first call leaves that room too.
        var headerRoom = 2
        var failed = false

        func deflateInput(_ input: UnsafeRawBufferPointer, flush: Int32) {
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = UInt32(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    let room = outBuffer.count - headerRoom
                    stream.avail_out = UInt32(room)
                    headerRoom = 0
                    let result = deflate(&stream, flush)
                    if result == Z_STREAM_ERROR { failed = true }
                    if let base = outBuffer.baseAddress {
                        output.append(base, count: room - Int(stream.avail_out))
                    }
                }
            } while stream.avail_out == 0 && !failed
        }

        var checksum = adler32(0, nil, 0)
        image.withPixels { rows in
            var filter = RowFilter(encoding: encoding, rows: rows, channels: channels)
            if let drawingRows {
                // Drawn here, rows compressed on the other thread as they are final.
                var row = [UInt8](repeating: 0, count: rowBytes)
                let rowsPerBand = Self.drawnBandRows
                let bands = (0..<(image.height + rowsPerBand - 1) / rowsPerBand).map { band in
                    band * rowsPerBand..<min((band + 1) * rowsPerBand, image.height)
                }
                if Self.filtersInPlace(rows, rowBytes: rowBytes) {
                    // Filtered (and checksummed) here too, each band once drawn, into the start
                    // of its own rows: the compressing thread, the one the drawing waits for at
                    // the end, only compresses. The image is not an image afterwards.
                    TwoThreadBands.run(
                        count: bands.count,
                        make: { band in
                            drawingRows(bands[band])
                            for y in bands[band] {
                                row.withUnsafeMutableBufferPointer { out in
                                    filter.filter(row: y, into: out)
                                    checksum = refreshsim_adler32(checksum, out.baseAddress, rowBytes)
                                    if let start = rows[y].baseAddress, let bytes = out.baseAddress {
                                        UnsafeMutableRawPointer(start).copyMemory(from: bytes, byteCount: rowBytes)
                                    }
                                }
                            }
                        }
                    ) { band in
                        for y in bands[band] {
                            deflateInput(UnsafeRawBufferPointer(start: rows[y].baseAddress, count: rowBytes), flush: Z_NO_FLUSH)
                        }
                    }
                    return
                }
                TwoThreadBands.run(count: bands.count, make: { drawingRows(bands[$0]) }) { band in
                    for y in bands[band] {
                        row.withUnsafeMutableBufferPointer { out in
                            filter.filter(row: y, into: out)
                            checksum = refreshsim_adler32(checksum, out.baseAddress, rowBytes)
                            deflateInput(UnsafeRawBufferPointer(out), flush: Z_NO_FLUSH)
                        }
                    }
                }
                return
            }
            let rowsPerBand = max(1, (64 << 10) / rowBytes)
            TwoThreadBands.run(
                count: (image.height + rowsPerBand - 1) / rowsPerBand, bandBytes: rowsPerBand * rowBytes,
                make: { band, buffer in
                    let first = band * rowsPerBand
                    let last = min(first + rowsPerBand, image.height)
                    guard let base = buffer.baseAddress?.bindMemory(to: UInt8.self, capacity: buffer.count) else { return 0 }
                    for y in first..<last {
                        filter.filter(row: y, into: UnsafeMutableBufferPointer(start: base + (y - first) * rowBytes, count: rowBytes))
                    }
                    let length = (last - first) * rowBytes
                    checksum = refreshsim_adler32(checksum, base, length)
                    return length
                },
                take: { band in
                    // A row a call, as before: stored blocks (level 0) depend on how input comes.
                    for start in stride(from: 0, to: band.count, by: rowBytes) {
                        deflateInput(UnsafeRawBufferPointer(rebasing: band[start..<start + rowBytes]), flush: Z_NO_FLUSH)
                    }
                })
        }
        deflateInput(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH)
        if failed { throw .cairo(status: "zlib stream error", while: "encoding a PNG") }
        output.appendBigEndian(UInt32(checksum))
        return output
    }

    /// Whether a row's filtered bytes fit in its pixels' place: 1 + 3 × width bytes of an opaque
    /// image's 4 × width, not 1 + 4 × width of one with alpha. (`RowFilter` reads only the row it
    /// filters and the copy it keeps of the one before.)
    static func filtersInPlace(_ rows: PixelRows, rowBytes: Int) -> Bool {
        rows.base != nil && rowBytes <= rows.stride
    }

    /// Rows a band: the compressing thread takes this many at a time once they are final. Small,
    /// so that the rows above a chart's event labels (drawn after its panels) are not held back
    /// with them; `plot` of cj-header's drawing and encoding 0.9 ms shorter than at 128 (a
    /// spanning mark drawn band by band costs a stroke a band, `BandedDrawing`).
    static let drawnBandRows = 32
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Ends the chunk whose length field starts at `start` and whose type and body follow it, up
    /// to the end: writes its length and appends its CRC.
    mutating func endChunk(startingAt start: Int) {
        let length = UInt32(count - start - 8)
        let crc = withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: length.bigEndian, toByteOffset: start, as: UInt32.self)
            return crc32(0, bytes.bindMemory(to: UInt8.self).baseAddress.map { $0 + start + 4 }, UInt32(bytes.count - start - 4))
        }
        appendBigEndian(UInt32(crc))
    }

    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        // An array, not `Data(type.utf8)`: Data's generic initializer asks at run time whether the
        // sequence is ContiguousBytes, the first time a scan of every conformance record of the
        // executable (≈ 0.27 M instructions, before a chart's first band is drawn).
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(body)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
        body.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
