import RefreshSim
import CCairo

/// A drawing recorded once, then drawn call by call while another thread compresses the PNG rows
/// that are already final (`PNGEncoder`, `Surface.png`).
///
/// The calls are drawn as recorded, in order, each whole, into the whole image: the same pixels as
/// drawing directly. What the recording adds is knowing when rows are final: each call's rows
/// (`DrawingOperation.verticalExtent`, plus a pixel for antialiasing) say which calls can still
/// reach a row, so the rows above every call not yet drawn can be compressed while the rest is
/// drawn. (Drawing each band of rows through a clip, or through a surface of its rows alone, every
/// call replayed in every band it reaches, is not the same: Cairo rasterises a shape cut at a
/// band's edge differently, and a filmstrip's phone frame came out one level different along an
/// edge.) `BandedDrawingTests` checks that each kind of call changes no row outside its rows, and
/// that charts and filmstrips come out byte for byte as drawn whole. Text is measured by the
/// Cairo canvas, each text once.
final class BandedDrawing: OperationRecorder {
    private let target: CairoCanvas
    private let scale: Double
    private var operations: [DrawingOperation] = []
    /// Per operation, the pixel rows it may change; nil: any.
    private var rows: [ClosedRange<Int>?] = []
    /// The transforms in force while recording, innermost last: a point's y on the target is
    /// `origin + y * scale` through each.
    private var transforms: [(origin: Double, scale: Double)] = []

    var size: (width: Double, height: Double) { target.size }

    /// Records for `target`, a canvas drawing into a raster at `scale` pixels per point.
    init(recordingFor target: CairoCanvas, scale: Double) {
        self.target = target
        self.scale = scale
    }

    /// How many recorded calls have been drawn.
    private var drawn = 0
    /// Per call, the first pixel row that it and every call after it leave alone: rows above it
    /// are final once the calls before it are drawn.
    private lazy var settledAbove: [Int] = {
        var settled = Array(repeating: Int.max, count: operations.count + 1)
        for index in operations.indices.reversed() {
            let reach = operations[index].drawsPixels ? rows[index]?.lowerBound ?? Int.min : Int.max
            settled[index] = min(settled[index + 1], reach)
        }
        return settled
    }()

    /// Draws recorded calls, in order, until pixel rows 0..<`row` are final (no call left reaches
    /// them); with nil, all of them.
    func draw(untilRowsAreFinalAbove row: Int?) {
        while drawn < operations.count, row.map({ settledAbove[drawn] < $0 }) ?? true {
            operations[drawn].replay(on: target)
            drawn += 1
        }
    }

    /// The rows each recorded call that draws may change (nil: any), in order.
    var reachedRows: [ClosedRange<Int>?] {
        zip(operations, rows).compactMap { operation, rows in operation.drawsPixels ? .some(rows) : nil }
    }

    func record(_ operation: DrawingOperation) {
        operations.append(operation)
        rows.append(pixelRows(of: operation))
    }

    private func pixelRows(of operation: DrawingOperation) -> ClosedRange<Int>? {
        guard var extent = operation.verticalExtent else { return nil }
        for transform in transforms.reversed() {
            let ends = [transform.origin + extent.lowerBound * transform.scale, transform.origin + extent.upperBound * transform.scale]
            guard let low = ends.min(), let high = ends.max(), low.isFinite, high.isFinite else { return nil }
            extent = low...high
        }
        let low = (extent.lowerBound * scale).rounded(.down) - 1
        let high = (extent.upperBound * scale).rounded(.up) + 1
        guard low.isFinite, high.isFinite, abs(low) < 1e9, abs(high) < 1e9 else { return nil }
        return Int(low)...Int(high)
    }

    // MARK: Canvas

    /// Recorded as every call is (`OperationRecorder`), with the transform kept for the rows of the
    /// calls inside it.
    func transformed(origin: Point, scale: Double, _ body: () -> Void) {
        record(.beginTransform(origin: origin, scale: scale))
        transforms.append((origin.y, scale))
        body()
        transforms.removeLast()
        record(.end)
    }

    // A chart measures the same texts more than once while it draws (its blocks' natural heights,
    // then each block's layout): each is measured once here, 3.5 M instructions fewer for plot of
    // cj-header.

    private struct Measured: Hashable {
        let string: String
        let size: Double
        let weight: FontWeight
        let width: Double?
    }

    private var widths: [Measured: Double] = [:]
    private var lines: [Measured: [String]] = [:]

    func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        let key = Measured(string: string, size: size, weight: weight, width: nil)
        if let known = widths[key] { return known }
        let width = target.textWidth(string, size: size, weight: weight)
        widths[key] = width
        return width
    }

    func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        let key = Measured(string: string, size: size, weight: weight, width: width)
        if let known = lines[key] { return known }
        let wrapped = target.wrappedLines(string, width: width, size: size, weight: weight)
        lines[key] = wrapped
        return wrapped
    }
}
