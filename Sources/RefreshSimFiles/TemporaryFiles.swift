import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What this process is writing and has not yet put in place: temporary files, folders being made
/// (a review page), and, while `deferringPlacement` is on, finished outputs waiting to be put in
/// place together. An interruption (the command line's `Interruption`, on SIGINT and SIGTERM)
/// removes all of them and nothing else, so every earlier output stays as it was.
///
/// One lock guards it all: a rename into place and the removal on interruption never interleave,
/// so an interruption finds either every output of a command still pending, or every one in place.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var folders: [String: OwnedFolder] = [:]
    nonisolated(unsafe) private static var pending: [Placement] = []
    nonisolated(unsafe) private static var deferring = false

    /// A finished output waiting for `placePending()`.
    private enum Placement {
        case file(temporary: String, target: String)
        case folder(OwnedFolder, target: String)
    }

    public static func register(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    public static func unregister(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// From now on a finished file is not renamed into place when it is written but when
    /// `placePending()` runs: a command's outputs appear together, and an interruption before then
    /// leaves every earlier file as it was. The command line turns this on for every command.
    public static func deferPlacement() {
        lock.withLock { deferring = true }
    }

    /// Renames a finished temporary file into place (or, while deferring, queues it), in one step
    /// for an interruption: it finds either the temporary file or the finished one, never a half.
    /// Returns 0 or the `errno`.
    static func place(_ temporary: String, at target: String) -> Int32 {
        lock.withLock {
            if deferring {
                pending.append(.file(temporary: temporary, target: target))
                return 0
            }
            let code = renameFile(temporary, target)
            paths.remove(temporary)
            return code
        }
    }

    /// Puts a finished folder in place of `target` (see `OwnedFolder.swap(into:)`), now or, while
    /// deferring, with the command's other outputs.
    public static func place(_ folder: OwnedFolder, at target: String) throws(FileWriteError) {
        let now: Bool = lock.withLock {
            if deferring { pending.append(.folder(folder, target: target)) }
            return !deferring
        }
        guard now else { return }
        var failures: [FileWriteError] = []
        let replaced: OwnedFolder? = lock.withLock { swapLocked(folder, target, &failures) }
        replaced?.removeAndForget()
        if let failure = failures.first { throw failure }
    }

    /// Puts every queued output in place, in the order written, under one hold of the lock: an
    /// interruption comes before all of them or after all of them. Returns what could not be put
    /// in place (the rest is). Folders swapped out are removed afterwards, as far as they are
    /// still this process's own.
    public static func placePending() -> [FileWriteError] {
        var failures: [FileWriteError] = []
        let replaced: [OwnedFolder] = lock.withLock {
            var replaced: [OwnedFolder] = []
            for placement in pending {
                switch placement {
                case let .file(temporary, target):
                    let code = renameFile(temporary, target)
                    paths.remove(temporary)
                    if code != 0 {
                        unlink(temporary)
                        failures.append(FileWriteError(target, .system(code)))
                    }
                case let .folder(folder, target):
                    if let old = swapLocked(folder, target, &failures) { replaced.append(old) }
                }
            }
            pending = []
            return replaced
        }
        for folder in replaced { folder.removeAndForget() }
        return failures
    }

    /// Swaps `folder` into `target`; the folder that stood there (now at the staging path) is
    /// registered for removal and returned.
    private static func swapLocked(_ folder: OwnedFolder, _ target: String, _ failures: inout [FileWriteError]) -> OwnedFolder? {
        switch folder.swap(into: target) {
        case .placed:
            folders[folder.path] = nil
            return nil
        case .swapped(let old):
            folders[folder.path] = nil
            folders[old.path] = old
            return old
        case .failed(let failure):
            failures.append(failure)
            folder.removeOwnedEntries()
            folders[folder.path] = nil
            return nil
        }
    }

    static func registerFolder(_ folder: OwnedFolder) {
        lock.withLock { folders[folder.path] = folder }
    }

    static func unregisterFolder(_ path: String) {
        lock.withLock { _ = folders.removeValue(forKey: path) }
    }

    /// Removes every registered file and folder (what this process made and still owns) and calls
    /// `end` without releasing the lock, so no rename can follow.
    public static func removeAllAndEnd(_ end: () -> Never) -> Never {
        lock.lock()
        for path in paths { unlink(path) }
        for folder in folders.values { folder.removeOwnedEntries() }
        end()
    }

    /// Creates and registers a new temporary file in `directory`, for writing `path`.
    /// `.refreshsim-` and 8 random letters: short, so any name the file system takes for the output
    /// also fits its temporary file; created with O_EXCL, so two processes never share one.
    static func create(in directory: String, for path: String) throws(FileWriteError) -> (path: String, descriptor: Int32) {
        for _ in 0..<100 {
            let candidate = "\(directory)/\(temporaryPrefix)\(randomLetters())"
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

    /// How every temporary file and folder of this program begins.
    public static let temporaryPrefix = ".refreshsim-"

    static func randomLetters() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var random = SystemRandomNumberGenerator()
        return String((0..<8).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
    }
}

/// `rename(2)`, named apart from the methods above. Returns 0 or the `errno`.
func renameFile(_ from: String, _ to: String) -> Int32 {
    rename(from, to) == 0 ? 0 : errno
}
