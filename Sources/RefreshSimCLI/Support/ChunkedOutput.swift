/// Gathers text into chunks of about 64 KiB before handing them to a file writer: one system
/// call per chunk rather than per table row. Between chunks it looks at the interrupt flag, so
/// Ctrl-C stops a long write (and the writer removes its temporary file).
struct ChunkedOutput {
    typealias Write = ([UInt8]) throws(CLIFailure) -> Void

    private let interrupt: InterruptFlag
    private var buffer: [UInt8] = []
    private static let chunk = 64 * 1024
    static let interrupted = CLIFailure(.badInput, "interrupted")

    init(interrupt: InterruptFlag) {
        self.interrupt = interrupt
        buffer.reserveCapacity(Self.chunk + 1024)
    }

    mutating func append(_ text: String, to write: Write) throws(CLIFailure) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunk { try flush(to: write) }
    }

    mutating func flush(to write: Write) throws(CLIFailure) {
        if interrupt.isRaised { throw Self.interrupted }
        try write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
