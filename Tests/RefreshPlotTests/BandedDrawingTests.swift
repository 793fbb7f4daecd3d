import Foundation
@testable import RefreshPlot
import RefreshSim
import Testing

/// A PNG whose rows are compressed while the rows below them are drawn (`BandedDrawing`, what
/// `DrawingPlan.data` does) must be the bytes of the same picture drawn whole and then encoded:
/// rows are compressed only once no call left can reach them, so each call must change no row
/// outside the rows it says it reaches.
struct BandedDrawingTests {
    static let width = 320.0
    static let height = 320.0

    /// Every kind of call, with edges of the bands the encoder takes (rows 128 and 256 at scale 1,
    /// `PNGEncoder.drawnBandRows` dividing 128) running through them, in a clip and under a
    /// transform.
    static var calls: [(String, (Canvas) -> Void)] {
        [
            ("fill", { $0.fill(Rect(x: 10.3, y: 120.6, width: 200, height: 20.2), .ink, alpha: 0.7) }),
            ("fillRoundedRect", { $0.fillRoundedRect(Rect(x: 5, y: 100.5, width: 150, height: 60), radius: 12, .ink, alpha: 1) }),
            ("strokeRoundedRect", { $0.strokeRoundedRect(Rect(x: 5, y: 110.25, width: 150, height: 40), radius: 8, .ink, width: 3) }),
            ("stroke", { $0.stroke(Rect(x: 20, y: 127.5, width: 90, height: 128.7), .ink, width: 2.5) }),
            (
                "strokePolyline",
                { canvas in
                    let points = (0..<200).map { Point(x: Double($0) * 1.5, y: 128 + 120 * sin(Double($0) / 9)) }
                    canvas.strokePolyline(points, .ink, width: 2, dash: [], alpha: 1)
                    canvas.strokePolyline(points.map { Point(x: $0.x, y: $0.y + 3.3) }, .ink, width: 1.5, dash: [4, 3], alpha: 0.5)
                }
            ),
            ("fillPolygon", { $0.fillPolygon([Point(x: 10, y: 20), Point(x: 300, y: 129), Point(x: 40, y: 290)], .ink, alpha: 0.4) }),
            ("fillCircle", { $0.fillCircle(center: Point(x: 100, y: 127.3), radius: 9.6, .ink, alpha: 1) }),
            ("strokeCircle", { $0.strokeCircle(center: Point(x: 160, y: 256.4), radius: 30, .ink, width: 4) }),
            ("text", { $0.text("Pull to refresh 12.5 ms", at: Point(x: 12, y: 130), size: 14, weight: .bold) }),
            ("text anchored top", { $0.text("gjpqy ÅÉÎ Δ→≤", at: Point(x: 12, y: 122), size: 18, vertical: .top) }),
            (
                "text anchored bottom",
                { $0.text("contentOffset.y", at: Point(x: 300, y: 132), size: 11, horizontal: .trailing, vertical: .bottom) }
            ),
            (
                "rotated text",
                { $0.text("contentOffset.y (pt)", at: Point(x: 30, y: 200), size: 12, horizontal: .center, rotatedLeft: true) }
            ),
            ("symbols, kana, ideographs, emoji", { $0.text("① ✓ ✗ ★ ⌘ 引っ張って 下拉刷新 한국 🔄✨", at: Point(x: 8, y: 126), size: 15) }),
            ("text of any script", { $0.text("下拉刷新 🔄 Z̴̡̛̺a̶l̷g̸o̵ اسحب", at: Point(x: 10, y: 127), size: 16) }),
            ("text of two lines", { $0.text("first\nsecond", at: Point(x: 10, y: 110), size: 16) }),
            (
                "clipped",
                { canvas in
                    canvas.clipped(to: Rect(x: 30.5, y: 100.25, width: 200, height: 60.5)) {
                        canvas.fillCircle(center: Point(x: 120, y: 130), radius: 50, .ink, alpha: 0.8)
                    }
                }
            ),
            (
                "transformed",
                { canvas in
                    canvas.transformed(origin: Point(x: 20, y: 250.5), scale: 0.5) {
                        canvas.fill(Rect(x: 0, y: -260, width: 300, height: 40), .ink, alpha: 0.9)
                        canvas.text("scaled", at: Point(x: 10, y: -250), size: 20)
                        canvas.transformed(origin: Point(x: 100, y: 10), scale: 3) {
                            canvas.strokeCircle(center: Point(x: 10, y: -4), radius: 4, .ink, width: 1)
                        }
                    }
                }
            ),
        ]
    }

    static func banded(scale: Double, _ draw: @escaping (Canvas) -> Void) throws -> Data {
        try DrawingPlan(width: width, height: height, scale: scale, draw: draw).data(format: .png, fonts: FontSet.standard.get())
    }

    static func whole(scale: Double, _ draw: @escaping (Canvas) -> Void) throws -> Data {
        try DrawingPlan(width: width, height: height, scale: scale, draw: draw).rasterImage(fonts: FontSet.standard.get())
            .pngData()
    }

    @Test(arguments: [0.5, 1, 2]) func everyKindOfCallDrawsTheSameBandedAsWhole(scale: Double) throws {
        for (name, draw) in Self.calls {
            #expect(try Self.banded(scale: scale, draw) == Self.whole(scale: scale, draw), "\(name) at scale \(scale)")
        }
        let all: (Canvas) -> Void = { canvas in Self.calls.forEach { $0.1(canvas) } }
        #expect(try Self.banded(scale: scale, all) == Self.whole(scale: scale, all), "all at scale \(scale)")
    }

    /// The rows a call says it reaches hold every pixel it changes: drawn alone on white, no row
    /// outside them differs from white. (Otherwise rows could be compressed before a call changed
    /// them.)
    @Test(arguments: [1.0, 2]) func aCallChangesNoPixelOutsideTheRowsItReaches(scale: Double) throws {
        let fonts = try FontSet.standard.get()
        for (name, draw) in Self.calls {
            let image = try DrawingPlan(width: Self.width, height: Self.height, scale: scale, draw: draw).rasterImage(fonts: fonts)
            let reach = try Self.reachedRows(scale: scale, draw)
            let changed = image.withPixels { rows in
                (0..<image.height).filter { y in rows[y].contains { $0 & 0xFF_FFFF != 0xFF_FFFF } }
            }
            #expect(!changed.isEmpty, "\(name) draws nothing")
            for y in changed {
                #expect(reach.contains { $0?.contains(y) ?? true }, "\(name) at scale \(scale) changes row \(y), outside \(reach)")
            }
        }
    }

    /// Texts of the characters whose glyphs keep to their em box (`DrawingOperation`): every one
    /// of the smaller blocks, every 37th of the ideographs and syllables, forty to a text.
    static var glyphTexts: [String] {
        let blocks: [(ClosedRange<UInt32>, UInt32)] = [
            (0x21...0x7E, 1), (0xA1...0x2AF, 1), (0x370...0x3FF, 1), (0x400...0x4FF, 1), (0x2010...0x2027, 1), (0x2030...0x205E, 1),
            (0x20A0...0x20BF, 1), (0x2100...0x23FF, 1), (0x2460...0x27BF, 1), (0x3000...0x303F, 1), (0x3040...0x30FF, 1),
            (0x4E00...0x9FFF, 37), (0xAC00...0xD7A3, 37), (0xFF01...0xFF60, 1), (0x1F300...0x1FAFF, 3),
        ]
        let scalars = blocks.flatMap { block, step in
            stride(from: block.lowerBound, through: block.upperBound, by: Int(step)).compactMap(Unicode.Scalar.init)
        }
        return stride(from: 0, to: scalars.count, by: 40).map { start in
            String(String.UnicodeScalarView(scalars[start..<min(start + 40, scalars.count)]))
        }
    }

    /// Each such glyph, at a small and a large size, at each anchor and rotated, stays within the
    /// rows its text is said to reach: its line's logical box and half an em either side.
    @Test(arguments: [1.0, 2]) func everyGlyphThatKeepsToItsEmBoxStaysInTheRowsItReaches(scale: Double) throws {
        let fonts = try FontSet.standard.get()
        for (index, text) in Self.glyphTexts.enumerated() {
            let size = index % 2 == 0 ? 9.0 : 22
            let vertical = [VerticalAnchor.top, .middle, .baseline, .bottom][index % 4]
            let draw: (Canvas) -> Void = { canvas in
                canvas.text(text, at: Point(x: 4, y: 160), size: size, vertical: vertical)
                canvas.text(text, at: Point(x: 160, y: 160), size: size, horizontal: .center, vertical: vertical, rotatedLeft: true)
            }
            let image = try DrawingPlan(width: 1200, height: Self.height, scale: scale, draw: draw).rasterImage(fonts: fonts)
            let reach = try Self.reachedRows(scale: scale, width: 1200, draw)
            let changed = image.withPixels { rows in
                (0..<image.height).filter { y in rows[y].contains { $0 & 0xFF_FFFF != 0xFF_FFFF } }
            }
            let outside = changed.filter { y in !reach.contains { $0?.contains(y) ?? true } }
            #expect(outside.isEmpty, "text \(index) at \(size) pt, \(vertical), scale \(scale): rows \(outside) outside \(reach): \(text)")
        }
    }

    /// Per recorded call that draws, the rows `BandedDrawing` says it reaches (nil: any).
    static func reachedRows(scale: Double, width: Double = width, _ draw: (Canvas) -> Void) throws -> [ClosedRange<Int>?] {
        let image = try RasterImage(width: Int(width * scale), height: Int(height * scale))
        var rows: [ClosedRange<Int>?] = []
        try Surface.redraw(image, width: width, height: height, scale: scale, fonts: FontSet.standard.get()) { canvas in
            guard let cairo = canvas as? CairoCanvas else { return }
            let drawing = BandedDrawing(recordingFor: cairo, image: image, scale: scale)
            draw(drawing)
            rows = drawing.reachedRows
        }
        return rows
    }

    /// Whole charts: a timeline with text in several scripts, a comparison, an overlay and a
    /// filmstrip (phone frames drawn under transforms and clips), at 1 and 2 pixels per point.
    @Test(arguments: [1.0, 2]) func chartsDrawTheSameBandedAsWhole(scale: Double) throws {
        var titled = try BundledSubjects.subject("wkwebview-bad")
        titled.title = "下拉刷新 🔄 Z̴̡̛̺a̶l̷g̸o̵"
        let header = try BundledSubjects.subject("cj-header")
        let drawings: [(String, any Drawing)] = [
            ("timeline", Chart.timeline(header, size: ChartSize(scale: scale))),
            ("titled", Chart.timeline(titled, size: ChartSize(scale: scale))),
            ("comparison", Chart.comparison(header, titled, size: ChartSize(scale: scale))),
            ("overlay", Chart.overlay(header, titled, size: ChartSize(scale: scale))),
            ("filmstrip", Filmstrip(subjects: [titled])),
        ]
        let fonts = try FontSet.standard.get()
        for (name, drawing) in drawings {
            let plan = try drawing.plan(fonts: fonts)
            #expect(try plan.data(format: .png, fonts: fonts) == plan.rasterImage(fonts: fonts).pngData(), "\(name) at scale \(scale)")
        }
    }
}
