/// The file formats a chart can be written in, chosen by file extension.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png
    case svg
    case pdf

    public init(path: String) throws(ChartError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."),
            let format = OutputFormat(rawValue: name[name.index(after: dot)...].lowercased())
        else {
            throw .unsupportedFormat(path: path)
        }
        self = format
    }
}

/// A chart's size in points and the pixels per point of raster output.
public struct ChartSize: Sendable, Equatable {
    public var width: Double
    /// `nil`: as tall as the content needs.
    public var height: Double?
    public var scale: Double

    public init(width: Double = 1200, height: Double? = nil, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The most pixels one raster chart may have: 64 million, 256 MB of 32-bit pixels, so one
    /// chart (pixels, PNG rows and compressed output) stays well under 1 GB. 8000×8000 pt at
    /// scale 1 fits; at scale 2, 4000×4000 pt does.
    public static let maxPixels = 64_000_000

    /// Whether a raster of `width`×`height` points at this scale stays within `maxPixels`.
    public func checkPixels(height: Double) throws(ChartError) {
        let pixels = pixelSize(height: height)
        guard pixels.width * pixels.height <= Double(Self.maxPixels) else {
            throw .tooManyPixels(width: Int(pixels.width), height: Int(pixels.height))
        }
    }

    /// The raster's size in whole pixels for a chart `height` points tall at this width and scale.
    func pixelSize(height: Double) -> (width: Double, height: Double) {
        ((width * scale).rounded(.up), (height * scale).rounded(.up))
    }

    public func validated() throws(ChartError) -> ChartSize {
        let heightOK = height.map { $0.isFinite && (200...8000).contains($0) } ?? true
        guard width.isFinite, (200...8000).contains(width), heightOK, scale.isFinite, (0.25...8).contains(scale),
            width * scale <= 32_000, (height ?? 0) * scale <= 32_000
        else {
            throw .invalidSize(width: width, height: height, scale: scale)
        }
        if let height { try checkPixels(height: height) }
        return self
    }
}
