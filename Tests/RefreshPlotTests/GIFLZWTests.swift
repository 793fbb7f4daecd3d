import CGIF
import Foundation
@testable import RefreshPlot
import Testing

/// The GIF encoder compresses a frame's pixels itself (`refreshsim_gif_lzw`) and writes its image
/// descriptor; both must be the bytes giflib's EGifPutImageDesc and EGifPutLine write, so GIFs
/// stay the same files. Held to giflib itself on inputs that reach every branch: one and two
/// pixels, a long run (codes up to 12 bits without a clear), noise over 256 and over 4 indices
/// (the dictionary full, clear codes, sub-blocks of 255 bytes), and a whole one-frame file.
struct GIFLZWTests {
    static let inputs: [String: [UInt8]] = [
        "one pixel": [7],
        "two pixels": [7, 7],
        "a run": [UInt8](repeating: 255, count: 100_000),
        "noise over 256 indices": noise(count: 50_000, modulo: 256),
        "runs over 4 indices": runs(count: 300_000, modulo: 4),
    ]

    @Test(arguments: inputs.keys.sorted())
    func imageDataIsGiflibsByteForByte(input name: String) throws {
        let pixels = try #require(Self.inputs[name])
        var table = [UInt16](repeating: 0, count: Int(REFRESHSIM_GIF_LZW_TABLE))
        var used = [UInt32](repeating: 0, count: Int(REFRESHSIM_GIF_LZW_CODES))
        var out = [UInt8](repeating: 0, count: refreshsim_gif_lzw_bound(pixels.count))
        let written = refreshsim_gif_lzw(pixels, pixels.count, 8, &table, &used, &out)
        #expect(table.allSatisfy { $0 == 0 }, "the dictionary is left empty for the next image")
        let width = pixels.count % 500 == 0 ? 500 : pixels.count
        let reference = try Self.giflib(pixels, width: width, height: pixels.count / width)
        let ours = Array(out.prefix(written))
        let giflibs = Array(reference.image.dropFirst(10))
        let firstDifference =
            zip(ours, giflibs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, giflibs.count)
        #expect(ours == giflibs, "\(name): \(ours.count) bytes against giflib's \(giflibs.count), first difference at \(firstDifference)")
    }

    @Test func aOneFrameFileIsGiflibsByteForByte() throws {
        let (width, height) = (300, 200)
        let pixels = Self.runs(count: width * height, modulo: 6)
        let encoder = try GIFEncoder(width: width, height: height)
        try encoder.add(pixels, delay: 5)
        let ours = try encoder.finish()
        let reference = try Self.giflib(pixels, width: width, height: height, delay: 5)
        #expect([UInt8](ours) == reference.file, "\(ours.count) bytes against giflib's \(reference.file.count)")
    }

    /// Noise from a fixed linear congruential generator.
    static func noise(count: Int, modulo: UInt32) -> [UInt8] {
        var state: UInt32 = 12_345
        return (0..<count).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8((state >> 16) % modulo)
        }
    }

    /// Runs of 1 to 40 pixels of one index each.
    static func runs(count: Int, modulo: UInt32) -> [UInt8] {
        let lengths = noise(count: count, modulo: 40)
        let values = noise(count: count + 7, modulo: modulo).dropFirst(7)
        var pixels: [UInt8] = []
        var index = 0
        while pixels.count < count {
            pixels += [UInt8](repeating: values[values.startIndex + index], count: min(Int(lengths[index]) + 1, count - pixels.count))
            index += 1
        }
        return pixels
    }

    /// The file giflib writes for one frame as `GIFEncoder` lays it out (GIF89a, the palette,
    /// looping, the frame's delay, no transparency), and that frame's descriptor and data.
    static func giflib(_ pixels: [UInt8], width: Int, height: Int, delay: Int = 0) throws -> (file: [UInt8], image: [UInt8]) {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData!).takeUnretainedValue()
            sink.bytes += UnsafeBufferPointer(start: bytes, count: Int(length))
            return length
        }
        let gif = try #require(EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error))
        EGifSetGifVersion(gif, true)
        var colours = GIFPalette.colors.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        let map = GifMakeMapObject(256, &colours)
        defer { GifFreeMapObject(map) }
        #expect(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK)
        EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE)
        var netscape = Array("NETSCAPE2.0".utf8)
        EGifPutExtensionBlock(gif, 11, &netscape)
        var loop: [UInt8] = [1, 0, 0]
        EGifPutExtensionBlock(gif, 3, &loop)
        EGifPutExtensionTrailer(gif)
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes)
        let start = sink.bytes.count
        #expect(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil) == GIF_OK)
        var line = pixels
        #expect(EGifPutLine(gif, &line, Int32(line.count)) == GIF_OK)
        let image = Array(sink.bytes[start...])
        #expect(EGifCloseFile(gif, &error) == GIF_OK)
        return (sink.bytes, image)
    }
}
