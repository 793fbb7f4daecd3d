import CCairo
import Foundation
@testable import RefreshPlot
import RefreshSim
import Testing

/// The law `BandedDrawing` rests on: a spanning mark (`SpanningMark`: a filled rectangle, a
/// vertical line, dashed or not) drawn band by band, each band through a surface of its rows alone
/// (`ImageBand`), lays down the same pixels as drawn into the whole image; and calls drawn in the
/// order `BandSchedule` gives, band by band, make the same image as drawn in order. Checked over
/// random marks at fractional coordinates, with their ends on and around band edges, over a
/// background of every other kind of call.
struct SpanningMarkLawTests {
    static let width = 300.0
    static let height = 360.0
    static let bandRows = PNGEncoder.drawnBandRows

    /// xorshift64*: the same marks on every machine.
    struct Marks: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    }

    /// A y near a band edge (on it, a 1/256 pixel either side, or the half-way point of Cairo's
    /// 1/256 grid) or anywhere, in points at `scale`.
    static func y(_ marks: inout Marks, scale: Double) -> Double {
        let edge = Double(bandRows) * Double(marks.next() % UInt64(Int(height * scale) / bandRows + 1))
        switch marks.next() % 4 {
        case 0: return edge / scale
        case 1: return (edge + marks.pick([-2, -1, -0.5, 0.5, 1, 2]) / 256) / scale
        case 2: return (edge + marks.pick([0.25, 0.5, 0.75, 0.998])) / scale
        default: return marks.unit() * (height + 40) - 20
        }
    }

    /// An x inside the image, sometimes on a pixel's edge or middle.
    static func x(_ marks: inout Marks, scale: Double) -> Double {
        let x = 4 + marks.unit() * (width - 8)
        switch marks.next() % 4 {
        case 0: return (x * scale).rounded() / scale
        case 1: return ((x * scale).rounded() + 0.5) / scale
        default: return x
        }
    }

    static func color(_ marks: inout Marks) -> Color { Color(red: marks.unit(), green: marks.unit(), blue: marks.unit()) }

    /// A random spanning mark.
    static func mark(_ marks: inout Marks, scale: Double) -> DrawingOperation {
        let top = y(&marks, scale: scale)
        let bottom = y(&marks, scale: scale)
        let alpha = marks.next() % 3 == 0 ? marks.unit() : marks.pick([1, 0.5, 0.7, 0.75, 0.8, 0.1])
        if marks.next() % 3 == 0 {
            let left = x(&marks, scale: scale)
            let right = marks.next() % 2 == 0 ? left + marks.pick([2, 1 / scale, 0.3]) : x(&marks, scale: scale)
            return .fill(Rect(x: left, y: top, width: right - left, height: bottom - top), color(&marks), alpha: alpha)
        }
        let x = x(&marks, scale: scale)
        let width = marks.next() % 3 == 0 ? 0.1 + marks.unit() * 4 : marks.pick([1, 1.4, 1.5, 2.2, 0.3, 3])
        let dash: [Double] = marks.pick([[], [], [4, 3], [0.1 + marks.unit() * 8, 0.1 + marks.unit() * 8], [2, 0, 1]])
        return .strokePolyline([Point(x: x, y: top), Point(x: x, y: bottom)], color(&marks), width: width, dash: dash, alpha: alpha)
    }

    /// A mark drawn through any canvas (the recording one included).
    static func draw(_ mark: DrawingOperation, on canvas: Canvas) {
        switch mark {
        case .fill(let rect, let color, let alpha): canvas.fill(rect, color, alpha: alpha)
        case .strokePolyline(let points, let color, let width, let dash, let alpha):
            canvas.strokePolyline(points, color, width: width, dash: dash, alpha: alpha)
        default: Issue.record("not a mark: \(mark)")
        }
    }

    /// A random call of another kind (drawn whole), some reaching many bands, some inside a clip.
    static func background(_ marks: inout Marks, scale: Double, on canvas: Canvas) {
        let top = y(&marks, scale: scale)
        let colour = color(&marks)
        switch marks.next() % 6 {
        case 0:
            let points = (0..<30).map { Point(x: 5 + Double($0) * 9.5, y: top + 60 * sin(Double($0) * marks.unit())) }
            canvas.polyline(points, colour, width: 1 + marks.unit() * 2, dash: marks.pick([[], [4, 3]]), alpha: 0.8)
        case 1: canvas.fillCircle(center: Point(x: x(&marks, scale: scale), y: top), radius: 2 + marks.unit() * 30, colour, alpha: 0.6)
        case 2:
            canvas.text(
                marks.pick(["contentOffset.y", "ÅÉÎ gjpqy", "① ✓ 下拉刷新", "pull past the top (pt)"]),
                at: Point(x: x(&marks, scale: scale), y: top),
                size: marks.pick([10, 12, 15, 24]), weight: marks.pick([.regular, .bold]), color: colour,
                horizontal: marks.pick([.leading, .center, .trailing]), vertical: marks.pick([.top, .middle, .baseline, .bottom]),
                rotatedLeft: marks.next() % 3 == 0)
        case 3:
            canvas.clipped(to: Rect(x: 20, y: top, width: 200, height: marks.unit() * 150)) {
                canvas.line(from: Point(x: 60.3, y: top - 40), to: Point(x: 60.3, y: top + 300), colour, width: 1.5)
                canvas.fill(Rect(x: 10, y: top - 20, width: 100, height: 250), colour, alpha: 0.3)
            }
        case 4:
            canvas.line(
                from: Point(x: x(&marks, scale: scale), y: top), to: Point(x: x(&marks, scale: scale), y: top + 90), colour, width: 1.2)
        default:
            canvas.fillRoundedRect(Rect(x: x(&marks, scale: scale) - 40, y: top, width: 80, height: 70.5), radius: 6, colour, alpha: 0.5)
        }
    }

    /// `draw` recorded and drawn band by band, as `Surface.png` draws it (without encoding), with
    /// how many pieces of spanning marks went through bands' surfaces.
    static func banded(scale: Double, height: Double = height, _ draw: (Canvas) -> Void) throws -> (image: RasterImage, pieces: Int) {
        let image = try RasterImage(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        var pieces = 0
        try Surface.redraw(image, width: width, height: height, scale: scale, fonts: FontSet.standard.get()) { canvas in
            guard let cairo = canvas as? CairoCanvas else { return }
            let drawing = BandedDrawing(recordingFor: cairo, image: image, scale: scale)
            draw(drawing)
            for row in stride(from: bandRows, to: image.height, by: bandRows) { drawing.draw(untilRowsAreFinalAbove: row) }
            drawing.draw(untilRowsAreFinalAbove: nil)
            pieces = drawing.piecesDrawn
        }
        return (image, pieces)
    }

    static func whole(scale: Double, height: Double = height, _ draw: (Canvas) -> Void) throws -> RasterImage {
        let image = try RasterImage(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        try Surface.redraw(image, width: width, height: height, scale: scale, fonts: FontSet.standard.get(), draw: draw)
        return image
    }

    /// The first row where two images of one size differ, if any. Rows compared by `memcmp`:
    /// pixel by pixel at -Onone this comparison was most of the suite's 10 s of CPU.
    static func firstDifference(_ a: RasterImage, _ b: RasterImage) -> Int? {
        a.withPixels { left in
            b.withPixels { right in
                (0..<a.height).first { y in
                    guard let drawn = left[y].baseAddress, let expected = right[y].baseAddress else { return true }
                    return memcmp(drawn, expected, a.width * 4) != 0
                }
            }
        }
    }

    @Test(arguments: [0.5, 1, 1.37, 2, 3])
    func spanningMarksDrawTheSameBandByBandAsWhole(scale: Double) throws {
        var marks = Marks(state: 0x5EED_0000 + UInt64(scale * 100))
        var pieces = 0
        for trial in 0..<40 {
            let seed = marks.next()
            let draw: (Canvas) -> Void = { canvas in
                var marks = Marks(state: seed | 1)
                for _ in 0..<(1 + marks.next() % 14) {
                    if marks.next() % 3 == 0 {
                        Self.background(&marks, scale: scale, on: canvas)
                    } else {
                        Self.draw(Self.mark(&marks, scale: scale), on: canvas)
                    }
                }
            }
            let (banded, drawnPieces) = try Self.banded(scale: scale, draw)
            pieces += drawnPieces
            let difference = Self.firstDifference(banded, try Self.whole(scale: scale, draw))
            #expect(difference == nil, "trial \(trial) (seed \(seed)) at scale \(scale): row \(difference ?? -1) differs")
        }
        // Else the law would hold for want of marks drawn by band.
        #expect(pieces > 200, "only \(pieces) pieces drawn through bands at scale \(scale)")
    }

    /// Cairo rounds a point to 1/256 px after adding the band's offset, so a point within a hair
    /// of a half 1/256 can round the other way in a band: a dashed line starting there dashes
    /// 1/256 px higher in the bands from row 384 on (where `y − row` loses the hair). `SpanningMark`
    /// finds such a mark and it is drawn whole.
    @Test func aMarkThatWouldRoundDifferentlyInABandIsDrawnWhole() throws {
        let height = 640.0
        let nearTie = 100 + 8.5 / 256 + 0x1p-45
        let line = DrawingOperation.strokePolyline(
            [Point(x: 20.3, y: nearTie), Point(x: 20.3, y: 600)], .ink, width: 1, dash: [4, 3], alpha: 0.5)
        let firstRows = Array(stride(from: 0, to: Int(height), by: Self.bandRows))
        #expect(!SpanningMark.drawsAlike(line, scale: 1, pixelWidth: 300, firstRows: firstRows))
        #expect(SpanningMark.drawsAlike(line, scale: 1, pixelWidth: 300, firstRows: [0]))
        for y in [100 + 8.5 / 256, 100.3, 100] {
            let moved = DrawingOperation.strokePolyline(
                [Point(x: 20.3, y: y), Point(x: 20.3, y: 600)], .ink, width: 1, dash: [4, 3], alpha: 0.5)
            #expect(SpanningMark.drawsAlike(moved, scale: 1, pixelWidth: 300, firstRows: firstRows), "y \(y)")
        }

        // Drawn through every band's surface regardless, it does differ: the check is needed.
        let whole = try Self.whole(scale: 1, height: height) { Self.draw(line, on: $0) }
        let forced = try Self.whole(scale: 1, height: height) { _ in }
        try Surface.redraw(forced, width: Self.width, height: height, scale: 1, fonts: FontSet.standard.get()) { canvas in
            guard let cairo = canvas as? CairoCanvas else { return }
            for first in firstRows {
                let band = ImageBand(rows: first..<min(first + Self.bandRows, forced.height), of: forced, scale: 1, like: cairo)
                if let band { line.replay(on: band.canvas) }
            }
        }
        #expect(Self.firstDifference(whole, forced) != nil)

        let (banded, pieces) = try Self.banded(scale: 1, height: height) { Self.draw(line, on: $0) }
        #expect(pieces == 0)
        #expect(Self.firstDifference(banded, whole) == nil)
    }

    /// Calls the rule leaves whole: a slanted line, a line or a rectangle running off the
    /// image's side, dashes Cairo refuses, a polyline, a NaN, a circle.
    @Test func marksOfOtherShapesAreDrawnWhole() {
        let rows = Array(stride(from: 0, to: 360, by: Self.bandRows))
        let refused: [DrawingOperation] = [
            .strokePolyline([Point(x: 20, y: 10), Point(x: 21, y: 300)], .ink, width: 1, dash: [], alpha: 1),
            .strokePolyline([Point(x: 0.2, y: 10), Point(x: 0.2, y: 300)], .ink, width: 1, dash: [], alpha: 1),
            .strokePolyline([Point(x: 20, y: 10), Point(x: 20, y: 300)], .ink, width: 1, dash: [0, 0], alpha: 1),
            .strokePolyline([Point(x: 20, y: 10), Point(x: 20, y: 300)], .ink, width: 1, dash: [-1, 3], alpha: 1),
            .strokePolyline([Point(x: 20, y: 10), Point(x: 20, y: 300), Point(x: 20, y: 310)], .ink, width: 1, dash: [], alpha: 1),
            .fill(Rect(x: 250, y: 10, width: 60, height: 200), .ink, alpha: 1),
            .fill(Rect(x: 20, y: .nan, width: 60, height: 200), .ink, alpha: 1),
            .fillCircle(center: Point(x: 100, y: 100), radius: 90, .ink, alpha: 1),
        ]
        for operation in refused {
            #expect(!SpanningMark.drawsAlike(operation, scale: 1, pixelWidth: 300, firstRows: rows), "\(operation)")
        }
    }
}
