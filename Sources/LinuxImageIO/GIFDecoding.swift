import CGIF
import UIKit

/// A GIF's frames as Image I/O hands them out: each one the whole logical screen, composed over
/// the frames before it by their disposal methods (GIF89a §23), as an RGBA `CGImage`.
struct DecodedGIF {
    struct Frame {
        let image: CGImage
        /// The frame's graphic control delay, in seconds, as written (hundredths of a second).
        let delay: Double
    }

    let width: Int
    let height: Int
    let frames: [Frame]
    /// The Netscape 2.0 extension's count (0 plays forever); nil when the file has none.
    let loopCount: Int?

    /// nil when giflib cannot read `data` as a GIF.
    init?(data: Data) {
        let reader = MemoryReader(bytes: [UInt8](data))
        var error: Int32 = 0
        let opened = withExtendedLifetime(reader) {
            DGifOpen(
                Unmanaged.passUnretained(reader).toOpaque(),
                { file, buffer, count in
                    guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
                    return Unmanaged<MemoryReader>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: Int(count))
                }, &error)
        }
        guard let gif = opened else { return nil }
        defer { DGifCloseFile(gif, &error) }
        guard withExtendedLifetime(reader, { DGifSlurp(gif) }) == GIF_OK else { return nil }
        let screen = gif.pointee
        width = Int(screen.SWidth)
        height = Int(screen.SHeight)
        guard width > 0, height > 0, screen.ImageCount > 0 else { return nil }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Frame] = []
        var loopCount: Int?
        for index in 0..<Int(screen.ImageCount) {
            let saved = screen.SavedImages[index]
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            let hasControl = DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK
            loopCount = loopCount ?? Self.netscapeLoopCount(saved)
            let before = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            let region = Self.draw(
                saved, over: &canvas, width: width, height: height, globalMap: screen.SColorMap,
                transparent: hasControl ? Int(control.TransparentColor) : -1)
            frames.append(
                Frame(image: CGImage(width: width, height: height, rgba: canvas), delay: hasControl ? Double(control.DelayTime) / 100 : 0))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                for row in region.rows {
                    for column in region.columns { for channel in 0..<4 { canvas[(row * width + column) * 4 + channel] = 0 } }
                }
            case DISPOSE_PREVIOUS:
                canvas = before ?? canvas
            default:
                break
            }
        }
        self.frames = frames
        self.loopCount = loopCount
    }

    /// Draws one frame's opaque pixels over the canvas; returns the part of the canvas it covers.
    private static func draw(
        _ image: SavedImage, over canvas: inout [UInt8], width: Int, height: Int,
        globalMap: UnsafeMutablePointer<ColorMapObject>?, transparent: Int
    ) -> (rows: Range<Int>, columns: Range<Int>) {
        let description = image.ImageDesc
        let (left, top) = (Int(description.Left), Int(description.Top))
        let (frameWidth, frameHeight) = (Int(description.Width), Int(description.Height))
        let rows = max(0, top)..<min(height, top + frameHeight)
        let columns = max(0, left)..<min(width, left + frameWidth)
        guard let map = (description.ColorMap ?? globalMap)?.pointee, let raster = image.RasterBits else { return (rows, columns) }
        for row in rows {
            for column in columns {
                let index = Int(raster[(row - top) * frameWidth + (column - left)])
                guard index != transparent, index < Int(map.ColorCount) else { continue }
                let color = map.Colors[index]
                let at = (row * width + column) * 4
                (canvas[at], canvas[at + 1], canvas[at + 2], canvas[at + 3]) = (color.Red, color.Green, color.Blue, 255)
            }
        }
        return (rows, columns)
    }

    /// `NETSCAPE2.0` followed by a sub-block `[1, low, high]`.
    private static func netscapeLoopCount(_ image: SavedImage) -> Int? {
        let blocks = (0..<Int(image.ExtensionBlockCount)).map { image.ExtensionBlocks[$0] }
        for (index, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
            let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
            guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0", index + 1 < blocks.count else { continue }
            let data = blocks[index + 1]
            guard data.ByteCount >= 3, let bytes = data.Bytes, bytes[0] == 1 else { continue }
            return Int(bytes[1]) | Int(bytes[2]) << 8
        }
        return nil
    }
}

/// giflib's input callback reads the data from here.
private final class MemoryReader {
    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        let taken = min(count, bytes.count - position)
        guard taken > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + position, count: taken)
        }
        position += taken
        return Int32(taken)
    }
}
