import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where failure artifacts go when the user names no folder: a new folder of this process's own,
/// made by `mkdtemp` (mode 0700) in the temporary directory. A fixed shared name such as
/// `/tmp/refreshsim-check` could be made first by another user, with a link planted in it that
/// a later write would follow; a folder made fresh for this process cannot. A folder the user
/// names (`$SNAPSHOT_ARTIFACTS`, which CI uploads) is used as named.
public enum PrivateFolder {
    /// `<TMPDIR>/<prefix>.XXXXXX`, made once per process and prefix on first use.
    public static func path(prefix: String) throws(FileWriteError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let made = made[prefix] { return made }
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((base + prefix + ".XXXXXX").utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        guard let path else { throw FileWriteError(base + prefix, .directoryNotCreated(errno)) }
        made[prefix] = path
        return path
    }

    /// `$SNAPSHOT_ARTIFACTS/<name>` when the user set it, else the private folder for `name`.
    public static func artifacts(_ name: String) throws(FileWriteError) -> String {
        if let named = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !named.isEmpty {
            // The folder the user names is followed; the one named here inside it is not.
            let path = URL(fileURLWithPath: named).appendingPathComponent(name).path
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { throw FileWriteError(path, .chosenFolderIsLink) }
            return path
        }
        return try path(prefix: name)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String: String] = [:]
}
