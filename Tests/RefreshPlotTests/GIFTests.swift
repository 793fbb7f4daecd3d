import CGIF
import Foundation
@testable import RefreshPlot
import Testing

@Suite struct GIFTests {
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

    /// Every frame drawn over the previous ones (disposal 1), through giflib's decoder.
    static func composite(_ data: Data) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-gif-\(UUID().uuidString).gif").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        let width = Int(file.pointee.SWidth)
        let height = Int(file.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height)
        for index in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[index]
            let d = image.ImageDesc
            for row in 0..<Int(d.Height) {
                for column in 0..<Int(d.Width) {
                    canvas[(Int(d.Top) + row) * width + Int(d.Left) + column] = image.RasterBits[row * Int(d.Width) + column]
                }
            }
        }
        return canvas
    }
}
