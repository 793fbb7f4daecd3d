#if !canImport(Darwin)
    /// CGImage, which Linux lacks (a Mac's is Core Graphics'): a bitmap's size and, when it was
    /// decoded (a GIF's frames, through `ImageIO`), its pixels as 8-bit RGBA rows.
    public final class CGImage: @unchecked Sendable {
        public let width: Int
        public let height: Int
        /// RGBA, `width · 4` bytes a row; nil for an image sized from its header but not decoded.
        public let pixels: [UInt8]?
        public var bitsPerComponent: Int { 8 }
        public var bitsPerPixel: Int { 32 }
        public var bytesPerRow: Int { width * 4 }

        package init(width: Int, height: Int, rgba: [UInt8]?) {
            (self.width, self.height, pixels) = (width, height, rgba)
        }

        /// The part of the image inside `rect` (in pixels), or nil when they do not overlap.
        public func cropping(to rect: CGRect) -> CGImage? {
            let bounds = CGRect(x: 0, y: 0, width: width, height: height).intersection(rect.integral)
            guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return nil }
            let (left, top, w, h) = (Int(bounds.minX), Int(bounds.minY), Int(bounds.width), Int(bounds.height))
            guard let pixels else { return CGImage(width: w, height: h, rgba: nil) }
            var cropped: [UInt8] = []
            cropped.reserveCapacity(w * h * 4)
            for row in top..<top + h {
                let start = (row * width + left) * 4
                cropped += pixels[start..<start + w * 4]
            }
            return CGImage(width: w, height: h, rgba: cropped)
        }
    }
#endif
