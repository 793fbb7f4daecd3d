/// Why a chart could not be drawn or written. Every case says what to do about it.
public enum ChartError: Error, Equatable, CustomStringConvertible {
    /// The first of a `FontSet`'s families is not installed.
    case fontMissing(family: String)
    case unsupportedFormat(path: String)
    /// `height` nil: as tall as the chart needs.
    case invalidSize(width: Double, height: Double?, scale: Double)
    /// A raster chart over `ChartSize.maxPixels`.
    case tooManyPixels(width: Int, height: Int)
    case cairo(status: String, while: String)
    case pango(status: String, while: String)
    case pngUnreadable(path: String, reason: String)
    /// `reason` as RefreshSimFiles' `FileWriteError.Problem` says it: "cannot write: Permission denied".
    case writeFailed(path: String, reason: String)
    /// An animation would need more frames than `limit`.
    case tooManyFrames(frames: Int, limit: Int)
    case invalidAnimation(String)

    public var description: String {
        switch self {
        case .fontMissing(let family):
            "fontconfig finds no font of the family \"\(family)\" (scripts/ensure-system-packages installs "
                + "the fonts charts use; on a Mac, brew install --cask font-dejavu)"
        case .unsupportedFormat(let path):
            "cannot tell the output format of \(path): use a .png, .svg or .pdf file name"
        case .invalidSize(let width, let height, let scale):
            "invalid chart size: width \(width) pt, height \(height.map { "\($0) pt" } ?? "auto"), scale \(scale); "
                + "width and height must be 200…8000 pt, scale 0.25…8"
        case .tooManyPixels(let width, let height):
            "a chart of \(width)×\(height) px is over the limit of \(ChartSize.maxPixels / 1_000_000) million pixels; "
                + "lower --scale, --width or --height"
        case .cairo(let status, let action):
            "cairo failed while \(action): \(status)"
        case .pango(let status, let action):
            "Pango failed while \(action): \(status)"
        case .pngUnreadable(let path, let reason):
            "cannot read PNG \(path): \(reason)"
        case .writeFailed(let path, let reason):
            "\(path): \(reason)"
        case .tooManyFrames(let frames, let limit):
            "the animation would have \(frames) frames, more than \(limit): raise --speed or lower --fps"
        case .invalidAnimation(let reason):
            "invalid animation: \(reason)"
        }
    }
}
