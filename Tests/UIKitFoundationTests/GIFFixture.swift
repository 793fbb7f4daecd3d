#if os(Linux)
    import CGIF
    import Foundation

    /// Small GIFs written with giflib, for the image source to read back.
    enum GIFFixture {
        struct Frame {
            var left = 0, top = 0, width: Int, height: Int
            var indices: [UInt8]
            var delay = 0
            var disposal = DISPOSAL_UNSPECIFIED
            var transparent = NO_TRANSPARENT_COLOR
        }

        /// Palette: 0 black, 1 red, 2 green, 3 blue.
        static func make(width: Int, height: Int, loop: Int?, frames: [Frame]) -> Data {
            final class Sink { var data = Data() }
            let sink = Sink()
            var error: Int32 = 0
            let gif = EGifOpen(
                Unmanaged.passUnretained(sink).toOpaque(),
                { file, bytes, length in
                    guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
                    Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return length
                }, &error)!
            EGifSetGifVersion(gif, true)
            var colours = [
                GifColorType(Red: 0, Green: 0, Blue: 0), GifColorType(Red: 255, Green: 0, Blue: 0),
                GifColorType(Red: 0, Green: 255, Blue: 0), GifColorType(Red: 0, Green: 0, Blue: 255),
            ]
            let map = GifMakeMapObject(4, &colours)
            EGifPutScreenDesc(gif, Int32(width), Int32(height), 2, 0, map)
            GifFreeMapObject(map)
            if let loop {
                EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE)
                var netscape = Array("NETSCAPE2.0".utf8)
                EGifPutExtensionBlock(gif, 11, &netscape)
                var count: [UInt8] = [1, UInt8(loop & 0xFF), UInt8(loop >> 8)]
                EGifPutExtensionBlock(gif, 3, &count)
                EGifPutExtensionTrailer(gif)
            }
            for frame in frames {
                var control = GraphicsControlBlock(
                    DisposalMode: frame.disposal, UserInputFlag: false, DelayTime: Int32(frame.delay), TransparentColor: frame.transparent)
                var bytes = [UInt8](repeating: 0, count: 4)
                let length = EGifGCBToExtension(&control, &bytes)
                EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &bytes)
                EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height), false, nil)
                var indices = frame.indices
                EGifPutLine(gif, &indices, Int32(indices.count))
            }
            EGifCloseFile(gif, &error)
            return sink.data
        }
    }
#endif
