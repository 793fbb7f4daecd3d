import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file by what its path names (`OutputDestination`):
/// - a regular file, or nothing yet: the bytes go to a temporary file beside it (registered with
///   `TemporaryFiles`), which is then fsynced and renamed over it, so a reader never sees a partial
///   file and a failed write leaves any earlier file as it was. A symbolic link is followed, and
///   its target replaced the same way at the target's place; the link stays.
/// - a named pipe or a character device (`/dev/null`, a terminal): streamed to directly, never
///   renamed over.
/// - anything else (a directory, a socket, a block device): refused.
///
/// The command line (standard output for `-`, exit status 3) and RefreshPlot's `Chart.write(to:)`
/// and `RasterImage.writePNG(to:)` all write through here.
public enum FileWriter {
    /// `followingLinks: false` is for a path the program chose inside a folder (a chart named after
    /// its scenario, a baseline): a link found there is replaced by the file, and its target left
    /// alone, so a link committed into a repository cannot carry a write outside the folder.
    public static func write(_ bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(FileWriteError) {
        do {
            try write(to: path, followingLinks: followingLinks) { (put) throws(Never) in put(bytes) }
        } catch {
            switch error {
            case .file(let failure): throw failure
            case .producer(let never): switch never {}
            }
        }
    }

    /// `data`'s bytes as they are, not copied into an array first: `plot`'s PNG is written
    /// last, when nothing else is left to do, and a copy of it (150 KB for cj-header, in memory
    /// the kernel has to map first) was then on its path.
    public static func write(_ data: Data, to path: String, followingLinks: Bool = true) throws(FileWriteError) {
        do {
            try writeBuffers(to: path, followingLinks: followingLinks) { (put) throws(Never) in data.withUnsafeBytes(put) }
        } catch {
            switch error {
            case .file(let failure): throw failure
            case .producer(let never): switch never {}
            }
        }
    }

    /// Writes the output piece by piece, as `produce` hands the pieces to `put`: a long table goes
    /// out without ever being whole in memory, and a file is still renamed into place only at the
    /// end. When `produce` throws, nothing is renamed into place.
    ///
    /// While `TemporaryFiles.deferPlacement()` is on (the command line), the finished file waits
    /// for `TemporaryFiles.placePending()`, with the command's other outputs.
    public static func write<ProducerError: Error>(
        to path: String, followingLinks: Bool = true,
        streaming produce: (_ put: ([UInt8]) -> Void) throws(ProducerError) -> Void
    ) throws(StreamedWriteError<ProducerError>) {
        try writeBuffers(to: path, followingLinks: followingLinks) { (put) throws(ProducerError) in
            try withoutActuallyEscaping(put) { (put) throws(ProducerError) in try produce { bytes in bytes.withUnsafeBytes(put) } }
        }
    }

    /// `write(to:followingLinks:streaming:)` with the pieces handed over as the bytes in memory
    /// they are, an array's or a `Data`'s.
    private static func writeBuffers<ProducerError: Error>(
        to path: String, followingLinks: Bool,
        streaming produce: (_ put: (UnsafeRawBufferPointer) -> Void) throws(ProducerError) -> Void
    ) throws(StreamedWriteError<ProducerError>) {
        let destination: OutputDestination
        do { destination = try OutputDestination(path, followingLinks: followingLinks) } catch { throw .file(error) }
        switch destination {
        case .stream:
            try stream(to: path, produce)
        case .file(let target, let mode):
            try replace(target, mode: mode, named: path, produce)
        }
    }

    /// Hands `produce` a writer to `descriptor`; the first failing write's errno, or 0.
    private static func pour<ProducerError: Error>(
        _ produce: (_ put: (UnsafeRawBufferPointer) -> Void) throws(ProducerError) -> Void, into descriptor: Int32
    ) throws(StreamedWriteError<ProducerError>) -> Int32 {
        var code: Int32 = 0
        do {
            try produce { bytes in
                if code == 0 { code = DescriptorOutput.writeAll(bytes, to: descriptor) }
            }
        } catch {
            throw .producer(error)
        }
        return code
    }

    private static func stream<ProducerError: Error>(
        to path: String, _ produce: (_ put: (UnsafeRawBufferPointer) -> Void) throws(ProducerError) -> Void
    ) throws(StreamedWriteError<ProducerError>) {
        // Opening a named pipe waits for a reader, as `cat > fifo` does.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(FileWriteError(path, .system(errno))) }
        let code: Int32
        do {
            code = try pour(produce, into: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        let closeCode = close(descriptor) == 0 ? 0 : errno
        if code == EPIPE { throw .file(FileWriteError(path, .readerGone)) }
        if code != 0 || closeCode != 0 { throw .file(FileWriteError(path, .system(code != 0 ? code : closeCode))) }
    }

    private static func replace<ProducerError: Error>(
        _ target: String, mode: mode_t?, named path: String,
        _ produce: (_ put: (UnsafeRawBufferPointer) -> Void) throws(ProducerError) -> Void
    ) throws(StreamedWriteError<ProducerError>) {
        let directory = (target as NSString).deletingLastPathComponent
        let temporary: String
        let descriptor: Int32
        do {
            (temporary, descriptor) = try TemporaryFiles.create(in: directory.isEmpty ? "." : directory, for: path)
        } catch {
            throw .file(error)
        }
        var code: Int32
        do {
            code = try pour(produce, into: descriptor)
        } catch {
            close(descriptor)
            TemporaryFiles.unregister(temporary)
            unlink(temporary)
            throw error
        }
        // Keep an existing file's permissions; a new one gets the default (0666 less the umask).
        if code == 0, let mode, fchmod(descriptor, mode) != 0 { code = errno }
        // A full disk may only show at fsync or close.
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0 {
            code = TemporaryFiles.place(temporary, at: target)
            if code == 0 { return }
        } else {
            TemporaryFiles.unregister(temporary)
        }
        unlink(temporary)
        throw .file(FileWriteError(path, .system(code)))
    }
}
