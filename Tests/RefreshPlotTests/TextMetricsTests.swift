import CPango
@testable import RefreshPlot
import Testing

/// `TextLayout.metrics` reads a face's ascent and descent the way Pango does, without the sample
/// sentence `pango_font_get_metrics` lays out: the two must agree, to the Pango unit, at every
/// size and weight charts, phone screens and filmstrips use and beyond.
struct TextMetricsTests {
    static let sizes: [Double] = [6, 8.25, 8.625, 9, 9.375, 9.75, 10.125, 10.5, 11.25, 12, 13, 15.5, 18, 24, 31, 48]

    @Test(arguments: [FontWeight.regular, .bold])
    func ascentAndDescentAreWhatPangoMeasures(weight: FontWeight) throws {
        let fonts = try FontSet.standard.get()
        let scale = Double(refreshsim_pango_scale())
        let compared = try fonts.withFontMap { map throws(ChartError) in
            let layout = try TextLayout(fontMap: map, fonts: fonts)
            let context = pango_font_map_create_context(map)!
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            pango_cairo_context_set_font_options(context, fonts.options)
            pango_context_set_language(context, pango_language_from_string("en"))
            return Self.sizes.map { size in
                let description = pango_font_description_new()!
                defer { pango_font_description_free(description) }
                pango_font_description_set_family(description, FontSet.primaryFamily)
                pango_font_description_set_weight(description, weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
                pango_font_description_set_absolute_size(description, size * scale)
                var pango: (ascent: Double, descent: Double)?
                if let font = pango_context_load_font(context, description) {
                    let metrics = pango_font_get_metrics(font, nil)
                    pango = (
                        Double(pango_font_metrics_get_ascent(metrics)) / scale, Double(pango_font_metrics_get_descent(metrics)) / scale
                    )
                    pango_font_metrics_unref(metrics)
                    g_object_unref(font)
                }
                return (size: size, ours: layout.metrics(size: size, weight: weight), pango: pango)
            }
        }
        for (size, ours, pango) in compared {
            let pango = try #require(pango, "\(FontSet.primaryFamily) loads at \(size)")
            #expect(ours.ascent == pango.ascent, "ascent at \(size)")
            #expect(ours.descent == pango.descent, "descent at \(size)")
            #expect(ours.ascent > size * 0.5 && ours.descent > 0, "a real face's metrics at \(size)")
        }
    }
}
