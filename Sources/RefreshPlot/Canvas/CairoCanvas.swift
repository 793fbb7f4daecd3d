import RefreshSim
import CCairo
import CPango

/// A `Canvas` that draws through Cairo into a raster or a vector document, its text laid out by Pango.
public final class CairoCanvas: Canvas {
    private let cairo: OpaquePointer
    let text: TextLayout
    public let size: (width: Double, height: Double)

    /// Glyphs drawn so far as the missing-glyph box: no family of the font set has them.
    public var unknownGlyphs: Int { text.unknownGlyphs - unknownGlyphsBefore }
    /// The text layout's count when this canvas got it (it is kept from drawing to drawing).
    private let unknownGlyphsBefore: Int

    init(cairo: OpaquePointer, text: TextLayout, width: Double, height: Double) {
        self.cairo = cairo
        self.text = text
        unknownGlyphsBefore = text.unknownGlyphs
        self.size = (width, height)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    }

    // MARK: Shapes

    public func fill(_ rect: Rect, _ color: Color, alpha: Double) {
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        setColor(color, alpha: alpha)
        cairo_fill(cairo)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color, alpha: Double) {
        roundedRectPath(rect, radius: radius)
        setColor(color, alpha: alpha)
        cairo_fill(cairo)
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double) {
        roundedRectPath(rect, radius: radius)
        setColor(color, alpha: 1)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    public func stroke(_ rect: Rect, _ color: Color, width: Double) {
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        setColor(color, alpha: 1)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    public func strokePolyline(_ points: [Point], _ color: Color, width: Double, dash: [Double], alpha: Double) {
        guard let first = points.first, points.count > 1 else { return }
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        setColor(color, alpha: alpha)
        cairo_set_line_width(cairo, width)
        setDash(dash)
        cairo_stroke(cairo)
        setDash([])
    }

    public func fillPolygon(_ points: [Point], _ color: Color, alpha: Double) {
        guard let first = points.first, points.count > 2 else { return }
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        cairo_close_path(cairo)
        setColor(color, alpha: alpha)
        cairo_fill(cairo)
    }

    public func fillCircle(center: Point, radius: Double, _ color: Color, alpha: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
        setColor(color, alpha: alpha)
        cairo_fill(cairo)
    }

    public func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * Double.pi)
        setColor(color, alpha: 1)
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    public func clipped(to rect: Rect, _ body: () -> Void) {
        beginClip(to: rect)
        body()
        endClipOrTransform()
    }

    public func transformed(origin: Point, scale: Double, _ body: () -> Void) {
        beginTransform(origin: origin, scale: scale)
        body()
        endClipOrTransform()
    }

    /// `clipped(to:)` and `transformed(origin:scale:)` as a begin and an end, for a recorded
    /// drawing replayed call by call (`BandedDrawing`).
    func beginClip(to rect: Rect) {
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cairo)
    }

    func beginTransform(origin: Point, scale: Double) {
        cairo_save(cairo)
        cairo_translate(cairo, origin.x, origin.y)
        cairo_scale(cairo, scale, scale)
    }

    func endClipOrTransform() {
        cairo_restore(cairo)
    }

    // MARK: Text

    public func drawText(
        _ string: String, at point: Point, size: Double, weight: FontWeight, color: Color,
        horizontal: HorizontalAnchor, vertical: VerticalAnchor, rotatedLeft: Bool
    ) {
        guard !string.isEmpty else { return }
        cairo_save(cairo)
        let (line, origin) = place(
            string, at: point, size: size, weight: weight, horizontal: horizontal, vertical: vertical, rotatedLeft: rotatedLeft)
        cairo_move_to(cairo, origin.x, origin.y)
        setColor(color, alpha: 1)
        text.show(line, on: cairo)
        cairo_restore(cairo)
    }

    /// Moves the user space to a text's anchor (rotated a quarter turn left if asked) and lays the
    /// text out there: its layout, and where its top-left goes.
    private func place(
        _ string: String, at point: Point, size: Double, weight: FontWeight, horizontal: HorizontalAnchor,
        vertical: VerticalAnchor, rotatedLeft: Bool
    ) -> (layout: OpaquePointer, origin: Point) {
        cairo_translate(cairo, point.x, point.y)
        if rotatedLeft { cairo_rotate(cairo, -Double.pi / 2) }
        let line = text.line(string, size: size, weight: weight, cairo: cairo)
        let width = line.width
        let dx: Double =
            switch horizontal {
            case .leading: 0
            case .center: -width / 2
            case .trailing: -width
            }
        return (line.layout, Point(x: dx, y: baselineOffset(size: size, weight: weight, vertical: vertical) - line.baseline))
    }

    /// The rows (y down, in the current user space) of the logical box of the text `drawText`
    /// lays down with these arguments: of the layout that will draw it, laid out where it will be
    /// drawn. Its ink may pass the box a little (`DrawingOperation.verticalExtent`).
    func textBox(
        _ string: String, at point: Point, size: Double, weight: FontWeight, horizontal: HorizontalAnchor,
        vertical: VerticalAnchor, rotatedLeft: Bool
    ) -> ClosedRange<Double>? {
        guard !string.isEmpty else { return nil }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let (line, origin) = place(
            string, at: point, size: size, weight: weight, horizontal: horizontal, vertical: vertical, rotatedLeft: rotatedLeft)
        let box = TextLayout.logicalBox(of: line)
        // A quarter turn left takes the text's x to minus y.
        let (low, high) =
            rotatedLeft
            ? (point.y - (origin.x + box.maxX), point.y - (origin.x + box.minX))
            : (point.y + origin.y + box.minY, point.y + origin.y + box.maxY)
        return low.isFinite && high.isFinite && low <= high ? low...high : nil
    }

    /// Where a text's baseline goes below its anchor.
    private func baselineOffset(size: Double, weight: FontWeight, vertical: VerticalAnchor) -> Double {
        let metrics = text.metrics(size: size, weight: weight)
        // Cap-height based centring reads better than the full ascent+descent box for labels.
        return switch vertical {
        case .top: metrics.ascent * 0.8
        case .middle: size * 0.36
        case .baseline: 0
        case .bottom: -metrics.descent
        }
    }

    public func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        guard !string.isEmpty else { return 0 }
        return text.width(of: string, size: size, weight: weight, cairo: cairo)
    }

    public func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        text.lines(of: string, width: width, size: size, weight: weight, cairo: cairo)
    }

    // MARK: Private

    private func setColor(_ color: Color, alpha: Double) {
        if alpha >= 1 {
            cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
        } else {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, alpha)
        }
    }

    private func setDash(_ dash: [Double]) {
        dash.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), 0)
        }
    }

    private func roundedRectPath(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
