import CCairo

/// A band of an image's pixel rows as a Cairo surface of its own over the same memory (same
/// stride, its first row at the band's first row), drawn on in the image's coordinates: its device
/// offset is minus that row, so a point lands on the pixel it lands on in the whole image. No clip:
/// the surface's own extent bounds what a call changes. `BandedDrawing` draws a mark that spans
/// many bands (a chart's event and finding lines, its run-end shade) through one of these per band,
/// so that the bands above become final while the rest is drawn; `SpanningMark` says which calls
/// come out the same that way.
final class ImageBand {
    let rows: Range<Int>
    let canvas: CairoCanvas
    private let surface: OpaquePointer
    private let cairo: OpaquePointer

    /// Rows `rows` of `image`, drawn on like `canvas` (which draws into `image` at `scale` pixels
    /// per point); nil if Cairo cannot make the surface.
    init?(rows: Range<Int>, of image: RasterImage, scale: Double, like canvas: CairoCanvas) {
        guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= image.height,
            let data = cairo_image_surface_get_data(image.surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        guard
            let surface = cairo_image_surface_create_for_data(
                data + rows.lowerBound * stride, cairo_image_surface_get_format(image.surface), Int32(image.width),
                Int32(rows.count), Int32(stride))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        // As `Surface` sets up the whole image's context; CairoCanvas sets the rest.
        cairo_scale(cairo, scale, scale)
        self.rows = rows
        self.surface = surface
        self.cairo = cairo
        self.canvas = CairoCanvas(cairo: cairo, text: canvas.text, width: canvas.size.width, height: canvas.size.height)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Cairo's description of what went wrong while drawing into the band, if anything did.
    var failure: String? {
        let status = cairo_status(cairo)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }
}
