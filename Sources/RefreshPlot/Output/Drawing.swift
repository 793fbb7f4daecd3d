import Foundation

/// A picture laid out: its size in points, the pixels per point of a raster, and how it draws.
public struct DrawingPlan {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var draw: (Canvas) -> Void

    public init(width: Double, height: Double, scale: Double, draw: @escaping (Canvas) -> Void) {
        self.width = width
        self.height = height
        self.scale = scale
        self.draw = draw
    }
}

/// Every picture (a chart, a sweep map, a filmstrip) lays itself out once (`plan`); drawing it
/// into a raster, encoding it as PNG, SVG or PDF and writing it to a file are the same for all,
/// here, with the same limits (`ChartSize.maxPixels` for a raster).
public protocol Drawing: Sendable {
    func plan(fonts: FontSet) throws(ChartError) -> DrawingPlan
}

extension DrawingPlan {
    /// The pixels its raster will have, so a caller drawing many at once can bound their memory
    /// before drawing this plan.
    public var rasterPixelCount: Int {
        let pixels = ChartSize(width: width, scale: scale).pixelSize(height: height)
        return Int(pixels.width * pixels.height)
    }

    /// Draws into a white raster at the plan's pixels per point.
    public func rasterImage(fonts: FontSet) throws(ChartError) -> RasterImage {
        try ChartSize(width: width, scale: scale).checkPixels(height: height)
        return try Surface.raster(width: width, height: height, scale: scale, fonts: fonts, draw: draw)
    }

    /// The picture encoded as `format`, drawn with the fonts it was laid out with.
    public func data(format: OutputFormat, pngEncoding: PNGEncoding = .standard, fonts: FontSet) throws(ChartError) -> Data {
        switch format {
        case .png:
            try ChartSize(width: width, scale: scale).checkPixels(height: height)
            return try Surface.png(width: width, height: height, scale: scale, fonts: fonts, encoding: pngEncoding, draw: draw)
        case .svg, .pdf: return try Surface.vector(format, width: width, height: height, fonts: fonts, draw: draw)
        }
    }
}

extension Drawing {
    /// Draws into a white raster at the plan's pixels per point.
    public func rasterImage(fonts: FontSet? = nil) throws(ChartError) -> RasterImage {
        let fonts = try FontSet.resolve(fonts)
        return try plan(fonts: fonts).rasterImage(fonts: fonts)
    }

    /// The picture encoded as `format`.
    public func data(format: OutputFormat, pngEncoding: PNGEncoding = .standard, fonts: FontSet? = nil) throws(ChartError) -> Data {
        let fonts = try FontSet.resolve(fonts)
        return try plan(fonts: fonts).data(format: format, pngEncoding: pngEncoding, fonts: fonts)
    }

    /// Writes the picture to `path`, in the format its extension names, atomically.
    public func write(to path: String, pngEncoding: PNGEncoding = .standard) throws(ChartError) {
        let format = try OutputFormat(path: path)
        try OutputFile.write(data(format: format, pngEncoding: pngEncoding), to: path)
    }
}
