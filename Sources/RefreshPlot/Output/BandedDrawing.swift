import RefreshSim
import CCairo

/// A drawing recorded once, then drawn call by call while another thread compresses the PNG rows
/// that are already final (`PNGEncoder`, `Surface.png`).
///
/// The image is cut into bands of rows, which the encoder takes in order. Most calls are drawn
/// as recorded, in order, each whole, into the whole image; what the recording adds is knowing
/// when rows are final: each call's rows (`DrawingOperation.verticalExtent`, plus a pixel for
/// antialiasing) say which bands it can still reach. A chart's spanning marks (its event and
/// finding lines, drawn after every panel) reach nearly every band, and drawn whole they would
/// keep all but the top bands from being final until the drawing ends, with the compression
/// then running alone. So the calls that come out the same drawn a band at a time
/// (`SpanningMark`) are drawn through each band's own surface (`ImageBand`), a band once every
/// call before them that reaches it is drawn. Any order that draws, in each row, the calls
/// reaching it in the order they were made gives the same pixels: calls change no row outside
/// their rows. (Cutting any call at a band's edge, through a clip or a band's surface, is not the
/// same: Cairo rasterises a slanted or curved edge cut there differently.) `BandedDrawingTests`
/// checks that each kind of call and every glyph changes no row outside its rows and that charts
/// and filmstrips come out byte for byte as drawn whole; `SpanningMarkLawTests`, that random
/// spanning marks over other calls do. Text is measured by the Cairo canvas, each text once.
final class BandedDrawing: OperationRecorder {
    private let target: CairoCanvas
    private let image: RasterImage
    private let scale: Double
    private let bandRows: Int
    private var operations: [DrawingOperation] = []
    /// Per operation, the pixel rows it may change; nil: any.
    private var rows: [ClosedRange<Int>?] = []
    /// The transforms in force while recording, innermost last: a point's y on the target is
    /// `origin + y * scale` through each.
    private var transforms: [(origin: Double, scale: Double)] = []
    /// How many clips and transforms are in force while recording.
    private var depth = 0
    /// The rows of the clips in force while recording, innermost last (nil: any row).
    private var clips: [ClosedRange<Int>?] = []

    var size: (width: Double, height: Double) { target.size }

    /// Records for `target`, a canvas drawing into `image` at `scale` pixels per point, to be
    /// drawn in bands of `bandRows` rows.
    init(recordingFor target: CairoCanvas, image: RasterImage, scale: Double, bandRows: Int = PNGEncoder.drawnBandRows) {
        self.target = target
        self.image = image
        self.scale = scale
        self.bandRows = max(1, bandRows)
    }

    private var bandCount: Int { (image.height + bandRows - 1) / bandRows }

    private func bandRange(_ band: Int) -> Range<Int> { band * bandRows..<min((band + 1) * bandRows, image.height) }

    /// The bands a call's rows reach (every band for nil), within the image.
    private func bands(reachedBy rows: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let rows else { return bandCount > 0 ? 0...(bandCount - 1) : nil }
        let first = max(0, rows.lowerBound / bandRows)
        let last = min(bandCount - 1, rows.upperBound < 0 ? -1 : rows.upperBound / bandRows)
        return first <= last ? first...last : nil
    }

    /// The calls grouped as `BandSchedule` orders them: a call, or a clip or transform and the
    /// calls inside it; the last one is open while a clip or transform is.
    private var units: [(calls: Range<Int>, rows: ClosedRange<Int>?, reachesAny: Bool, spanning: Bool)] = []
    private lazy var schedule: BandSchedule = {
        // A mark is drawn band by band only over something drawn before it in its bands below its
        // first: otherwise, drawn whole at its first band's stage, it holds no band back, and
        // each piece would cost a stroke (a dashed line's dashes are all walked in every band).
        var content = Array(repeating: false, count: bandCount)
        return BandSchedule(
            units: units.map { unit in
                let bands = unit.reachesAny ? bands(reachedBy: unit.rows) : nil
                guard let reached = bands else { return BandSchedule.Unit(calls: unit.calls, bands: nil, spanning: false) }
                if unit.spanning {
                    let overContent = reached.dropFirst().contains { content[$0] }
                    return BandSchedule.Unit(calls: unit.calls, bands: reached, spanning: overContent)
                }
                for band in reached { content[band] = true }
                return BandSchedule.Unit(calls: unit.calls, bands: reached, spanning: false)
            },
            bandCount: bandCount)
    }()
    /// Bands 0..<`final` are drawn.
    private var final = 0
    /// Each band's surface while spanning marks are drawn through it.
    private lazy var imageBands: [ImageBand?] = Array(repeating: nil, count: bandCount)
    /// How many pieces of spanning marks were drawn through bands' surfaces, and what went wrong
    /// drawing one, if anything did.
    private(set) var piecesDrawn = 0
    private(set) var bandFailure: String?

    /// Draws recorded calls until pixel rows 0..<`row` are final (no call left reaches them);
    /// with nil, all of them.
    func draw(untilRowsAreFinalAbove row: Int?) {
        let bandsToFinish = row.map { min(bandCount, max(0, $0 / bandRows)) } ?? bandCount
        while final < bandsToFinish {
            schedule.stages[final].forEach(take)
            imageBands[final] = nil
            final += 1
        }
        if row == nil { schedule.rest.forEach(take) }
    }

    private func take(_ step: BandSchedule.Step) {
        switch step {
        case .whole(let calls):
            for index in calls { operations[index].replay(on: target) }
        case .piece(let call, let band):
            if imageBands[band] == nil {
                imageBands[band] = ImageBand(rows: bandRange(band), of: image, scale: scale, like: target)
            }
            guard let imageBand = imageBands[band] else {
                bandFailure = bandFailure ?? "out of memory"
                return
            }
            operations[call].replay(on: imageBand.canvas)
            piecesDrawn += 1
            if bandFailure == nil, let failure = imageBand.failure { bandFailure = failure }
        }
    }

    /// The rows each recorded call that draws may change (nil: any), in order.
    var reachedRows: [ClosedRange<Int>?] {
        zip(operations, rows).compactMap { operation, rows in operation.drawsPixels ? .some(rows) : nil }
    }

    func record(_ operation: DrawingOperation) {
        let unclipped = pixelRows(of: operation)
        let reached = Self.rows(unclipped, within: clips.last ?? nil)
        let index = operations.count
        operations.append(operation)
        rows.append(reached)
        if depth == 0 {
            units.append((index..<index, nil, false, isSpanning(operation, rows: reached)))
        }
        let unit = units.count - 1
        units[unit].calls = units[unit].calls.lowerBound..<index + 1
        if operation.drawsPixels {
            let known = units[unit].reachesAny ? units[unit].rows : reached
            units[unit].rows = known.flatMap { known in
                reached.map { min(known.lowerBound, $0.lowerBound)...max(known.upperBound, $0.upperBound) }
            }
            units[unit].reachesAny = true
        }
        switch operation {
        case .beginClip, .beginTransform: depth += 1
        case .end: depth -= 1
        default: break
        }
    }

    /// Whether a call is drawn band by band: it reaches more than one band, and comes out the
    /// same that way.
    private func isSpanning(_ operation: DrawingOperation, rows: ClosedRange<Int>?) -> Bool {
        guard let reached = bands(reachedBy: rows), reached.count > 1 else { return false }
        return SpanningMark.drawsAlike(
            operation, scale: scale, pixelWidth: image.width, firstRows: reached.map { bandRange($0).lowerBound })
    }

    private func pixelRows(of operation: DrawingOperation) -> ClosedRange<Int>? {
        // Text is laid out in the target's matrix, which is the drawing's at the top level only.
        guard var extent = operation.verticalExtent(box: transforms.isEmpty ? target.textBox : nil) else { return nil }
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

    /// Recorded as every call is, with the clip's rows kept: a call inside changes no row outside
    /// them (a curve running off its panel reaches only the panel's rows).
    func clipped(to rect: Rect, _ body: () -> Void) {
        let clip = pixelRows(of: .fill(rect, .ink, alpha: 1))
        record(.beginClip(rect))
        clips.append(Self.rows(clips.last ?? nil, within: clip))
        body()
        clips.removeLast()
        record(.end)
    }

    /// The rows of `rows` inside `clip` (nil: any row), for a call inside a clip or a clip inside
    /// another.
    private static func rows(_ rows: ClosedRange<Int>?, within clip: ClosedRange<Int>?) -> ClosedRange<Int>? {
        clip.map { rows?.clamped(to: $0) ?? $0 } ?? rows
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
