import CCairo
import Foundation

/// zlib's format (RFC 1950) made piece by piece: bytes go in as they are made and come out
/// compressed, so a phone film of any length is never whole in memory, raw or compressed. The
/// output is the same bytes `Deflate.compress` makes of the whole input at the same level.
public final class DeflateStream {
    private var stream = z_stream()
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private let emit: ([UInt8]) -> Void

    /// `emit` receives the compressed bytes as they come.
    public init(level: Int32, emit: @escaping ([UInt8]) -> Void) throws(ChartError) {
        self.emit = emit
        let status = deflateInit_(&stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .cairo(status: "zlib status \(status)", while: "starting to compress") }
    }

    deinit { deflateEnd(&stream) }

    public func append(_ bytes: Data) throws(ChartError) {
        guard !bytes.isEmpty else { return }
        var failure: ChartError?
        bytes.withUnsafeBytes { raw in
            do throws(ChartError) { try run(input: raw, flush: Z_NO_FLUSH) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    public func finish() throws(ChartError) {
        try run(input: UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH)
    }

    private func run(input: UnsafeRawBufferPointer, flush: Int32) throws(ChartError) {
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        var status: Int32 = Z_OK
        repeat {
            let count = buffer.count
            let written: Int = buffer.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(count)
                status = deflate(&stream, flush)
                return count - Int(stream.avail_out)
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw .cairo(status: "zlib status \(status)", while: "compressing")
            }
            if written > 0 { emit(Array(buffer.prefix(written))) }
        } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
    }
}

/// Base64 made piece by piece (whole groups of three bytes at a time), for text that carries a
/// stream of bytes.
public struct Base64Stream {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func encode(_ bytes: [UInt8]) -> String {
        pending += bytes
        let whole = pending.count / 3 * 3
        guard whole > 0 else { return "" }
        let text = Data(pending.prefix(whole)).base64EncodedString()
        pending.removeFirst(whole)
        return text
    }

    public mutating func finish() -> String {
        defer { pending = [] }
        return Data(pending).base64EncodedString()
    }
}
