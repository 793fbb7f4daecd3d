import CGIF
import Foundation
@testable import RefreshPlot
import Testing

struct GIFTests {
    @Test func identicalFramesLengthenTheDelayAndChangesAreCropped() throws {
        let encoder = try GIFEncoder(width: 4, height: 3)
        let first = [UInt8](repeating: 0, count: 12)
        var changed = first
        changed[1 * 4 + 2] = 7
        try encoder.add(first, delay: 3)
        try encoder.add(first, delay: 4)
        try encoder.add(changed, delay: 3)
        let gif = try GIFStructure(encoder.finish())
        #expect(gif.width == 4 && gif.height == 3 && gif.loops)
        #expect(
            gif.frames == [
                GIFStructure.Frame(x: 0, y: 0, width: 4, height: 3, delay: 7),
                GIFStructure.Frame(x: 2, y: 1, width: 1, height: 1, delay: 3),
            ])
    }

    @Test func thePaletteKeepsTheScreensColoursExactly() {
        for colour in GIFPalette.exact + GIFPalette.saturated {
            #expect(GIFPalette.colors[Int(GIFPalette.index(rgb: colour))] == colour, "0x\(String(colour, radix: 16))")
        }
        #expect(GIFPalette.colors.count == 256)
        let phone = [
            PhoneStyle.bezelColor, PhoneStyle.emptyBackground, PhoneStyle.headerBackground, PhoneStyle.rowEven,
            PhoneStyle.rowOdd, PhoneStyle.separator, PhoneStyle.rowText, PhoneStyle.secondaryText,
            PhoneStyle.placeholder, PhoneStyle.bar, PhoneStyle.tint, PhoneStyle.alert, PhoneStyle.trigger,
            PhoneAnimation.background,
        ]
        for colour in phone {
            let rgb =
                UInt32((colour.red * 255).rounded()) << 16 | UInt32((colour.green * 255).rounded()) << 8
                | UInt32((colour.blue * 255).rounded())
            #expect(GIFPalette.exact.contains(rgb) || GIFPalette.saturated.contains(rgb), "0x\(String(rgb, radix: 16))")
        }
    }

    @Test func anAnimationDecodesToItsFramesAndEndsOnItsLastPicture() throws {
        let subject = try BundledSubjects.subject("wkwebview-bad")
        let animation = PhoneAnimation(subjects: [subject], speed: 2, framesPerSecond: 10)
        let data = try animation.gifData()
        #expect(try animation.gifData() == data, "same run, same bytes")
        let structure = try GIFStructure(data)
        let size = animation.size
        #expect(structure.width == Int(size.width.rounded(.up)) && structure.height == Int(size.height.rounded(.up)))
        // 6.02 s simulated at twice real time, 10 frames/s: 31 frames, some merged.
        #expect(animation.frameCount == 31)
        #expect(structure.frames.count > 10 && structure.frames.count <= 31)
        let total = structure.frames.reduce(0) { $0 + $1.delay }
        #expect(total == 310 + 150, "31 frames of 0.1 s plus the 1.5 s hold on the last frame")

        // Decoded by giflib and composited, the last frame is the last picture drawn.
        let decoded = try Self.composite(data)
        let image = try RasterImage(width: structure.width, height: structure.height)
        try Surface.redraw(image, width: size.width, height: size.height, scale: 1, fonts: FontSet.standard.get()) { canvas in
            animation.drawFrame(animation.frameCount - 1, canvas: canvas)
        }
        var expected: [UInt8] = []
        GIFPalette.indices(of: image, into: &expected)
        #expect(decoded == expected)
    }

    @Test func unchangedPixelsOfAChangedBoxAreTransparent() throws {
        let encoder = try GIFEncoder(width: 4, height: 2)
        let first: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        var changed = first
        changed[1] = 9
        changed[6] = 9
        try encoder.add(first, delay: 3)
        try encoder.add(changed, delay: 3)
        let data = try encoder.finish()
        let gif = try GIFStructure(data)
        #expect(gif.frames.last == GIFStructure.Frame(x: 1, y: 0, width: 2, height: 2, delay: 3))
        #expect(try Self.frames(data).last?.pixels == [9, GIFPalette.transparent, GIFPalette.transparent, 9])
        #expect(try Self.composite(data) == changed)
    }

    @Test func aPixelChangedToTheTransparentIndexKeepsItsFrameOpaque() throws {
        let encoder = try GIFEncoder(width: 2, height: 1)
        try encoder.add([1, 2], delay: 3)
        try encoder.add([GIFPalette.transparent, 2], delay: 3)
        let data = try encoder.finish()
        #expect(try Self.frames(data).last?.transparent == nil)
        #expect(try Self.composite(data) == [GIFPalette.transparent, 2])
    }

    @Test func theLazilyFilledTableFindsTheNearestColour() {
        // Every 97th of the 2¹⁵ colours against a search of the palette written out here (3:4:2
        // weights, first wins a tie); the screen's own colours keep their entries (test above).
        let own = Set((GIFPalette.exact + GIFPalette.saturated).map(GIFPalette.key))
        for key in stride(from: 0, to: 1 << 15, by: 97) where !own.contains(key) {
            let red = (key >> 10 & 31) << 3 | 4
            let green = (key >> 5 & 31) << 3 | 4
            let blue = (key & 31) << 3 | 4
            var best = 0
            var bestDistance = Int.max
            for (index, colour) in GIFPalette.colors.enumerated() {
                let dr = red - Int(colour >> 16 & 0xFF)
                let dg = green - Int(colour >> 8 & 0xFF)
                let db = blue - Int(colour & 0xFF)
                let distance: Int = 3 * dr * dr + 4 * dg * dg + 2 * db * db
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            let rgb = UInt32(red << 16 | green << 8 | blue)
            #expect(GIFPalette.index(rgb: rgb) == UInt8(best), "key \(key)")
            #expect(GIFPalette.index(rgb: rgb) != GIFPalette.transparent)
        }
    }

    /// Each saved image's pixels and transparent index, through giflib's decoder.
    static func frames(_ data: Data) throws -> [(pixels: [UInt8], transparent: UInt8?)] {
        try decoded(data) { file in
            (0..<Int(file.pointee.ImageCount)).map { index in
                let image = file.pointee.SavedImages[index]
                let count = Int(image.ImageDesc.Width) * Int(image.ImageDesc.Height)
                var control = GraphicsControlBlock()
                DGifSavedExtensionToGCB(file, Int32(index), &control)
                let transparent = control.TransparentColor == NO_TRANSPARENT_COLOR ? nil : UInt8(control.TransparentColor)
                return (Array(UnsafeBufferPointer(start: image.RasterBits, count: count)), transparent)
            }
        }
    }

    private static func decoded<T>(_ data: Data, _ body: (UnsafeMutablePointer<GifFileType>) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-gif-\(UUID().uuidString).gif").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        return try body(file)
    }

    /// Every frame drawn over the previous ones (disposal 1, transparent pixels leaving what is
    /// there), through giflib's decoder.
    static func composite(_ data: Data) throws -> [UInt8] {
        let frames = try frames(data)
        return try decoded(data) { file in
            let width = Int(file.pointee.SWidth)
            let height = Int(file.pointee.SHeight)
            var canvas = [UInt8](repeating: 0, count: width * height)
            for (index, frame) in frames.enumerated() {
                let d = file.pointee.SavedImages[index].ImageDesc
                for row in 0..<Int(d.Height) {
                    for column in 0..<Int(d.Width) {
                        let pixel = frame.pixels[row * Int(d.Width) + column]
                        if pixel == frame.transparent { continue }
                        canvas[(Int(d.Top) + row) * width + Int(d.Left) + column] = pixel
                    }
                }
            }
            return canvas
        }
    }
}
