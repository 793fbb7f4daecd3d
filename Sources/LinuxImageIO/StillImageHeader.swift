import UIKit

/// What the first bytes of a PNG or a JPEG say: its type and pixel size. Only GIFs are decoded
/// here; a still image is sized from its header so layout code that reads its size gets it.
struct StillImageHeader {
    let type: String
    let size: (width: Int, height: Int)?

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            type = "public.png"
            // The IHDR chunk comes first: width and height, big-endian, at bytes 16 and 20.
            size = bytes.count >= 24 ? (Self.bigEndian(bytes, 16, 4), Self.bigEndian(bytes, 20, 4)) : nil
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            type = "public.jpeg"
            size = Self.jpegSize(bytes)
        } else {
            return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The first start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC) holds height then width.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var at = 2
        while at + 9 < bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            let length = bigEndian(bytes, at + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, at + 7, 2), bigEndian(bytes, at + 5, 2))
            }
            at += 2 + length
        }
        return nil
    }
}
