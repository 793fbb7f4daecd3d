import Foundation
import RefreshSim

/// The map of a sweep: where over the varied fields a scenario is smooth and where it glitches.
///
/// The first field runs along x, the second up y (one field: a strip), and a third splits the map
/// into small multiples, one per value. Two sweeps over the same grid (an implementation and its
/// fix) are drawn side by side, with one legend, so the same colour means the same thing in both.
public struct SweepMap: Drawing {
    public var sweeps: [SweepResults]
    public var size: ChartSize

    public init(sweeps: [SweepResults], size: ChartSize = ChartSize()) {
        self.sweeps = sweeps
        self.size = size
    }

    /// Its size (as tall as the grid and legend need, unless `size.height` says) and how it draws.
    /// A raster of an automatic height is held to `ChartSize.maxPixels` like any other.
    public func plan(fonts: FontSet) throws(ChartError) -> DrawingPlan {
        let size = try self.size.validated()
        let layout = try self.layout(width: size.width, fonts: fonts)
        return DrawingPlan(width: size.width, height: size.height ?? layout.height, scale: size.scale) { canvas in
            SweepMapDrawing(map: self, layout: layout).draw(canvas)
        }
    }

    private func layout(width: Double, fonts: FontSet) throws(ChartError) -> SweepMapLayout {
        var layout = SweepMapLayout(map: self, width: width)
        // The legend wraps by text width, which needs a canvas to measure with.
        _ = try Surface.raster(width: 1, height: 1, scale: 1, fonts: fonts) { canvas in
            layout.placeLegend(measuringWith: canvas)
        }
        return layout
    }
}

/// One small heatmap: one sweep, at one value of the third field (if any).
struct SweepFacet {
    var sweep: Int
    /// The value index on the third axis, when there is one.
    var slice: Int?
    var frame: Rect
}

/// Where everything goes, in points.
struct SweepMapLayout {
    static let margin = 24.0
    static let headerHeight = 78.0
    static let facetTitleHeight = 30.0
    static let yGutter = 78.0
    static let xGutter = 50.0
    static let facetGap = 26.0

    var width: Double
    var facets: [SweepFacet] = []
    var plotHeight: Double = 0
    var legendTop: Double = 0
    var legendRows: [[(SweepColoring.Entry?, Double)]] = []
    var height: Double = 0
    let coloring: SweepColoring
    let axes: [SweepAxis]
    /// Whether the base scenario's values are on the grid (a field the file leaves out is not).
    let showsBase: Bool

    init(map: SweepMap, width: Double) {
        self.width = width
        showsBase = map.sweeps.contains { $0.sweep.baseCoordinates.allSatisfy { $0 != nil } }
        coloring = SweepColoring(map.sweeps)
        axes = map.sweeps.first?.sweep.axes ?? []
        let slices = axes.count > 2 ? axes[2].values.count : 1
        let columns = map.sweeps.count > 1 ? map.sweeps.count : min(slices, 3)
        let rows = map.sweeps.count > 1 ? slices : (slices + columns - 1) / columns
        let facetWidth = (width - 2 * Self.margin - Double(columns - 1) * Self.facetGap) / Double(columns)
        let plotWidth = max(40, facetWidth - Self.yGutter)
        plotHeight = axes.count < 2 ? 48 : min(max(plotWidth * 0.62, 120), 620)
        let facetHeight = Self.facetTitleHeight + plotHeight + Self.xGutter
        var top = Self.headerHeight
        for row in 0..<rows {
            for column in 0..<columns {
                let sweep = map.sweeps.count > 1 ? column : 0
                let slice = map.sweeps.count > 1 ? row : row * columns + column
                guard slice < slices else { continue }
                let x = Self.margin + Double(column) * (facetWidth + Self.facetGap)
                facets.append(
                    SweepFacet(
                        sweep: sweep, slice: axes.count > 2 ? slice : nil,
                        frame: Rect(x: x, y: top, width: facetWidth, height: facetHeight)))
            }
            top += facetHeight + Self.facetGap
        }
        legendTop = top - Self.facetGap + 16
        height = legendTop
    }

    /// The plotting area of a facet: cells only, without titles and tick labels.
    func plotArea(_ facet: SweepFacet) -> Rect {
        Rect(
            x: facet.frame.x + Self.yGutter, y: facet.frame.y + Self.facetTitleHeight,
            width: max(40, facet.frame.width - Self.yGutter), height: plotHeight)
    }

    /// Whether cells are big enough to carry their count of error findings.
    var showsCounts: Bool {
        guard let facet = facets.first, let x = axes.first else { return false }
        let plot = plotArea(facet)
        let rows = axes.count > 1 ? axes[1].values.count : 1
        return plot.width / Double(x.values.count) >= 18 && plot.height / Double(rows) >= 13
    }

    static let legendSwatch = 14.0
    static let legendFont = 13.0
    static let legendRowHeight = 22.0

    /// Legend entries flow left to right and wrap; a `nil` entry is the base-scenario outline.
    mutating func placeLegend(measuringWith canvas: Canvas) {
        var rows: [[(SweepColoring.Entry?, Double)]] = [[]]
        var x = 0.0
        let available = width - 2 * Self.margin
        let entries: [SweepColoring.Entry?] = coloring.entries.map { $0 } + (showsBase ? [nil] : [])
        for entry in entries {
            let text = entry.map { Self.legendText($0) } ?? Self.baseLegendText
            let itemWidth = Self.legendSwatch + 6 + canvas.textWidth(text, size: Self.legendFont) + 22
            if x > 0, x + itemWidth > available {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((entry, x))
            x += itemWidth
        }
        legendRows = rows
        height = legendTop + Double(rows.count) * Self.legendRowHeight + 36 + Self.margin
    }

    static func legendText(_ entry: SweepColoring.Entry) -> String {
        "\(entry.category.label) · \(entry.count)"
    }

    static let baseLegendText = "the base scenario's own values"
}
