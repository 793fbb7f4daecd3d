import Foundation
@testable import RefreshPlot
import Testing

/// `RasterImage.white` paints on another thread while its body runs: the pixels are white once
/// `whitened` returns, and whenever `white` itself returns, whether or not its body waited.
struct WhiteRasterTests {
    static func allWhite(_ image: RasterImage) -> Bool {
        image.withPixels { rows in (0..<rows.height).allSatisfy { y in rows[y].allSatisfy { $0 == 0xFFFF_FFFF } } }
    }

    @Test func whiteOnceWhitenedReturns() throws {
        let white = try RasterImage.white(width: 1200, height: 1020) { image, whitened throws(ChartError) in
            whitened()
            whitened()
            return Self.allWhite(image)
        }
        #expect(white)
    }

    /// Large enough (64 MB) that its painting is still under way when a body that does not wait
    /// returns at once.
    @Test func whiteWhenABodyThatDidNotWaitReturns() throws {
        var kept: RasterImage?
        try RasterImage.white(width: 4000, height: 4000) { image, _ throws(ChartError) in kept = image }
        #expect(Self.allWhite(try #require(kept)))
    }

    @Test func whiteWhenABodyThrows() throws {
        var kept: RasterImage?
        #expect(throws: ChartError.self) {
            try RasterImage.white(width: 4000, height: 4000) { image, _ throws(ChartError) in
                kept = image
                throw ChartError.fontMissing(family: "x")
            }
        }
        #expect(Self.allWhite(try #require(kept)))
    }
}
