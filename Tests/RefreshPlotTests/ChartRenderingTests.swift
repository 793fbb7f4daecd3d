import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import Testing

struct ChartRenderingTests {
    @Test func theSameTimelineGivesTheSamePNGBytes() throws {
        let first = try Chart.timeline(Fixtures.janky).data(format: .png)
        let second = try Chart.timeline(Fixtures.janky).data(format: .png)
        #expect(first == second)
        #expect(first.count > 50_000)
    }

    @Test func pngRoundTripsThroughCairoPixelForPixel() throws {
        let image = try Chart.timeline(Fixtures.smooth).rasterImage()
        for encoding in [
            PNGEncoding.standard, .zlibDefault, PNGEncoding(level: 0, filter: .none, strategy: .standard),
            PNGEncoding(level: 3, filter: .up, strategy: .runLength),
        ] {
            let decoded = try RasterImage(pngData: image.pngData(encoding))
            let difference = ImageComparison(perPixelTolerance: 0, maxDifferingFraction: 0).compare(reference: image, actual: decoded)
            #expect(difference.differingPixels == 0, "\(encoding): \(difference.summary)")
        }
    }

    @Test func defaultSizeIsTwelveHundredPointsWideAndAsTallAsNeeded() throws {
        let image = try Chart.timeline(Fixtures.janky).rasterImage()
        #expect(image.width == 1200)
        // Three findings make the legend taller than the smooth run's one.
        let smooth = try Chart.timeline(Fixtures.smooth).rasterImage()
        #expect(image.height > smooth.height)
        let fixed = try Chart.timeline(Fixtures.janky, size: ChartSize(width: 1000, height: 900, scale: 2)).rasterImage()
        #expect(fixed.width == 2000 && fixed.height == 1800)
    }

    @Test func theChartShowsTheVerdictBadgeInItsColour() throws {
        let janky = try Chart.timeline(Fixtures.janky).rasterImage()
        let smooth = try Chart.timeline(Fixtures.smooth).rasterImage()
        // Just left of the badge's rounded right end, vertically centred: the badge's fill.
        #expect(janky.pixel(x: 1176 - 20, y: 14) == 0xFFC8_102E)
        #expect(smooth.pixel(x: 1176 - 20, y: 14) == 0xFF1B_7A4A)
    }

    @Test(arguments: [OutputFormat.svg, .pdf])
    func vectorFormatsAreWrittenByExtension(format: OutputFormat) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-plot-\(format.rawValue)")
        let path = directory.appendingPathComponent("chart.\(format.rawValue)").path
        try Chart.timeline(Fixtures.smooth).write(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let head = String(decoding: data.prefix(5), as: UTF8.self)
        #expect(head == (format == .svg ? "<?xml" : "%PDF-"))
        if format == .pdf {
            // A fixed creation date makes PDFs reproducible. (Cairo numbers SVG glyph ids per
            // process, so a second SVG in the same process differs in its ids.)
            #expect(try Chart.timeline(Fixtures.smooth).data(format: format) == data)
        }
    }

    @Test func formatsComeFromTheExtension() throws {
        #expect(try OutputFormat(path: "Output/a.PNG") == .png)
        #expect(try OutputFormat(path: "x.y/chart.svg") == .svg)
        #expect(throws: ChartError.unsupportedFormat(path: "chart.jpeg")) { try OutputFormat(path: "chart.jpeg") }
        #expect(throws: ChartError.unsupportedFormat(path: "dir.png/chart")) { try OutputFormat(path: "dir.png/chart") }
    }

    @Test func aMissingFontFamilyIsAClearError() {
        #expect(throws: ChartError.fontMissing(family: "No Such Family")) {
            try FontSet(families: ["No Such Family", FontSet.primaryFamily])
        }
        #expect(ChartError.fontMissing(family: "DejaVu Sans").description.contains("scripts/ensure-system-packages"))
    }

    @Test func missingFallbackFamiliesAreNamedNotFatal() throws {
        let fonts = try FontSet(families: [FontSet.primaryFamily, "No Such Family"])
        #expect(fonts.families == [FontSet.primaryFamily])
        #expect(fonts.missingFamilies == ["No Such Family"])
    }

    @Test(arguments: [(0.0, 1200.0, 1.0), (1200, Double.nan, 1), (1200, 900, 0), (Double.infinity, 900, 1), (1200, 900, 100)])
    func invalidSizesAreRejected(width: Double, height: Double, scale: Double) {
        #expect(throws: ChartError.self) {
            try Chart.timeline(Fixtures.smooth, size: ChartSize(width: width, height: height, scale: scale)).rasterImage()
        }
    }

    @Test func anEmptyTimelineStillDraws() throws {
        var subject = Fixtures.smooth
        subject.timeline.samples = []
        subject.timeline.events = []
        subject.analysis = nil
        let image = try Chart.timeline(subject).rasterImage()
        #expect(image.width == 1200)
    }

    @Test func unreadablePNGDataIsAnError() {
        #expect(throws: ChartError.self) { try RasterImage(pngData: Data("not a png".utf8)) }
        #expect(throws: ChartError.self) { try RasterImage(contentsOfPNG: "/nonexistent.png") }
    }
}
