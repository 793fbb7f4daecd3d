#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file descriptor written to with `write(2)`.
public enum DescriptorOutput {
    /// Writes every byte, retrying after signals and short writes. Returns 0 or the `errno`.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes every byte of `buffer`, retrying after signals and short writes. Returns 0 or the
    /// `errno`.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            guard let base = buffer.baseAddress else { return 0 }
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }
}
