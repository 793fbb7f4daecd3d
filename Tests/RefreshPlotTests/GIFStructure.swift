import Foundation

/// A GIF's blocks read without decoding pixels: the frames' rectangles and delays.
struct GIFStructure {
    struct Frame: Equatable {
        var x, y, width, height: Int
        /// Hundredths of a second.
        var delay: Int
    }

    var width = 0
    var height = 0
    var loops = false
    var frames: [Frame] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        struct Malformed: Error {}
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw Malformed() }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        width = word(6)
        height = word(8)
        var at = 13
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
        var delay = 0
        func skipSubBlocks() throws {
            while true {
                guard at < bytes.count else { throw Malformed() }
                let length = Int(bytes[at])
                at += 1 + length
                if length == 0 { return }
            }
        }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                let label = bytes[at + 1]
                if label == 0xF9 { delay = word(at + 4) }
                if label == 0xFF, String(decoding: bytes[(at + 3)..<(at + 14)], as: UTF8.self) == "NETSCAPE2.0" { loops = true }
                at += 2
                try skipSubBlocks()
            case 0x2C:
                frames.append(Frame(x: word(at + 1), y: word(at + 3), width: word(at + 5), height: word(at + 7), delay: delay))
                if bytes[at + 9] & 0x80 != 0 { throw Malformed() }  // no local colour tables expected
                at += 11
                try skipSubBlocks()
            case 0x3B:
                return
            default:
                throw Malformed()
            }
        }
        throw Malformed()
    }
}
