import CCairo
import CPango
@testable import RefreshPlot
import Testing

/// A `FontSet` keeps a text layout with each font map, and the layout keeps one Pango context
/// for each kind of surface and matrix: text measured while a chart is laid out (on a 1×1 image)
/// is drawn from the same Pango layout, laid out once, on the chart's image at scale 1.
struct TextLayoutReuseTests {
    static func withImage<T>(scale: Double, _ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 40)!
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        cairo_scale(cairo, scale, scale)
        return body(cairo)
    }

    @Test func theLayoutIsKeptFromDrawingToDrawing() throws {
        let fonts = try FontSet(families: [FontSet.primaryFamily])
        let first = try fonts.withTextLayout { text throws(ChartError) in ObjectIdentifier(text) }
        let second = try fonts.withTextLayout { text throws(ChartError) in ObjectIdentifier(text) }
        #expect(first == second)
    }

    @Test func textMeasuredOnOneImageIsDrawnFromTheSameLayoutOnAnother() throws {
        let fonts = try FontSet(families: [FontSet.primaryFamily])
        let (measured, drawn, scaled, rotatedThenDrawn) = try fonts.withTextLayout { text throws(ChartError) in
            let width = Self.withImage(scale: 1) { text.width(of: "Pull to refresh", size: 12, weight: .bold, cairo: $0) }
            let measuredLayout = text.measuredLayout(of: "Pull to refresh", size: 12, weight: .bold)
            let line = Self.withImage(scale: 1) { text.line("Pull to refresh", size: 12, weight: .bold, cairo: $0) }
            let scaled = Self.withImage(scale: 2) { text.line("Pull to refresh", size: 12, weight: .bold, cairo: $0) }
            let again = Self.withImage(scale: 1) { cairo in
                cairo_rotate(cairo, -Double.pi / 2)
                _ = text.line("offset (pt)", size: 11, weight: .regular, cairo: cairo)
                cairo_rotate(cairo, Double.pi / 2)
                return text.line("Pull to refresh", size: 12, weight: .bold, cairo: cairo)
            }
            #expect(line.width == width)
            return (measuredLayout, line.layout, scaled.layout, again.layout)
        }
        #expect(measured == drawn)
        #expect(scaled != drawn, "another matrix, another context")
        #expect(rotatedThenDrawn == drawn, "drawing rotated text in between keeps the layout")
    }
}
