import CCairo
import Foundation

/// Pixels in memory: a cairo image surface (native-endian 32-bit words, 0xAARRGGBB).
///
/// Charts render into opaque RGB24 images; PNGs decoded for comparison may carry alpha.
public final class RasterImage {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int
    public let hasAlpha: Bool

    init(surface: OpaquePointer) {
        self.surface = surface
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }

    /// Set for a chart's raster (`white`): its surface is destroyed on another thread, since
    /// giving a chart's 4.9 MB back to the system (munmap) took 0.3–0.4 ms of `plot`'s path
    /// between encoding the PNG and writing it.
    private var destroyedElsewhere = false

    deinit {
        if destroyedElsewhere {
            // Nothing refers to the image any more: only that thread touches the surface.
            let doomed = DoomedSurface(pointer: surface)
            Thread { cairo_surface_destroy(doomed.pointer) }.start()
        } else {
            cairo_surface_destroy(surface)
        }
    }

    /// A white, opaque image.
    public convenience init(width: Int, height: Int) throws(ChartError) {
        try self.init(opaqueWidth: width, height: height)
        withMutablePixels(Self.paintWhite)
    }

    /// A white, opaque image, given to `body` at once while another thread paints it white:
    /// `body` may do what needs no pixels (record a drawing, measuring its text) and calls
    /// `whitened` before it draws or reads. Painting a chart's 4.9 MB is also the first touch of
    /// each of its 1,200 pages, ≈ 1.5 ms of `plot`'s critical path (page faults are dear in a
    /// virtual machine) that recording the drawing now hides. Returns when the painting is done.
    static func white<T>(
        width: Int, height: Int, _ body: (RasterImage, _ whitened: () -> Void) throws(ChartError) -> T
    ) throws(ChartError) -> T {
        let image = try RasterImage(opaqueWidth: width, height: height)
        image.destroyedElsewhere = true
        let painted = DispatchSemaphore(value: 0)
        image.withPixels { rows in
            // Only memory is written there: every Cairo call stays on this thread.
            let pixels = SendablePixelRows(rows: rows)
            Thread {
                paintWhite(pixels.rows)
                painted.signal()
            }.start()
        }
        var waited = false
        func whitened() {
            guard !waited else { return }
            painted.wait()
            waited = true
            cairo_surface_mark_dirty(image.surface)
        }
        // Whatever `body` does, the painting has ended before `image` can be freed.
        defer { whitened() }
        return try body(image, whitened)
    }

    /// Row by row rather than through `init(width:height:rgb:)`: a closure call a pixel was
    /// about a tenth of a one-shot `plot`'s drawing (1.2 Mpx).
    /// White is every byte 0xFF, so each row is a `memset`: `update(repeating:)` is the same in
    /// a release build, but a debug build (the tests' `refreshsim`) copied each pixel through a
    /// value witness, 30 % of a chart test's CPU.
    private static func paintWhite(_ rows: PixelRows) {
        for y in 0..<rows.height {
            guard let row = rows[y].baseAddress else { return }
            memset(row, 0xFF, rows.width * MemoryLayout<UInt32>.size)
        }
    }

    /// An opaque image whose pixel at (x, y) is `rgb(x, y)` as 0xRRGGBB.
    public convenience init(width: Int, height: Int, rgb: (Int, Int) -> UInt32) throws(ChartError) {
        try self.init(opaqueWidth: width, height: height)
        withMutablePixels { rows in
            for y in 0..<height {
                let row = rows[y]
                for x in 0..<width { row[x] = 0xFF00_0000 | (rgb(x, y) & 0xFF_FFFF) }
            }
        }
    }

    /// An opaque image whose pixels are not set yet.
    private convenience init(opaqueWidth width: Int, height: Int) throws(ChartError) {
        guard (1...32_000).contains(width), (1...32_000).contains(height) else {
            throw .invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw .cairo(status: "out of memory", while: "creating an image")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(status: String(cString: cairo_status_to_string(status)), while: "creating an image")
        }
        self.init(surface: surface)
    }

    /// Decodes a PNG file through cairo.
    public convenience init(contentsOfPNG path: String) throws(ChartError) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .pngUnreadable(path: path, reason: "no such readable file")
        }
        // The header first, so a file claiming 20000×20000 px is refused before cairo allocates it.
        var head = [UInt8](repeating: 0, count: PNGHeader.byteCount)
        let file = fopen(path, "rb")
        let count = file.map { fread(&head, 1, head.count, $0) } ?? 0
        if let file { fclose(file) }
        try Self.checkHeader(head.prefix(count), path: path)
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw .pngUnreadable(path: path, reason: "out of memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .pngUnreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        self.init(surface: surface)
    }

    /// Decodes PNG bytes through cairo.
    public convenience init(pngData: Data) throws(ChartError) {
        try Self.checkHeader(pngData, path: "(data)")
        let source = ByteSource(data: pngData)
        let read: cairo_read_func_t = { context, buffer, length in
            guard let context, let buffer else { return CAIRO_STATUS_READ_ERROR }
            return Unmanaged<ByteSource>.fromOpaque(context).takeUnretainedValue().read(into: buffer, count: Int(length))
                ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw .pngUnreadable(path: "(data)", reason: "out of memory") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .pngUnreadable(path: "(data)", reason: String(cString: cairo_status_to_string(status)))
        }
        self.init(surface: surface)
    }

    /// Refuses `bytes` that do not start like a PNG, or whose header declares more than a chart may
    /// have, before cairo allocates anything.
    private static func checkHeader(_ bytes: some Collection<UInt8>, path: String) throws(ChartError) {
        guard let header = PNGHeader(bytes: bytes) else { throw .pngUnreadable(path: path, reason: "not a PNG file") }
        guard header.isWithinChartLimits else {
            throw .pngUnreadable(
                path: path,
                reason:
                    "it declares \(header.width)×\(header.height) px, over the limit of \(ChartSize.maxPixels / 1_000_000) million pixels")
        }
    }

    /// The pixel at (x, y) as 0xAARRGGBB (alpha forced to 0xFF for opaque images), or nil outside.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return withPixels { rows in rows.argb(x: x, y: y) }
    }

    /// Read access to the pixel rows; opaque images report alpha 0xFF.
    func withPixels<R>(_ body: (PixelRows) -> R) -> R {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            return body(PixelRows(base: nil, stride: 0, width: 0, height: 0, opaque: true))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return body(PixelRows(base: UnsafeMutableRawPointer(data), stride: stride, width: width, height: height, opaque: !hasAlpha))
    }

    func withMutablePixels(_ body: (PixelRows) -> Void) {
        cairo_surface_flush(surface)
        withPixels(body)
        cairo_surface_mark_dirty(surface)
    }

    /// Encodes the image as PNG with the given settings.
    public func pngData(_ encoding: PNGEncoding = .standard) throws(ChartError) -> Data {
        try PNGEncoder(encoding: encoding).encode(self)
    }

    /// Encodes through cairo's own PNG writer (libpng at zlib's default level), for comparison
    /// with `pngData` in benchmarks.
    public func cairoPNGData() throws(ChartError) -> Data {
        let sink = PNGSink()
        let write: cairo_write_func_t = { context, bytes, length in
            guard let context, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(status: String(cString: cairo_status_to_string(status)), while: "writing a PNG")
        }
        return sink.data
    }

    /// Writes the image as a PNG file, atomically (see `FileWriter`); a missing folder is created.
    public func writePNG(to path: String, encoding: PNGEncoding = .standard) throws(ChartError) {
        try OutputFile.write(pngData(encoding), to: path)
    }
}

/// Row-indexed view of an image's 32-bit pixels.
struct PixelRows {
    let base: UnsafeMutableRawPointer?
    let stride: Int
    let width: Int
    let height: Int
    let opaque: Bool

    subscript(y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        guard let base, (0..<height).contains(y) else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        return UnsafeMutableBufferPointer(start: row, count: width)
    }

    /// 0xAARRGGBB with alpha normalised for opaque images.
    func argb(x: Int, y: Int) -> UInt32 {
        let value = self[y][x]
        return opaque ? value | 0xFF00_0000 : value
    }
}

/// Rows handed to the thread that paints them, which alone writes them until it signals.
/// A surface handed to the thread that destroys it.
private struct DoomedSurface: @unchecked Sendable {
    let pointer: OpaquePointer
}

private struct SendablePixelRows: @unchecked Sendable {
    let rows: PixelRows
}

private final class ByteSource {
    let data: Data
    var position = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= data.count - position else { return false }
        let start = data.startIndex + position
        data.copyBytes(to: buffer, from: start..<(start + count))
        position += count
        return true
    }
}

private final class PNGSink {
    var data = Data()
}
