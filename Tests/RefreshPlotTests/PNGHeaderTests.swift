import Foundation
import RefreshPlot
import Testing

/// A stored chart baseline is judged by its header before any of it is decoded.
struct PNGHeaderTests {
    /// Signature, IHDR of `width`×`height` RGB, and a little deflate data that is never read.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return bytes + [8, 2, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
    }

    @Test func readsTheSizeFromTheFirst24Bytes() {
        #expect(PNGHeader(bytes: Self.header(width: 1200, height: 911)) == PNGHeader(bytes: Self.header(width: 1200, height: 911)))
        let header = PNGHeader(bytes: Self.header(width: 20_000, height: 20_000))
        #expect(header?.width == 20_000 && header?.height == 20_000)
        #expect(header?.isWithinChartLimits == false)
        #expect(PNGHeader(bytes: Self.header(width: 8000, height: 8000))?.isWithinChartLimits == true)
        #expect(PNGHeader(bytes: Array("GIF89a and more bytes than twenty-four".utf8)) == nil)
        #expect(PNGHeader(bytes: Self.header(width: 1, height: 1).prefix(20)) == nil)
    }

    @Test func aBaselineFarFromTheChartsSizeIsReportedWithoutDecoding() {
        let baseline = ChartBaseline()
        let current = Self.header(width: 1200, height: 911)
        let huge = baseline.differences(recorded: Self.header(width: 20_000, height: 20_000), current: current, scenarioName: "s")
        #expect(
            huge == [
                "chart: image size changed: reference 20000×20000 px, actual 1200×911 px (over the 64 million pixel limit of a chart); if the change is intended, record it again with --record"
            ])
        let random = baseline.differences(
            recorded: (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, current: current, scenarioName: "s")
        #expect(random == ["chart: the stored s.chart.png is not a PNG file; record it again with --record"])
    }

    @Test func decodingRefusesAnOversizedOrForeignPNG() {
        #expect(throws: ChartError.self) { try RasterImage(pngData: Data(Self.header(width: 20_000, height: 20_000))) }
        do {
            _ = try RasterImage(pngData: Data("not a png at all, not at all".utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.description == "cannot read PNG (data): not a PNG file")
        }
    }
}
