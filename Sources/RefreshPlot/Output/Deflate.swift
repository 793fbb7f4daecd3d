import CCairo
import Foundation

/// zlib's compressed format (RFC 1950), which a browser's `DecompressionStream("deflate")`
/// reads: the review page's charts and phone frames travel in it.
public enum Deflate {
    public static func compress(_ bytes: [UInt8], level: Int32 = 9) throws(ChartError) -> Data {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK else { throw .cairo(status: "zlib status \(status)", while: "compressing") }
        return Data(out.prefix(Int(length)))
    }

    /// The inverse, for tests and for reading back what was written (a size not known beforehand).
    static func decompress(_ data: Data) throws(ChartError) -> [UInt8] {
        var capacity = max(data.count * 4, 1024)
        while true {
            var length = uLong(capacity)
            var out = [UInt8](repeating: 0, count: capacity)
            let source = [UInt8](data)
            let status = out.withUnsafeMutableBufferPointer { target in
                source.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
            }
            if status == Z_BUF_ERROR && length == uLong(capacity) {
                capacity *= 2
                continue
            }
            guard status == Z_OK else { throw .cairo(status: "zlib status \(status)", while: "decompressing") }
            return Array(out.prefix(Int(length)))
        }
    }
}
