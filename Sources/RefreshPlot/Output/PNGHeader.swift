/// A PNG's signature and IHDR chunk: its size, read from the first 24 bytes without decoding
/// anything, so a baseline that declares 20000×20000 px is refused before a byte of it is
/// inflated. Layout from the PNG specification (W3C, 2nd ed., §5.2 signature, §11.2.2 IHDR):
/// 8 signature bytes, then the first chunk's length and type `IHDR`, then width and height as
/// big-endian 32-bit integers.
public struct PNGHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int

    /// How many leading bytes `init(bytes:)` needs.
    public static let byteCount = 24

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Nil when `bytes` do not start like a PNG.
    public init?(bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(Self.byteCount))
        guard head.count == Self.byteCount, Array(head[0..<8]) == Self.signature,
            Array(head[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func integer(_ start: Int) -> Int {
            head[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = integer(16)
        height = integer(20)
    }

    public var pixels: Int { width * height }

    /// Whether a chart could have this size: both sides positive and the total within
    /// `ChartSize.maxPixels`.
    public var isWithinChartLimits: Bool {
        width > 0 && height > 0 && width <= 32_000 && height <= 32_000 && pixels <= ChartSize.maxPixels
    }
}
