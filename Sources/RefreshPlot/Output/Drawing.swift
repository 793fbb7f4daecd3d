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

extension Drawing {
    /// Draws into a white raster at the plan's pixels per point.
    public func rasterImage(fonts: FontSet? = nil) throws(ChartError) -> RasterImage {
        let fonts = try FontSet.resolve(fonts)
        let plan = try plan(fonts: fonts)
        try ChartSize(width: plan.width, scale: plan.scale).checkPixels(height: plan.height)
        return try Surface.raster(width: plan.width, height: plan.height, scale: plan.scale, fonts: fonts, draw: plan.draw)
    }

    /// The picture encoded as `format`.
    public func data(format: OutputFormat, pngEncoding: PNGEncoding = .standard, fonts: FontSet? = nil) throws(ChartError) -> Data {
        let fonts = try FontSet.resolve(fonts)
        switch format {
        case .png:
            return try rasterImage(fonts: fonts).pngData(pngEncoding)
        case .svg, .pdf:
            let plan = try plan(fonts: fonts)
            return try Surface.vector(format, width: plan.width, height: plan.height, fonts: fonts, draw: plan.draw)
        }
    }

    /// Writes the picture to `path`, in the format its extension names, atomically.
    public func write(to path: String, pngEncoding: PNGEncoding = .standard) throws(ChartError) {
        let format = try OutputFormat(path: path)
        try OutputFile.write(data(format: format, pngEncoding: pngEncoding), to: path)
    }
}
