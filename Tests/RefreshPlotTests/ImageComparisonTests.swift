import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import Testing

struct ImageComparisonTests {
    let comparison = ImageComparison.standard

    private func render(_ subject: ChartSubject) throws -> RasterImage {
        try Chart.timeline(subject).rasterImage()
    }

    @Test func aReRenderIsPixelIdentical() throws {
        let difference = comparison.compare(reference: try render(Fixtures.janky), actual: try render(Fixtures.janky))
        #expect(difference.differingPixels == 0)
        #expect(difference.largestChannelDelta == 0)
        #expect(difference.matches)
    }

    @Test func anEventMarkerMovedByTwoPointsIsCaught() throws {
        let reference = try render(Fixtures.janky)
        let moved = try render(Fixtures.moving(event: "didEndDecelerating", by: 2, in: Fixtures.janky))
        let difference = comparison.compare(reference: reference, actual: moved)
        #expect(!difference.matches, "\(difference.summary)")
        // Well past the limit, not a near miss.
        #expect(difference.differingFraction > 3 * comparison.maxDifferingFraction, "\(difference.summary)")
        // The change is where the marker is, x ≈ 112 + 5.7 s × 170.2 pt/s ≈ 1082 pt (the plot spans
        // 112…1136 pt for 6.02 s), and its label (about 120 pt wide, left of the marker).
        let bounds = try #require(difference.bounds)
        #expect(bounds.x > 940 && bounds.x + bounds.width < 1100, "\(difference.summary)")
    }

    @Test func aTenthOfAPointIsAntialiasingNoise() throws {
        let reference = try render(Fixtures.janky)
        let nudged = try render(Fixtures.moving(event: "didEndDecelerating", by: 0.1, in: Fixtures.janky))
        let difference = comparison.compare(reference: reference, actual: nudged)
        // The pixels did change, just not beyond the tolerance.
        #expect(difference.largestChannelDelta > 0)
        #expect(difference.matches, "\(difference.summary)")
    }

    @Test func aDifferentSizeNeverMatches() throws {
        let reference = try render(Fixtures.smooth)
        let wider = try Chart.timeline(Fixtures.smooth, size: ChartSize(width: 1210)).rasterImage()
        let difference = comparison.compare(reference: reference, actual: wider)
        #expect(!difference.sizesMatch)
        #expect(!difference.matches)
        #expect(difference.summary.contains("1200×"))
    }

    @Test func theDiffImageShowsReferenceActualAndChangedPixels() throws {
        let reference = try RasterImage(width: 40, height: 30)
        let actual = try RasterImage(width: 40, height: 30)
        let dark = try darkened(actual, x: 10..<13, y: 5..<7)
        let difference = comparison.compare(reference: reference, actual: dark)
        #expect(difference.differingPixels == 6)
        #expect(difference.bounds?.x == 10 && difference.bounds?.y == 5 && difference.bounds?.width == 3)
        let diff = try comparison.diffImage(reference: reference, actual: dark)
        #expect(diff.width == 40 * 3 + 24 && diff.height == 30)
        let diffX = 2 * (40 + 12)
        #expect(diff.pixel(x: diffX + 11, y: 6) == 0xFFFF_00FF)  // changed: magenta
        #expect(diff.pixel(x: diffX + 30, y: 20) == 0xFFFF_FFFF)  // unchanged white stays light
        #expect(diff.pixel(x: 40 + 12 + 11, y: 6) == 0xFF00_0000)  // the actual panel shows the dark block
        #expect(diff.pixel(x: 11, y: 6) == 0xFFFF_FFFF)  // the reference panel does not
    }

    @Test func toleranceIsPerChannelLevels() throws {
        let a = try RasterImage(width: 4, height: 4)
        let slightlyOff = try shaded(a, level: 255 - 16)
        let moreOff = try shaded(a, level: 255 - 17)
        #expect(comparison.compare(reference: a, actual: slightlyOff).differingPixels == 0)
        #expect(comparison.compare(reference: a, actual: moreOff).differingPixels == 16)
    }

    private func darkened(_ image: RasterImage, x: Range<Int>, y: Range<Int>) throws -> RasterImage {
        try RasterImage(width: image.width, height: image.height) { px, py in
            x.contains(px) && y.contains(py) ? 0x000000 : 0xFFFFFF
        }
    }

    private func shaded(_ image: RasterImage, level: UInt32) throws -> RasterImage {
        try RasterImage(width: image.width, height: image.height) { _, _ in (level << 16) | (level << 8) | level }
    }
}
