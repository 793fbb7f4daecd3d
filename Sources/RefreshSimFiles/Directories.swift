#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileWriter {
    /// Creates the directory (and its parents) when missing.
    public static func ensureDirectory(_ path: String) throws(FileWriteError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw FileWriteError(path, .existsAndIsNotADirectory) }
            return
        }
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += "/" + component
            if mkdir(built, 0o777) != 0 {
                let code = errno
                var existing = stat()
                if code == EEXIST, stat(built, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR { continue }
                throw FileWriteError(path, .directoryNotCreated(code))
            }
        }
    }
}
