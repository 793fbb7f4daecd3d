import RefreshSim

/// The calls that come out the same drawn band by band, each band through an `ImageBand`, as
/// drawn into the whole image: a filled rectangle, and a straight vertical line (dashed or not),
/// made outside any clip or transform and lying within the image's width. These are a chart's
/// spanning marks (event and finding lines, burst bands, the run-end shade); `BandedDrawing`
/// draws them a band at a time so that the rows above can be compressed while the rest is drawn.
///
/// Why they come out the same (Cairo 1.16's image compositor): a rectangle becomes boxes and a
/// vertical line (round joins) a polygon of vertical edges, both in fixed point (1/256 px) device
/// coordinates; each band's surface cuts them at whole rows, which leaves vertical edges where
/// they were, and the coverage of a row (boxes, or the scan converter's 15 sub-rows a row) depends
/// only on where the edges are within that row, so whole rows of translation change nothing. Dash
/// positions are measured from the line's start in fixed point, so they move with it. Calls of any
/// other shape are not the same: an edge cut at a band's edge at a slant or a curve is rounded
/// differently (a filmstrip's phone frame came out one level different along an edge).
///
/// The one difference left is rounding: a point given in absolute coordinates lands at
/// `scale·y − firstRow` in a band, computed in double precision and then rounded to 1/256 px, and
/// rounding twice can move a value that lies within 2⁻⁴⁰ or so of a half 1/256 by 1/256 px. A
/// dashed line from y = 100 + 8.5/256 + 2⁻⁴⁵ at scale 1 then dashes 1/256 px higher from row 384
/// on: 234 rows differ. So each such coordinate is checked, band by band, and a mark that would
/// move in any band is drawn whole. `SpanningMarkLawTests` runs the law over random marks.
enum SpanningMark {
    /// Whether `operation` draws the same through each band starting at `firstRows` as into the
    /// whole image, `pixelWidth` pixels wide at `scale` pixels per point (with no clip or
    /// transform in force).
    static func drawsAlike(_ operation: DrawingOperation, scale: Double, pixelWidth: Int, firstRows: [Int]) -> Bool {
        guard let ys = absoluteYs(of: operation, scale: scale, pixelWidth: Double(pixelWidth)) else { return false }
        return firstRows.allSatisfy { row in
            ys.allSatisfy { y in fixed(scale * y - Double(row)) == fixed(scale * y) &- 256 &* Int32(row) }
        }
    }

    /// The y coordinates Cairo turns into device space on their own (a rectangle's height is a
    /// distance from its top; a line's two ends are each a point), for a call of the shapes above
    /// whose values Cairo accepts without an error; nil for any other call.
    private static func absoluteYs(of operation: DrawingOperation, scale: Double, pixelWidth: Double) -> [Double]? {
        switch operation {
        case .fill(let rect, let color, let alpha):
            guard color.isFinite, alpha.isFinite, [rect.y, rect.height].allSatisfy({ inRange($0 * scale) }),
                within(rect.minX * scale, rect.maxX * scale, pixelWidth: pixelWidth)
            else { return nil }
            return [rect.y]
        case .strokePolyline(let points, let color, let width, let dash, let alpha):
            guard points.count == 2, points[0].x == points[1].x, color.isFinite, alpha.isFinite, width.isFinite, width > 0,
                dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.isEmpty || dash.contains(where: { $0 > 0 }),
                points.allSatisfy({ inRange($0.y * scale) }),
                within((points[0].x - width / 2) * scale, (points[0].x + width / 2) * scale, pixelWidth: pixelWidth)
            else { return nil }
            return points.map(\.y)
        default:
            return nil
        }
    }

    private static func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) < 1_000_000 }

    private static func within(_ low: Double, _ high: Double, pixelWidth: Double) -> Bool {
        inRange(low) && inRange(high) && min(low, high) >= 0 && max(low, high) <= pixelWidth
    }

    /// Cairo's `_cairo_fixed_from_double` (24.8 fixed point): the double's low word after adding
    /// 1.5·2⁴⁴, which rounds it to the nearest 1/256, ties to even.
    private static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)
    }
}

extension Color {
    fileprivate var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite }
}
