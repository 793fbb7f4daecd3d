import RefreshSim
import CCairo
import Foundation

/// A golden-image comparison with a tolerance, shared by the snapshot tests and
/// `refreshsim check --baseline`.
///
/// A pixel differs when any channel differs by more than `perPixelTolerance` levels (of 255);
/// the images match when the differing share of pixels is at most `maxDifferingFraction`. The
/// defaults absorb antialiasing noise — a line moved by a tenth of a point changes its edge pixels
/// by a few levels, and cairo 1.16 snaps glyphs to whole pixels, so a label nudged across a
/// rounding boundary changes a few hundred pixels — but catch a marker moved by two points (its
/// dashed line and label change about 0.2 % of a 1200×1000 chart).
public struct ImageComparison: Sendable, Equatable {
    public var perPixelTolerance: Int
    public var maxDifferingFraction: Double

    public init(perPixelTolerance: Int = 16, maxDifferingFraction: Double = 0.0005) {
        self.perPixelTolerance = min(max(perPixelTolerance, 0), 255)
        self.maxDifferingFraction = maxDifferingFraction.isFinite ? min(max(maxDifferingFraction, 0), 1) : 0
    }

    public static let standard = ImageComparison()

    public func compare(reference: RasterImage, actual: RasterImage) -> ImageDifference {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageDifference(
                comparison: self, referenceSize: (reference.width, reference.height),
                actualSize: (actual.width, actual.height), differingPixels: reference.width * reference.height,
                largestChannelDelta: 255, bounds: nil)
        }
        var differing = 0
        var largest = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        reference.withPixels { expected in
            actual.withPixels { got in
                let expectedAlpha: UInt32 = expected.opaque ? 0xFF00_0000 : 0
                let gotAlpha: UInt32 = got.opaque ? 0xFF00_0000 : 0
                for y in 0..<reference.height {
                    let expectedRow = expected[y]
                    let gotRow = got[y]
                    // A row the same bytes with the same alpha is the same colours: one memcmp, not
                    // a loop a pixel (unoptimised in debug builds, the golden tests').
                    if expectedAlpha == gotAlpha, expectedRow.count == gotRow.count, let a = expectedRow.baseAddress,
                        let b = gotRow.baseAddress, memcmp(a, b, 4 * expectedRow.count) == 0
                    {
                        continue
                    }
                    for x in 0..<min(expectedRow.count, gotRow.count) {
                        let e = expectedRow[x] | expectedAlpha
                        let g = gotRow[x] | gotAlpha
                        guard e != g else { continue }
                        let delta = Self.channelDelta(e, g)
                        largest = max(largest, delta)
                        if delta > perPixelTolerance {
                            differing += 1
                            minX = min(minX, x); maxX = max(maxX, x)
                            minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        let bounds = maxX >= 0 ? (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ImageDifference(
            comparison: self, referenceSize: (reference.width, reference.height),
            actualSize: (actual.width, actual.height), differingPixels: differing,
            largestChannelDelta: largest, bounds: bounds)
    }

    /// The largest difference between corresponding channels (A, R, G, B) of two pixels.
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let channelA = Int((a >> UInt32(shift)) & 0xFF)
            let channelB = Int((b >> UInt32(shift)) & 0xFF)
            let d = abs(channelA - channelB)
            largest = max(largest, d)
        }
        return largest
    }

    /// Reference | actual | difference side by side: the difference panel shows the reference
    /// faded to light grey with every differing pixel in solid magenta.
    public func diffImage(reference: RasterImage, actual: RasterImage) throws(ChartError) -> RasterImage {
        let gap = 12
        let panelWidth = max(reference.width, actual.width)
        let panelHeight = max(reference.height, actual.height)
        let image = try RasterImage(width: panelWidth * 3 + gap * 2, height: panelHeight)
        image.withMutablePixels { out in
            for y in 0..<panelHeight {
                let row = out[y]
                for x in 0..<row.count { row[x] = 0xFF30_3030 }
            }
        }
        guard let cairo = cairo_create(image.surface) else { return image }
        for (source, column) in [(reference, 0), (actual, 1)] {
            cairo_set_source_surface(cairo, source.surface, Double(column * (panelWidth + gap)), 0)
            cairo_paint(cairo)
        }
        cairo_destroy(cairo)
        let diffX = 2 * (panelWidth + gap)
        reference.withPixels { expected in
            actual.withPixels { got in
                image.withMutablePixels { out in
                    for y in 0..<panelHeight {
                        let row = out[y]
                        for x in 0..<panelWidth {
                            let inReference = x < reference.width && y < reference.height
                            let inActual = x < actual.width && y < actual.height
                            let e = inReference ? expected.argb(x: x, y: y) : 0xFF00_0000
                            let g = inActual ? got.argb(x: x, y: y) : 0xFF00_0000
                            if !(inReference && inActual) || Self.channelDelta(e, g) > perPixelTolerance {
                                row[diffX + x] = 0xFFFF_00FF
                            } else {
                                row[diffX + x] = Self.faded(e)
                            }
                        }
                    }
                }
            }
        }
        return image
    }

    private static func faded(_ argb: UInt32) -> UInt32 {
        let r = (argb >> 16) & 0xFF
        let g = (argb >> 8) & 0xFF
        let b = argb & 0xFF
        let grey = (r * 30 + g * 59 + b * 11) / 100
        let light = 200 + grey * 55 / 255
        return 0xFF00_0000 | (light << 16) | (light << 8) | light
    }
}

/// What a comparison found.
public struct ImageDifference: Sendable {
    public var comparison: ImageComparison
    public var referenceSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    public var differingPixels: Int
    public var largestChannelDelta: Int
    /// The smallest rectangle holding every differing pixel (pixels), if any differ.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)?

    public var sizesMatch: Bool { referenceSize == actualSize }

    public var totalPixels: Int { referenceSize.width * referenceSize.height }

    public var differingFraction: Double { totalPixels > 0 ? Double(differingPixels) / Double(totalPixels) : 1 }

    public var matches: Bool { sizesMatch && differingFraction <= comparison.maxDifferingFraction }

    /// One line for a test failure or a `check` report.
    public var summary: String {
        guard sizesMatch else {
            return
                "image size changed: reference \(referenceSize.width)×\(referenceSize.height) px, actual \(actualSize.width)×\(actualSize.height) px"
        }
        let share = Format.fixed(differingFraction * 100, 4) + "%"
        let limit = Format.fixed(comparison.maxDifferingFraction * 100, 4) + "%"
        var text =
            "\(differingPixels) of \(totalPixels) pixels (\(share), limit \(limit)) differ by more than \(comparison.perPixelTolerance) levels; largest channel difference \(largestChannelDelta)"
        if let bounds {
            text += "; changes within x \(bounds.x)…\(bounds.x + bounds.width - 1), y \(bounds.y)…\(bounds.y + bounds.height - 1) px"
        }
        return text
    }
}
