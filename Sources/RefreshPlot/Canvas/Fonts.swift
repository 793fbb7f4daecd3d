import RefreshSim
import CCairo
import Foundation

/// DejaVu Sans loaded by file path through FreeType, never by family name through fontconfig, so
/// text renders the same whatever the machine's font configuration.
///
/// The faces live for the whole process: cairo may keep using an FT_Face after the last font face
/// we hold is destroyed, and it serialises access to each face itself, so charts rendered on
/// several threads can share them.
public final class FontSet: @unchecked Sendable {
    public static let defaultRegularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The default DejaVu pair, loaded once on first use.
    public static let dejaVu: Result<FontSet, ChartError> = Result {
        try FontSet(regularPath: defaultRegularPath, boldPath: defaultBoldPath)
    }.mapError { $0 as? ChartError ?? .fontMissing(path: defaultRegularPath) }

    let regular: OpaquePointer
    let bold: OpaquePointer
    /// Unhinted outlines, greyscale antialiasing, unhinted metrics: identical everywhere.
    let options: OpaquePointer

    public init(regularPath: String, boldPath: String) throws(ChartError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontUnreadable(path: regularPath, freeTypeError: -1)
        }
        regular = try Self.face(at: regularPath, library: library)
        bold = try Self.face(at: boldPath, library: library)
        guard let options = cairo_font_options_create() else {
            throw .cairo(status: "out of memory", while: "creating font options")
        }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        self.options = options
    }

    private static func face(at path: String, library: FT_Library) throws(ChartError) -> OpaquePointer {
        guard FileManager.default.isReadableFile(atPath: path) else { throw .fontMissing(path: path) }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else { throw .fontUnreadable(path: path, freeTypeError: error) }
        let loadFlags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_AUTOHINT)
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else {
            throw .cairo(status: "out of memory", while: "creating the font face for \(path)")
        }
        let status = cairo_font_face_status(cairoFace)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(status: String(cString: cairo_status_to_string(status)), while: "loading \(path)")
        }
        return cairoFace
    }
}

extension FontSet {
    /// `fonts`, or the default DejaVu pair when nil.
    static func resolve(_ fonts: FontSet?) throws(ChartError) -> FontSet {
        if let fonts { return fonts }
        return try dejaVu.get()
    }
}
