import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names are bytes; Swift's `String` holds Unicode. A name that is not UTF-8 (`bad\xff.json`,
/// from an old archive or another system's encoding) arrives in `CommandLine.arguments`, and from
/// `FileManager`, with U+FFFD in place of its bytes, and no longer names the file. The command line
/// records each such name's real bytes here — the arguments as the kernel passed them, and the
/// names a folder scan reads with `readdir` — and opens files by those bytes.
enum RawPaths {
    private static let lock = NSLock()
    /// The decoded (lossy) name → its bytes, or nil when two names decode alike (then neither is
    /// guessed at).
    nonisolated(unsafe) private static var bytes: [String: [UInt8]?] = [:]

    /// Records the program's arguments as the kernel passed them.
    static func recordArguments() {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            record(
                Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                        count: strlen(pointer))))
        }
    }

    /// Records a name's bytes; returns the string the rest of the program knows it by.
    @discardableResult
    static func record(_ raw: [UInt8]) -> String {
        let decoded = String(decoding: raw, as: UTF8.self)
        guard Array(decoded.utf8) != raw else { return decoded }
        lock.withLock {
            if let known = bytes[decoded], known != raw { bytes[decoded] = .some(nil) } else { bytes[decoded] = raw }
        }
        return decoded
    }

    /// Calls `body` with the path as the C string the file system knows: its recorded bytes when it
    /// came in as a name that is not UTF-8, else its UTF-8.
    static func withFileSystemPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        let raw = lock.withLock { bytes[path] ?? nil } ?? Array(path.utf8)
        return (raw + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// The entries of a folder by their bytes (`readdir`), each recorded; nil when it cannot be read.
    static func entries(of folder: String) -> [String]? {
        guard let directory = withFileSystemPath(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        let folderBytes = lock.withLock { bytes[folder] ?? nil } ?? Array(folder.utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                Array(buffer.prefix { $0 != 0 })
            }
            guard name != Array(".".utf8), name != Array("..".utf8) else { continue }
            // The whole path's bytes are what opens it; the name alone is what is sorted and shown.
            let separator: [UInt8] = folderBytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
            let path = record(folderBytes + separator + name)
            _ = path
            names.append(String(decoding: name, as: UTF8.self))
        }
        return names
    }
}
