#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file descriptor read with `read(2)`, or `pread(2)` at an offset.
public enum DescriptorInput {
    /// A failed read, with its `errno`.
    public struct Failure: Error, Equatable {
        public var code: Int32

        public init(code: Int32) { self.code = code }
    }

    /// Reads up to `buffer.count` bytes into `buffer`, from `offset` if one is given (the descriptor's
    /// position is then left alone), retrying after signals. Returns the bytes read: 0 at the end.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil) throws(Failure) -> Int {
        guard let start = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count =
                if let offset { pread(descriptor, start, buffer.count, off_t(offset)) } else { systemRead(descriptor, start, buffer.count) }
            if count >= 0 { return count }
            if errno != EINTR { throw Failure(code: errno) }
        }
    }

    /// Reads up to `count` bytes (all of `chunk` without one) into the start of `chunk`, as
    /// `read(_:into:at:)`.
    public static func read(_ descriptor: Int32, into chunk: inout [UInt8], count: Int? = nil, at offset: Int? = nil) throws(Failure) -> Int
    {
        let wanted = min(count ?? chunk.count, chunk.count)
        let result = chunk.withUnsafeMutableBytes { buffer in
            Result { () throws(Failure) in
                try read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(wanted)), at: offset)
            }
        }
        return try result.get()
    }
}

/// `read(2)`: inside `DescriptorInput` the name `read` is its own.
private func systemRead(_ descriptor: Int32, _ start: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, start, count)
}
