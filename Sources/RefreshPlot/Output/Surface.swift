import RefreshSim
import CCairo
import Foundation

/// Where a drawing goes: an in-memory raster, or an SVG/PDF document. Everything Cairo-specific
/// about creating and finishing surfaces lives here.
public enum Surface {
    /// Draws into a white raster of `width`×`height` points at `scale` pixels per point.
    public static func raster(
        width: Double, height: Double, scale: Double, fonts: FontSet,
        draw: (Canvas) -> Void
    ) throws(ChartError) -> RasterImage {
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((height * scale).rounded(.up))
        let image = try RasterImage(width: pixelWidth, height: pixelHeight)
        try redraw(image, width: width, height: height, scale: scale, fonts: fonts, draw: draw)
        return image
    }

    /// Draws into a white raster of `width`×`height` points at `scale` pixels per point and encodes
    /// it as a PNG, the rows that are final compressed on another thread while the rest is drawn
    /// (`BandedDrawing`): the same bytes as `raster(…).pngData(encoding)`.
    static func png(
        width: Double, height: Double, scale: Double, fonts: FontSet, encoding: PNGEncoding,
        draw: (Canvas) -> Void
    ) throws(ChartError) -> Data {
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((height * scale).rounded(.up))
        return try RasterImage.white(width: pixelWidth, height: pixelHeight) { image, whitened throws(ChartError) -> Data in
            try withCanvas(on: image, width: width, height: height, scale: scale, fonts: fonts) {
                cairo, canvas throws(ChartError) -> Data in
                let drawing = BandedDrawing(recordingFor: canvas, image: image, scale: scale)
                // Recorded (its text measured) while the image is painted white.
                draw(drawing)
                whitened()
                let data = try PNGEncoder(encoding: encoding).encode(image) { rows in
                    drawing.draw(untilRowsAreFinalAbove: rows.upperBound < image.height ? rows.upperBound : nil)
                    cairo_surface_flush(image.surface)
                }
                try check(cairo, while: "drawing")
                if let failure = drawing.bandFailure { throw .cairo(status: failure, while: "drawing") }
                return data
            }
        }
    }

    /// Draws over `image` (already `width`×`height` points at `scale`), for frames of an
    /// animation that reuse one raster. `draw` must paint every pixel.
    static func redraw(
        _ image: RasterImage, width: Double, height: Double, scale: Double, fonts: FontSet,
        draw: (Canvas) -> Void
    ) throws(ChartError) {
        try withCanvas(on: image, width: width, height: height, scale: scale, fonts: fonts) { cairo, canvas throws(ChartError) in
            draw(canvas)
            try check(cairo, while: "drawing")
            cairo_surface_flush(image.surface)
        }
    }

    /// Frames drawn one after another over `image` (`width`×`height` points at `scale`) through
    /// one drawing context and one text layout, so text measured in one frame is not measured
    /// again in the next, nor its font looked up (a new layout a frame did both). `body` gets
    /// the canvas to measure on and draws each frame with `drawFrame`, which must paint every
    /// pixel.
    static func frames<T>(
        _ image: RasterImage, width: Double, height: Double, scale: Double, fonts: FontSet,
        body: (_ measuring: Canvas, _ drawFrame: ((CairoCanvas) -> Void) throws(ChartError) -> Void) throws(ChartError) -> T
    ) throws(ChartError) -> T {
        try withCanvas(on: image, width: width, height: height, scale: scale, fonts: fonts) { cairo, canvas throws(ChartError) in
            try body(canvas) { draw throws(ChartError) in
                draw(canvas)
                try check(cairo, while: "drawing")
                cairo_surface_flush(image.surface)
            }
        }
    }

    /// Draws a vector document (SVG or PDF) of `width`×`height` points and returns its bytes.
    public static func vector(
        _ format: OutputFormat, width: Double, height: Double, fonts: FontSet,
        draw: (Canvas) -> Void
    ) throws(ChartError) -> Data {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { context, bytes, length in
            guard let context, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let created: OpaquePointer? =
            switch format {
            case .svg: cairo_svg_surface_create_for_stream(write, closure, width, height)
            case .pdf: cairo_pdf_surface_create_for_stream(write, closure, width, height)
            case .png: nil
            }
        guard let surface = created else { throw .unsupportedFormat(path: "." + format.rawValue) }
        if format == .pdf {
            // A fixed date keeps the document's bytes a function of the chart alone.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "refreshsim")
        }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo(status: "out of memory", while: "creating a drawing context")
        }
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_fill(cairo)
        do {
            try fonts.withTextLayout { text throws(ChartError) in
                draw(CairoCanvas(cairo: cairo, text: text, width: width, height: height))
            }
        } catch {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            throw error
        }
        let drawStatus = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let finishStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        for status in [drawStatus, finishStatus] where status != CAIRO_STATUS_SUCCESS {
            throw .cairo(status: String(cString: cairo_status_to_string(status)), while: "writing \(format.rawValue)")
        }
        return sink.data
    }

    /// A canvas drawing into `image` (`width`×`height` points at `scale` pixels per point) through
    /// one Cairo context, its text laid out in `fonts`, for the length of `body`.
    private static func withCanvas<T>(
        on image: RasterImage, width: Double, height: Double, scale: Double, fonts: FontSet,
        _ body: (_ cairo: OpaquePointer, CairoCanvas) throws(ChartError) -> T
    ) throws(ChartError) -> T {
        guard let cairo = cairo_create(image.surface) else {
            throw .cairo(status: "out of memory", while: "creating a drawing context")
        }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        return try fonts.withTextLayout { text throws(ChartError) in
            try body(cairo, CairoCanvas(cairo: cairo, text: text, width: width, height: height))
        }
    }

    private static func check(_ cairo: OpaquePointer, while action: String) throws(ChartError) {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(status: String(cString: cairo_status_to_string(status)), while: action)
        }
    }
}

private final class ByteSink {
    var data = Data()
}
