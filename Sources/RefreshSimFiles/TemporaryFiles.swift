import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files being written, so an interruption can remove them (the command line's
/// `Interruption` does, on SIGINT and SIGTERM).
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []

    public static func register(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    public static func unregister(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Renames a finished temporary file into place and forgets it, in one step for an
    /// interruption: it finds either the temporary file or the finished one, never a half.
    /// `keepingTarget` registers the finished file in the same step, so an interruption removes
    /// it too until it is unregistered. Returns 0 or the `errno`.
    static func rename(_ temporary: String, to target: String, keepingTarget: Bool = false) -> Int32 {
        lock.withLock {
            let code = renameFile(temporary, target)
            paths.remove(temporary)
            if code == 0, keepingTarget { paths.insert(target) }
            return code
        }
    }

    /// Removes every registered file and calls `end` without releasing the lock, so no rename can
    /// follow.
    public static func removeAllAndEnd(_ end: () -> Never) -> Never {
        lock.lock()
        for path in paths { unlink(path) }
        end()
    }

    /// Creates and registers a new temporary file in `directory`, for writing `path`.
    /// `.refreshsim-` and 8 random letters: short, so any name the file system takes for the output
    /// also fits its temporary file; created with O_EXCL, so two processes never share one.
    static func create(in directory: String, for path: String) throws(FileWriteError) -> (path: String, descriptor: Int32) {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String((0..<8).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            let candidate = "\(directory)/.refreshsim-\(suffix)"
            // Registered first, so an interruption between open and registering cannot miss it.
            register(candidate)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            let code = errno
            unregister(candidate)
            if code == EEXIST { continue }
            var status = stat()
            if code == ENOENT, stat(directory, &status) != 0 { throw FileWriteError(path, .missingDirectory(directory)) }
            throw FileWriteError(path, .directoryRefused(directory, code))
        }
        throw FileWriteError(path, .noTemporaryName(directory))
    }
}

/// `rename(2)`, named apart from `TemporaryFiles.rename`. Returns 0 or the `errno`.
private func renameFile(_ from: String, _ to: String) -> Int32 {
    rename(from, to) == 0 ? 0 : errno
}
