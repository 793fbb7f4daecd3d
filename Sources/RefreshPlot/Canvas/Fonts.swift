import RefreshSim
import CCairo
import CDrawingLibraries
import CPango
import Foundation

/// The font families chart text is set in, in fallback order: Pango takes each glyph from the
/// first family that has it. Families are looked up by name through fontconfig, and the text
/// then sees only their files (`PinnedFonts`), so a machine's other fonts cannot change a chart.
///
/// A Pango font map is not meant to be shared between threads, so each drawing borrows one from
/// the set's pool and gives it back: charts rendered on several threads at once each have their
/// own, and a thread that draws many charts keeps its caches.
public final class FontSet: @unchecked Sendable {
    /// Latin, Greek, Cyrillic, Arabic and Hebrew, and the face the layout's metrics come from.
    public static let primaryFamily = "DejaVu Sans"
    /// Chinese, Japanese kana and Korean (WenQuanYi Micro Hei, 5 MB against Noto Sans CJK's 90),
    /// then emoji. On a Mac, after them, the system's own CJK and emoji faces.
    public static let fallbackFamilies: [String] = {
        let installed = ["WenQuanYi Micro Hei", "Noto Color Emoji"]
        #if os(macOS)
            return installed + ["Hiragino Sans", "PingFang SC", "Apple Color Emoji"]
        #else
            return installed
        #endif
    }()

    /// The standard set, built once on first use.
    public static var standard: Result<FontSet, ChartError> {
        // Asleep while `prepareStandard` builds it: waiting in the once of a `static let` spins
        // on Linux (the Swift runtime's lock is a priority-inheriting futex, and the kernel spins
        // a waiter while the holder runs), which takes the core another thread could use.
        preparing.wait()
        return built
    }

    private static let built: Result<FontSet, ChartError> = Result { () throws(ChartError) -> FontSet in
        try FontSet(families: [primaryFamily] + fallbackFamilies)
    }
    private static let preparing = DispatchGroup()

    /// The families found on this machine, in fallback order; the first is always the first asked for.
    public let families: [String]
    /// Asked for but not installed: their glyphs draw as boxes.
    public let missingFamilies: [String]
    let pinned: PinnedFonts
    /// Unhinted outlines, greyscale antialiasing, unhinted metrics: identical everywhere.
    let options: OpaquePointer
    private let pool = FontMapPool()

    /// `families` in fallback order. The first must be installed; the others are used when they are.
    public init(families: [String]) throws(ChartError) {
        guard let first = families.first else { throw .fontMissing(family: "") }
        let pinned = try PinnedFonts(families: families)
        guard pinned.found.contains(first) else { throw .fontMissing(family: first) }
        guard let options = cairo_font_options_create() else {
            throw .cairo(status: "out of memory", while: "creating font options")
        }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        self.pinned = pinned
        self.options = options
        self.families = families.filter(pinned.found.contains)
        self.missingFamilies = families.filter { !pinned.found.contains($0) }
    }

    /// Runs `body` with a font map of its own for the time it draws.
    func withFontMap<T>(_ body: (UnsafeMutablePointer<PangoFontMap>) throws(ChartError) -> T) throws(ChartError) -> T {
        let borrowed = try pool.checkOut(config: pinned.config)
        defer { pool.checkIn(borrowed) }
        return try body(borrowed.map)
    }

    /// Runs `body` with a font map of its own and the text layout kept with it, for the time it
    /// draws: text a chart measured while it was laid out (its automatic height) is known, and
    /// already laid out, when it is drawn.
    func withTextLayout<T>(_ body: (TextLayout) throws(ChartError) -> T) throws(ChartError) -> T {
        let borrowed = try pool.checkOut(config: pinned.config)
        defer { pool.checkIn(borrowed) }
        if borrowed.text == nil { borrowed.text = try TextLayout(fontMap: borrowed.map, fonts: self) }
        guard let text = borrowed.text else { throw .pango(status: "out of memory", while: "creating a text layout") }
        return try body(text)
    }
}

extension FontSet {
    /// Starts building `standard` on another thread and returns at once. Reading the machine's
    /// fontconfig configuration takes about 5 ms, which a command that will draw can spend
    /// parsing its arguments and running its scenarios instead; whoever reads `standard` first
    /// waits for the build to finish. Where the drawing libraries are loaded on demand (Linux on
    /// x86-64), fontconfig is loaded first, alone, and a third thread loads Cairo, Pango, GLib
    /// and HarfBuzz (9.5 M instructions) while the configuration is read; with glibc, a command
    /// named first on the command line has had all of that started before `main`
    /// (`refreshsim_drawing_loading_early`), and this thread finds it done or waits for it.
    public static func prepareStandard() {
        preparing.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            // Started before `main` by the drawing libraries' constructor, the loading goes on
            // there: this thread waits for fontconfig only.
            if refreshsim_drawing_fontconfig_load() != 0, refreshsim_drawing_loading_early() == 0 {
                // A thread of its own: a dispatch queue's second worker started ≈ 5 ms later.
                Thread { _ = refreshsim_drawing_chart_libraries_load() }.start()
            }
            _ = built
            preparing.leave()
        }
    }

    /// `fonts`, or the standard set when nil.
    static func resolve(_ fonts: FontSet?) throws(ChartError) -> FontSet {
        if let fonts { return fonts }
        return try standard.get()
    }
}

/// Idle font maps, each reading only the pinned fonts, with the text layout kept with each.
private final class FontMapPool: @unchecked Sendable {
    final class Borrowed {
        let map: UnsafeMutablePointer<PangoFontMap>
        var text: TextLayout?
        init(map: UnsafeMutablePointer<PangoFontMap>) { self.map = map }
    }

    private let lock = NSLock()
    private var idle: [Borrowed] = []

    func checkOut(config: OpaquePointer) throws(ChartError) -> Borrowed {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return reused }
        // The fontconfig back end on every system (on a Mac too, where Pango would pick CoreText),
        // so fonts are found by family the same way everywhere and the pinning holds.
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .cairo(status: "this Pango has no fontconfig back end", while: "creating a font map")
        }
        guard let fontconfigMap = refreshsim_pango_fc_font_map(map) else {
            g_object_unref(map)
            throw .cairo(status: "this Pango has no fontconfig back end", while: "creating a font map")
        }
        pango_fc_font_map_set_config(fontconfigMap, config)
        return Borrowed(map: map)
    }

    func checkIn(_ borrowed: Borrowed) {
        lock.lock()
        idle.append(borrowed)
        lock.unlock()
    }
}
