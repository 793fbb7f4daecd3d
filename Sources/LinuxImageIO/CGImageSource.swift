// `import ImageIO` on Linux: an image source over data, as an animated-GIF header reads its frames.
// A GIF's frames are decoded (giflib) and composed as Image I/O composes them; a PNG or JPEG is
// recognised and sized from its header, but its pixels are not decoded — asking for its image is a
// `notSimulated` event (`imageNotDecoded`). Anything else is a source of unknown type with no images.
@_exported import UIKit

/// `CGImageSource`: the images in some data and their properties.
public final class CGImageSource: @unchecked Sendable {
    enum Contents {
        case gif(DecodedGIF)
        /// A PNG or JPEG: its type identifier and pixel size (nil when the header could not be read).
        case still(type: String, size: (width: Int, height: Int)?)
        case unknown
    }

    let contents: Contents

    init(data: Data) {
        if data.starts(with: Array("GIF8".utf8)), let gif = DecodedGIF(data: data) {
            contents = .gif(gif)
        } else if let still = StillImageHeader(data) {
            contents = .still(type: still.type, size: still.size)
        } else {
            contents = .unknown
        }
    }
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    data.isEmpty ? nil : CGImageSource(data: data)
}

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    (try? Data(contentsOf: url)).flatMap { CGImageSourceCreateWithData($0, options) }
}

/// The uniform type identifier of the data: `com.compuserve.gif`, `public.png`, `public.jpeg`, or nil.
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? {
    switch source.contents {
    case .gif: "com.compuserve.gif"
    case let .still(type, _): type
    case .unknown: nil
    }
}

public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    switch source.contents {
    case let .gif(gif): gif.frames.count
    case .still: 1
    case .unknown: 0
    }
}

/// A GIF's frame at `index`, composed over the frames before it. A PNG or JPEG gives an image of
/// its size with no pixels, and the run is told (`notSimulated`).
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    switch source.contents {
    case let .gif(gif):
        return gif.frames.indices.contains(index) ? gif.frames[index].image : nil
    case let .still(type, size):
        UIKitEnvironment.current?.notSimulated(.imageNotDecoded(type: type))
        guard index == 0, let size else { return nil }
        return CGImage(width: size.width, height: size.height, rgba: nil)
    case .unknown:
        return nil
    }
}

/// The container's properties: a GIF's `{GIF}` dictionary holds its loop count when it has one.
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard case let .gif(gif) = source.contents else { return [:] }
    return [kCGImagePropertyGIFDictionary: gif.loopCount.map { [kCGImagePropertyGIFLoopCount: $0] } ?? [:]]
}

/// A frame's properties: its pixel size and, for a GIF, its delays. `DelayTime` is clamped to a
/// minimum of 0.1 s and `UnclampedDelayTime` is not (Apple's documentation of the two keys).
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    switch source.contents {
    case let .gif(gif):
        guard gif.frames.indices.contains(index) else { return nil }
        let delay = gif.frames[index].delay
        return [
            kCGImagePropertyPixelWidth: gif.width, kCGImagePropertyPixelHeight: gif.height,
            kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: max(delay, 0.1), kCGImagePropertyGIFUnclampedDelayTime: delay],
        ]
    case let .still(_, size):
        guard index == 0 else { return nil }
        guard let size else { return [:] }
        return [kCGImagePropertyPixelWidth: size.width, kCGImagePropertyPixelHeight: size.height]
    case .unknown:
        return nil
    }
}

public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
