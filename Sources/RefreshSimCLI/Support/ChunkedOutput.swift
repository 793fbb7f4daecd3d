/// Gathers text into chunks of about 64 KiB before handing them to a file writer: one system
/// call per chunk rather than per table row.
struct ChunkedOutput {
    typealias Write = ([UInt8]) -> Void

    private var buffer: [UInt8] = []
    private static let chunk = 64 * 1024

    init() {
        buffer.reserveCapacity(Self.chunk + 1024)
    }

    mutating func append(_ text: String, to write: Write) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunk { flush(to: write) }
    }

    mutating func flush(to write: Write) {
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
