import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder output made whole beside its place and then swapped in (a review page: its page and
/// assets change together, and no asset of an earlier page is left behind). `owns` says which
/// entries, by path relative to the folder (`index.html`, `assets`, `assets/m0.js`), are the
/// program's: only those are ever removed, each checked when it is removed, and a folder holding
/// anything else is not replaced.
public final class OwnedFolder: @unchecked Sendable {
    public let path: String
    let owns: @Sendable (String) -> Bool

    init(path: String, owns: @escaping @Sendable (String) -> Bool) {
        self.path = path
        self.owns = owns
    }

    /// Makes a new empty folder beside `target`, registered so an interruption removes it.
    public static func make(beside target: String, owns: @escaping @Sendable (String) -> Bool) throws(FileWriteError) -> OwnedFolder {
        // Not NSString's deletingLastPathComponent: it traps on a one-letter name ("R").
        let directory = target.lastIndex(of: "/").map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        for _ in 0..<100 {
            let folder = OwnedFolder(path: "\(directory)/\(TemporaryFiles.temporaryPrefix)\(TemporaryFiles.randomLetters())", owns: owns)
            TemporaryFiles.registerFolder(folder)
            if mkdir(folder.path, 0o777) == 0 { return folder }
            let code = errno
            TemporaryFiles.unregisterFolder(folder.path)
            if code == EEXIST { continue }
            throw FileWriteError(target, .directoryRefused(directory, code))
        }
        throw FileWriteError(target, .noTemporaryName(directory))
    }

    /// The entries of `folder` (paths relative to it) that `owns` does not claim.
    public static func foreignEntries(of folder: String, owns: (String) -> Bool) -> [String] {
        var foreign: [String] = []
        walk(folder, "") { relative, _ in
            if !owns(relative) { foreign.append(relative) }
            return owns(relative)
        }
        return foreign.sorted()
    }

    /// Makes the folder `relative` inside this one.
    public func makeFolder(_ relative: String) throws(FileWriteError) {
        guard mkdir(path + "/" + relative, 0o777) == 0 else { throw FileWriteError(path + "/" + relative, .directoryNotCreated(errno)) }
    }

    /// Writes a new file inside this folder. No temporary file: the folder is what appears whole.
    public func write(_ bytes: [UInt8], to relative: String) throws(FileWriteError) {
        do { try write(to: relative) { (put) throws(Never) in put(bytes) } } catch {
            switch error {
            case .file(let failure): throw failure
            case .producer(let never): switch never {}
            }
        }
    }

    /// Writes a new file inside this folder piece by piece, as `produce` hands the pieces to `put`.
    public func write<ProducerError: Error>(
        to relative: String, streaming produce: (_ put: ([UInt8]) -> Void) throws(ProducerError) -> Void
    ) throws(StreamedWriteError<ProducerError>) {
        let file = path + "/" + relative
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .file(FileWriteError(file, .system(errno))) }
        var code: Int32 = 0
        do {
            try produce { bytes in if code == 0 { code = DescriptorOutput.writeAll(bytes, to: descriptor) } }
        } catch {
            close(descriptor)
            throw .producer(error)
        }
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 { throw .file(FileWriteError(file, .system(code))) }
    }

    enum Swap {
        case placed
        /// The folder that stood at the target, now at this one's path.
        case swapped(OwnedFolder)
        case failed(FileWriteError)
    }

    /// Puts this folder at `target`: a rename when nothing (or an empty folder) is there, else an
    /// exchange of the two in one step, after checking that the folder there holds only entries
    /// the program owns.
    func swap(into target: String) -> Swap {
        if renameFile(path, target) == 0 { return .placed }
        var status = stat()
        guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .failed(FileWriteError(target, .existsAndIsNotADirectory))
        }
        let foreign = Self.foreignEntries(of: target, owns: owns)
        guard foreign.isEmpty else { return .failed(FileWriteError(target, .holdsForeignEntries(foreign))) }
        let code = Self.exchange(path, target)
        guard code == 0 else { return .failed(FileWriteError(target, .system(code))) }
        return .swapped(OwnedFolder(path: path, owns: owns))
    }

    /// Removes what the program owns in the folder, deepest first, and the folder when it is then
    /// empty; anything else is left where it is.
    func removeOwnedEntries() {
        Self.walk(path, "") { relative, isFolder in
            guard owns(relative) else { return false }
            if !isFolder { unlink(path + "/" + relative) }
            return true
        } after: { relative in
            rmdir(path + "/" + relative)
        }
        rmdir(path)
    }

    /// Removes what the program owns in the folder and forgets it.
    public func removeAndForget() {
        removeOwnedEntries()
        TemporaryFiles.unregisterFolder(path)
    }

    /// Visits the entries under `root/relative` without following links: `visit` returns whether
    /// to go into a folder; `after` runs once a folder's entries are visited.
    private static func walk(
        _ root: String, _ relative: String, _ visit: (String, Bool) -> Bool, after: (String) -> Void = { _ in }
    ) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let child = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(root + "/" + child, &status) == 0 else { continue }
            let isFolder = status.st_mode & S_IFMT == S_IFDIR
            if visit(child, isFolder), isFolder {
                walk(root, child, visit, after: after)
                after(child)
            }
        }
    }

    /// Exchanges two paths in one step: renameat2(RENAME_EXCHANGE) on Linux, renamex_np
    /// (RENAME_SWAP) on a Mac. Where neither is supported (an old kernel, a file system without
    /// it) two renames, which the caller holds `TemporaryFiles`' lock across, so an interruption
    /// never falls between them. Returns 0 or the `errno`.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Glibc)
            // Glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module lacks.
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            if let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") {
                let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
                if renameat2(AT_FDCWD, first, AT_FDCWD, second, 1 << 1) == 0 { return 0 }
                if errno != EINVAL && errno != ENOSYS { return errno }
            }
        #elseif canImport(Darwin)
            if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return 0 }
            if errno != ENOTSUP && errno != EINVAL { return errno }
        #endif
        let aside = first + ".old"
        let code = renameFile(second, aside)
        if code != 0 { return code }
        let moved = renameFile(first, second)
        if moved != 0 {
            _ = renameFile(aside, second)
            return moved
        }
        return renameFile(aside, first)
    }
}
