import CCairo
import CGIF
import Foundation

/// An animated GIF written frame by frame through Debian's giflib, on the fixed `GIFPalette`.
///
/// Each frame is stored as the smallest rectangle that changed since the previous one (left in
/// place, GIF disposal 1), its pixels that did not change transparent (`GIFPalette.transparent`,
/// long runs of one index for LZW: wkwebview-bad's 181 frames went from 571 to about 390 KB), and a
/// frame identical to the previous one only lengthens its delay, so a screen at rest costs almost
/// nothing. Frames are held one at a time: memory stays at two frames of indices whatever the
/// length.
final class GIFEncoder {
    let width: Int
    let height: Int
    private let gif: UnsafeMutablePointer<GifFileType>
    private let sink = GIFSink()
    /// The picture after every frame given so far.
    private var shown: [UInt8] = []
    private var pending: (x: Int, y: Int, width: Int, height: Int, pixels: [UInt8], delay: Int, transparent: Bool)?
    private var failed: ChartError?
    /// The LZW dictionary (zeros between frames), the codes set in it, and the output buffer,
    /// kept from frame to frame.
    private var lzwTable = [UInt16](repeating: 0, count: Int(REFRESHSIM_GIF_LZW_TABLE))
    private var lzwUsed = [UInt32](repeating: 0, count: Int(REFRESHSIM_GIF_LZW_CODES))
    private var lzwOutput: [UInt8] = []

    init(width: Int, height: Int) throws(ChartError) {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw .invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        self.width = width
        self.height = height
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, length in
            guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
            Unmanaged<GIFSink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(length))
            return length
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
            throw .cairo(status: Self.message(error), while: "starting a GIF")
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        var colours = GIFPalette.colors.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        let map = GifMakeMapObject(256, &colours)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "writing the GIF header")
        // NETSCAPE2.0 application extension: loop for ever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "writing the loop extension")
        var netscape = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, 11, &netscape), "writing the loop extension")
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, 3, &loop), "writing the loop extension")
        try check(EGifPutExtensionTrailer(gif), "writing the loop extension")
    }

    deinit {
        if failed != nil || pending != nil || !shown.isEmpty {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
    }

    /// Adds a frame of palette indices shown for `delay` hundredths of a second.
    func add(_ pixels: [UInt8], delay: Int) throws(ChartError) {
        precondition(pixels.count == width * height)
        if shown.isEmpty {
            pending = (0, 0, width, height, pixels, delay, false)
            shown = pixels
            return
        }
        let box = pixels.withUnsafeBufferPointer { new in
            shown.withUnsafeBufferPointer { old in FrameDelta.changedRect(old, new, width: width, height: height) }
        }
        guard let box else {
            pending?.delay += delay
            return
        }
        try flush()
        let (cropped, transparent) = Self.crop(pixels, over: shown, width: width, box)
        pending = (box.x, box.y, box.width, box.height, cropped, delay, transparent)
        shown = pixels
    }

    /// Writes the last frame and the trailer, and returns the file's bytes.
    func finish() throws(ChartError) -> Data {
        try flush()
        var error: Int32 = 0
        let status = EGifCloseFile(gif, &error)
        shown = []
        guard status == GIF_OK else { throw .cairo(status: Self.message(error), while: "finishing the GIF") }
        return sink.data
    }

    private func flush() throws(ChartError) {
        guard let frame = pending else { return }
        pending = nil
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(min(max(frame.delay, 0), 65_535)),
            TransparentColor: frame.transparent ? Int32(GIFPalette.transparent) : NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "writing a frame's delay")
        writeImage(x: frame.x, y: frame.y, width: frame.width, height: frame.height, frame.pixels)
    }

    /// The frame's image descriptor (GIF89a §20: no local colour table, not interlaced) and its
    /// LZW data, the same bytes giflib's EGifPutImageDesc and EGifPutLine write
    /// (`refreshsim_gif_lzw`, whose comment says why it is not giflib's own), into the file giflib
    /// writes the rest of.
    private func writeImage(x: Int, y: Int, width: Int, height: Int, _ pixels: [UInt8]) {
        var descriptor: [UInt8] = [0x2C]
        for value in [x, y, width, height] { descriptor += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        descriptor.append(0)
        sink.data.append(contentsOf: descriptor)
        let bound = refreshsim_gif_lzw_bound(pixels.count)
        if lzwOutput.count < bound { lzwOutput = [UInt8](repeating: 0, count: bound) }
        let written = pixels.withUnsafeBufferPointer { pixels in
            lzwTable.withUnsafeMutableBufferPointer { table in
                lzwUsed.withUnsafeMutableBufferPointer { used in
                    lzwOutput.withUnsafeMutableBufferPointer { out in
                        refreshsim_gif_lzw(pixels.baseAddress, pixels.count, 8, table.baseAddress, used.baseAddress, out.baseAddress)
                    }
                }
            }
        }
        lzwOutput.withUnsafeBufferPointer { sink.data.append($0.baseAddress!, count: written) }
    }

    /// The box's pixels, those that `shown` already has made transparent; whether they were (not if
    /// a pixel changes to the transparent index itself, which the palette never gives).
    private static func crop(
        _ pixels: [UInt8], over shown: [UInt8], width: Int, _ box: (x: Int, y: Int, width: Int, height: Int)
    ) -> ([UInt8], Bool) {
        var cropped = [UInt8](repeating: 0, count: box.width * box.height)
        let transparent = cropped.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { new in
                shown.withUnsafeBufferPointer { old in
                    (0..<box.height).allSatisfy { row in
                        let from = (box.y + row) * width + box.x
                        return refreshsim_transparent_unchanged(
                            new.baseAddress! + from, old.baseAddress! + from, out.baseAddress! + row * box.width, box.width,
                            GIFPalette.transparent) != 0
                    }
                }
            }
        }
        guard !transparent else { return (cropped, true) }
        for row in 0..<box.height {
            let from = (box.y + row) * width + box.x
            cropped.replaceSubrange(row * box.width..<(row + 1) * box.width, with: pixels[from..<(from + box.width)])
        }
        return (cropped, false)
    }

    private func check(_ status: Int32, _ action: String) throws(ChartError) {
        guard status == GIF_OK else {
            let error = ChartError.cairo(status: Self.message(gif.pointee.Error), while: action)
            failed = error
            throw error
        }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

private final class GIFSink {
    var data = Data()
}
