import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path names, following symbolic links.
public enum OutputDestination: Equatable {
    /// A regular file to replace atomically at `target` (the path, or a link's final target), with
    /// the permissions of the file it replaces, if any.
    case file(target: String, mode: mode_t?)
    /// A named pipe or character device to write to directly.
    case stream

    /// `followingLinks: false`: a link at `path` is itself the file to replace.
    public init(_ path: String, followingLinks: Bool = true) throws(FileWriteError) {
        var target = path
        if !followingLinks {
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                self = .file(target: path, mode: nil)
                return
            }
        }
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0 else {
                // Nothing there yet (or an unreadable directory, which the write will report).
                self = .file(target: target, mode: nil)
                return
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try Self.linkTarget(of: target, path: path)
                continue
            case S_IFREG:
                self = .file(target: target, mode: status.st_mode & 0o7777)
            case S_IFIFO, S_IFCHR:
                self = .stream
            case S_IFDIR:
                throw FileWriteError(path, .isDirectory)
            case S_IFSOCK:
                throw FileWriteError(path, .isSocket)
            default:
                throw FileWriteError(path, .isBlockDevice)
            }
            return
        }
        throw FileWriteError(path, .tooManyLinks)
    }

    /// Where `path` leads once symbolic links are followed (the path itself when it is none).
    public static func finalTarget(of path: String) -> String {
        var target = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                let next = try? linkTarget(of: target, path: path)
            else { return target }
            target = next
        }
        return target
    }

    private static func linkTarget(of link: String, path: String) throws(FileWriteError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw FileWriteError(path, .unreadableLink(errno)) }
        let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        let directory = (link as NSString).deletingLastPathComponent
        return directory.isEmpty ? destination : "\(directory)/\(destination)"
    }
}
