import Foundation
@testable import RefreshPlot
import RefreshSim
import Testing

/// Titles in any script draw real glyphs on every picture that shows them: Pango counts each
/// glyph no family of the font set has (the missing-glyph box), and the count must be zero.
struct TitleScriptTests {
    static let titles = [
        "引っ張って更新",  // Japanese: kanji and kana
        "下拉刷新加载更多",  // Chinese
        "Pull to refresh 🔄✨",  // emoji
        "اسحب للتحديث",  // Arabic, right to left
    ]

    @Test(arguments: titles)
    func aTitleDrawsNoMissingGlyphOnTheChartTheFilmstripAndTheAnimation(title: String) throws {
        var subject = try BundledSubjects.subject("wkwebview-bad")
        subject.title = title
        let fonts = try FontSet.standard.get()
        #expect(fonts.missingFamilies.isEmpty, "scripts/ensure-system-packages installs \(fonts.missingFamilies)")
        #expect(try Self.unknownGlyphs(Chart.timeline(subject), fonts: fonts) == 0)
        #expect(try Self.unknownGlyphs(Filmstrip(subjects: [subject]), fonts: fonts) == 0)
        let animation = PhoneAnimation(subjects: [subject])
        #expect(
            try Self.unknownGlyphs(width: animation.size.width, height: animation.size.height, fonts: fonts) {
                animation.drawFrame(0, canvas: $0)
            } == 0)
    }

    /// The title is what the pictures show; the file-safe name is not.
    @Test func theTitleReplacesTheNameOnEveryPicture() throws {
        var subject = try BundledSubjects.subject("wkwebview-bad")
        subject.title = Self.titles[0]
        let chart = Chart.timeline(subject).transcript()
        #expect(chart.contains("text \"引っ張って更新\""))
        #expect(!chart.contains("text \"wkwebview-bad\""))
        let filmstrip = try Filmstrip(subjects: [subject]).plan(fonts: FontSet.standard.get())
        let animation = PhoneAnimation(subjects: [subject])
        let drawings: [(Canvas) -> Void] = [filmstrip.draw, { animation.drawFrame(0, canvas: $0) }]
        for draw in drawings {
            let canvas = RecordingCanvas(width: 2000, height: 2000)
            draw(canvas)
            #expect(canvas.transcript.contains("text \"引っ張って更新\""))
            #expect(!canvas.transcript.contains("text \"wkwebview-bad\""))
        }
    }

    /// The check can fail: with DejaVu Sans alone, which has no CJK and no emoji, each kanji,
    /// kana, hanzi and emoji is a box. So are the four katakana of the quote in wkwebview-bad's
    /// description ('ガタつく'), which drew as boxes before charts had fallback fonts.
    @Test func withoutTheFallbackFamiliesTheGlyphsAreCountedMissing() throws {
        let latinOnly = try FontSet(families: [FontSet.primaryFamily])
        var subject = try BundledSubjects.subject("wkwebview-bad")
        let description = try Self.unknownGlyphs(Chart.timeline(subject), fonts: latinOnly)
        #expect(description == 4)
        var counts: [Int] = []
        for title in Self.titles {
            subject.title = title
            counts.append(try Self.unknownGlyphs(Chart.timeline(subject), fonts: latinOnly) - description)
        }
        #expect(counts == [7, 8, 2, 0], "kanji and kana, hanzi, emoji; DejaVu Sans has Arabic")
        #expect(try Self.unknownGlyphs(Chart.timeline(subject), fonts: FontSet.standard.get()) == 0)
    }

    static func unknownGlyphs(_ drawing: some Drawing, fonts: FontSet) throws -> Int {
        let plan = try drawing.plan(fonts: fonts)
        return try unknownGlyphs(width: plan.width, height: plan.height, fonts: fonts, draw: plan.draw)
    }

    static func unknownGlyphs(width: Double, height: Double, fonts: FontSet, draw: (Canvas) -> Void) throws -> Int {
        var unknown = -1
        _ = try Surface.raster(width: width, height: height, scale: 1, fonts: fonts) { canvas in
            draw(canvas)
            unknown = (canvas as? CairoCanvas)?.unknownGlyphs ?? -1
        }
        return unknown
    }
}
