import CCairo
import CPango
import Foundation

/// One line of text laid out by Pango in a `FontSet`'s families: shaped, ordered for its
/// direction, each glyph from the first family that has it. A `CairoCanvas` keeps one and sets
/// it to each string it measures or draws.
final class TextLayout {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let options: OpaquePointer
    private let fallbackList: String
    private let primaryFamily: String
    private var descriptions: [FontKey: OpaquePointer] = [:]
    private var metricsCache: [FontKey: (ascent: Double, descent: Double)] = [:]
    /// A Pango context for each kind of surface and matrix met (`update`), the current one in
    /// `space`. A `FontSet` keeps a text layout with each of its font maps, from drawing to
    /// drawing: a chart's text measured for its height is measured and laid out in the same space
    /// as the chart drawn at scale 1.
    private var spaces: [UpdateKey: Space] = [:]
    private var space: Space
    /// What `space` is for; nil until the first `update`.
    private var spaceKey: UpdateKey?
    /// Glyphs drawn as the missing-glyph box because no family has them.
    private(set) var unknownGlyphs = 0

    /// A Pango context and the layouts made in it. Pango lays a layout out again whenever its
    /// context changes (`pango_cairo_update_context` sets the matrix, which marks it changed), so
    /// one context taken from matrix to matrix — a rotated axis title, then the next label —
    /// laid every kept layout out again. One context for each surface and matrix keeps each
    /// layout laid out for the only space it is used in: the same layouts, laid out once.
    private final class Space {
        let context: OpaquePointer
        /// The layout text is set in to be measured or wrapped.
        let layout: OpaquePointer
        /// Layouts of drawn (and measured) text, kept laid out: a phone film draws the same labels
        /// frame after frame (`Row 12`, `9:41`), and shaping them again was a tenth of a review's
        /// time; a chart measures most labels before it draws them.
        var drawn: [WidthKey: OpaquePointer] = [:]
        /// Logical widths measured in this space: charts measure the same labels again as they
        /// lay out and draw.
        var widths: [WidthKey: Double] = [:]

        init(fontMap: UnsafeMutablePointer<PangoFontMap>, options: OpaquePointer) throws(ChartError) {
            guard let context = pango_font_map_create_context(fontMap) else {
                throw .pango(status: "out of memory", while: "creating a text context")
            }
            pango_cairo_context_set_font_options(context, options)
            // Positions as shaped, not rounded to whole points: what cairo's own text did before.
            pango_context_set_round_glyph_positions(context, 0)
            // Not the locale's: a chart must not depend on LANG.
            pango_context_set_language(context, pango_language_from_string("en"))
            guard let layout = pango_layout_new(context) else {
                g_object_unref(UnsafeMutableRawPointer(context))
                throw .pango(status: "out of memory", while: "creating a text layout")
            }
            pango_layout_set_single_paragraph_mode(layout, 1)
            self.context = context
            self.layout = layout
        }

        deinit {
            for layout in drawn.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// All that `pango_cairo_update_context` reads of a drawing context here: its surface's font
    /// options, which Cairo gives by the kind of surface alone (every image surface the same),
    /// and its matrix without the translation (Pango ignores that; the font options of the text
    /// are set once).
    private struct UpdateKey: Hashable {
        var surfaceType: UInt32
        var xx, yx, xy, yy: Double
    }

    private struct FontKey: Hashable {
        var size: Double
        var weight: FontWeight
    }

    private struct WidthKey: Hashable {
        var string: String
        var font: FontKey
    }

    init(fontMap: UnsafeMutablePointer<PangoFontMap>, fonts: FontSet) throws(ChartError) {
        self.fontMap = fontMap
        options = fonts.options
        space = try Space(fontMap: fontMap, options: fonts.options)
        fallbackList = fonts.families.joined(separator: ",")
        primaryFamily = fonts.families[0]
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
    }

    /// Lays out `string`, in the current user space of `cairo`.
    func set(_ string: String, size: Double, weight: FontWeight, cairo: OpaquePointer) {
        update(for: cairo)
        set(string, size: size, weight: weight, on: space.layout)
    }

    private func set(_ string: String, size: Double, weight: FontWeight, on layout: OpaquePointer) {
        var bytes = Array(string.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        let key = FontKey(size: size, weight: weight)
        let description = descriptions[key] ?? Self.description(family: fallbackList, size: size, weight: weight)
        descriptions[key] = description
        pango_layout_set_font_description(layout, description)
    }

    /// `string` laid out for drawing in the current user space of `cairo`, with its logical
    /// width and its baseline: kept from an earlier call in the same space.
    func line(_ string: String, size: Double, weight: FontWeight, cairo: OpaquePointer) -> (
        layout: OpaquePointer, width: Double, baseline: Double
    ) {
        update(for: cairo)
        let key = WidthKey(string: string, font: FontKey(size: size, weight: weight))
        let line: OpaquePointer
        if let known = space.drawn[key] {
            line = known
        } else {
            // A bound, for text that changes every frame (`pulled 37.5 pt`).
            if space.drawn.count >= 512 {
                for layout in space.drawn.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
                space.drawn.removeAll(keepingCapacity: true)
            }
            guard let made = pango_layout_new(space.context) else {
                set(string, size: size, weight: weight, cairo: cairo)
                return (space.layout, Self.width(of: space.layout), Self.baseline(of: space.layout))
            }
            pango_layout_set_single_paragraph_mode(made, 1)
            set(string, size: size, weight: weight, on: made)
            space.drawn[key] = made
            line = made
        }
        return (line, Self.width(of: line), Self.baseline(of: line))
    }

    /// The layout kept for `string` in the current space, if any (for tests).
    func measuredLayout(of string: String, size: Double, weight: FontWeight) -> OpaquePointer? {
        space.drawn[WidthKey(string: string, font: FontKey(size: size, weight: weight))]
    }

    /// Makes the space of `cairo`'s surface and matrix the current one, told about them once.
    private func update(for cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let key = UpdateKey(
            surfaceType: cairo_surface_get_type(cairo_get_target(cairo)).rawValue, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy,
            yy: matrix.yy)
        guard key != spaceKey else { return }
        if let known = spaces[key] {
            space = known
        } else {
            // The first space is made with the layout; a bound on the others, for drawings that
            // scale by many factors.
            if spaceKey != nil {
                if spaces.count >= 16 { spaces.removeAll() }
                guard let made = try? Space(fontMap: fontMap, options: options) else { return }
                space = made
            }
            pango_cairo_update_context(cairo, space.context)
            spaces[key] = space
        }
        spaceKey = key
    }

    /// The logical width of `string`, measured on the layout that will draw it: a chart measures
    /// most labels before it draws them, and laying out each once, not once to measure and once to
    /// draw, took ≈ 8 M instructions off `plot` of cj-header.
    func width(of string: String, size: Double, weight: FontWeight, cairo: OpaquePointer) -> Double {
        update(for: cairo)
        let key = WidthKey(string: string, font: FontKey(size: size, weight: weight))
        if let known = space.widths[key] { return known }
        let measured = line(string, size: size, weight: weight, cairo: cairo).width
        // A bound, for a layout kept from drawing to drawing.
        if space.widths.count >= 4096 { space.widths.removeAll(keepingCapacity: true) }
        space.widths[key] = measured
        return measured
    }

    /// `string` broken by Pango into lines no wider than `width`: between words, between CJK
    /// characters, inside a word only when it is wider than a line; at its line breaks too.
    func lines(of string: String, width: Double, size: Double, weight: FontWeight, cairo: OpaquePointer) -> [String] {
        set(string, size: size, weight: weight, cairo: cairo)
        let layout = space.layout
        pango_layout_set_single_paragraph_mode(layout, 0)
        pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        defer {
            pango_layout_set_width(layout, -1)
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        let bytes = Array(string.utf8)
        var lines: [String] = []
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            guard start >= 0, start <= end, end <= bytes.count else { continue }
            let text = Self.trimmed(String(decoding: bytes[start..<end], as: UTF8.self))
            if !text.isEmpty { lines.append(text) }
        }
        return lines
    }

    /// `text` without the white space and line breaks at its ends, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, scalar by scalar in the same
    /// set, without bridging to NSString: that made a String from UTF-16 through generic code
    /// that asks at run time whether the view is a Collection (a scan of every conformance record
    /// of the executable, ≈ 0.27 M instructions, the first time), while a chart is laid out.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let blank = CharacterSet.whitespacesAndNewlines
        guard let first = scalars.firstIndex(where: { !blank.contains($0) }),
            let last = scalars.lastIndex(where: { !blank.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The logical width of a laid-out text.
    private static func width(of layout: OpaquePointer) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// A laid-out text's logical box (its advances across, its fonts' ascent and descent down),
    /// from its top-left. Not its ink box: that needs every glyph's outline loaded while the
    /// drawing is recorded, ≈ 1 ms more for `plot` of cj-header.
    static func logicalBox(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = Double(PANGO_SCALE)
        return Rect(
            x: Double(logical.x) / unit, y: Double(logical.y) / unit, width: Double(logical.width) / unit,
            height: Double(logical.height) / unit)
    }

    /// From a laid-out text's top to its baseline.
    private static func baseline(of layout: OpaquePointer) -> Double {
        Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }

    /// Draws `line` (from `line(_:size:weight:cairo:)`) with its top-left at the current point,
    /// and counts its unknown glyphs.
    func show(_ line: OpaquePointer, on cairo: OpaquePointer) {
        pango_cairo_show_layout(cairo, line)
        unknownGlyphs += Int(pango_layout_get_unknown_glyphs_count(line))
    }

    /// The primary family's ascent and descent: labels anchor to it whatever script they hold,
    /// so a CJK label sits on the same line as its Latin neighbours.
    func metrics(size: Double, weight: FontWeight) -> (ascent: Double, descent: Double) {
        let key = FontKey(size: size, weight: weight)
        if let cached = metricsCache[key] { return cached }
        let description = Self.description(family: primaryFamily, size: size, weight: weight)
        defer { pango_font_description_free(description) }
        // `FontSet` made sure the primary family is installed, so the font loads. The fallback
        // only if it does not: the measuring layout's baseline, before any text is set in it,
        // loads the fonts of Pango's default, "serif 12", one more font pattern to match.
        let result: (ascent: Double, descent: Double)
        if let font = pango_context_load_font(space.context, description) {
            result = Self.faceMetrics(of: font)
            g_object_unref(font)
        } else {
            result = (ascent: Self.baseline(of: space.layout), descent: 0)
        }
        metricsCache[key] = result
        return result
    }

    /// The ascent and descent `pango_font_get_metrics` gives, read as Pango 1.50 reads them
    /// (`get_face_metrics`, pango/pangofc-font.c): the face's HarfBuzz extents, scaled by the
    /// font's matrix when it has one. `pango_font_get_metrics` itself also lays out a sample
    /// sentence in the locale's language, for an average character width charts never use; that
    /// loaded another fontset per size and weight, each sorted by fontconfig on two threads
    /// Pango starts for it (13 of `cj-header`'s 39 fontsets, 26 thread starts).
    private static func faceMetrics(of font: UnsafeMutablePointer<PangoFont>) -> (ascent: Double, descent: Double) {
        var extents = hb_font_extents_t()
        hb_font_get_extents_for_direction(pango_font_get_hb_font(font), HB_DIRECTION_LTR, &extents)
        var yy = 1.0
        if let fontconfigFont = refreshsim_pango_fc_font(font) {
            var matrix: UnsafeMutablePointer<FcMatrix>?
            if FcPatternGetMatrix(pango_fc_font_get_pattern(fontconfigFont), FC_MATRIX, 0, &matrix) == FcResultMatch,
                let matrix = matrix?.pointee,
                matrix.xx != 1 || matrix.xy != 0 || matrix.yx != 0 || matrix.yy != 1
            {
                yy = matrix.yy
            }
        }
        // Pango stores them as whole Pango units (`int`), truncating the scaled values.
        let ascent = Int32(Double(extents.ascender) * yy)
        let descent = Int32(-Double(extents.descender) * yy)
        return (Double(ascent) / Double(PANGO_SCALE), Double(descent) / Double(PANGO_SCALE))
    }

    private static func description(family: String, size: Double, weight: FontWeight) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        // Absolute: `size` user-space units to the em, as cairo_set_font_size had it.
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }
}
