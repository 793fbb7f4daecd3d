#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output path could not be written; `description` names the path, e.g.
/// `out.csv: cannot write: Permission denied`.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: Problem

    public init(_ path: String, _ problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        /// A failed system call, with its `errno`.
        case system(Int32)
        case isDirectory
        case isSocket
        case isBlockDevice
        case readerGone
        case tooManyLinks
        case unreadableLink(Int32)
        case missingDirectory(String)
        /// No temporary file could be made in the directory (e.g. it is read-only).
        case directoryRefused(String, Int32)
        case noTemporaryName(String)
        case existsAndIsNotADirectory
        case directoryNotCreated(Int32)
        /// A folder the program names itself is a symbolic link: it is not followed.
        case chosenFolderIsLink
        /// A folder output would replace a folder holding entries the program did not write.
        case holdsForeignEntries([String])

        public var description: String {
            switch self {
            case .system(let code): "cannot write: \(Self.words(code))"
            case .isDirectory: "cannot write: it is a directory"
            case .isSocket: "cannot write: it is a socket; name a regular file, a named pipe, or - for standard output"
            case .isBlockDevice: "cannot write: it is a block device; name a regular file, a named pipe, or - for standard output"
            case .readerGone: "cannot write: the reader of the pipe went away"
            case .tooManyLinks: "cannot write: too many levels of symbolic links"
            case .unreadableLink(let code): "cannot follow the link: \(Self.words(code))"
            case .missingDirectory(let directory): "cannot write: the directory \(directory) does not exist"
            case .directoryRefused(let directory, let code): "cannot write in \(directory): \(Self.words(code))"
            case .noTemporaryName(let directory): "cannot write: could not create a temporary file in \(directory)"
            case .existsAndIsNotADirectory: "exists and is not a directory"
            case .directoryNotCreated(let code): "cannot create the directory: \(Self.words(code))"
            case .chosenFolderIsLink: "is a symbolic link; refreshsim does not follow a link at a folder it names itself: remove it"
            case .holdsForeignEntries(let names):
                "not replaced: it holds \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : ""), "
                    + "which refreshsim did not write; move them, or name a new or empty folder"
            }
        }

        /// The system's words for an `errno`, e.g. "Permission denied".
        public static func words(_ code: Int32) -> String {
            String(cString: strerror(code))
        }
    }

    public var description: String { "\(path): \(problem)" }
}

/// A streamed write's failure: the file's, or the error the code producing the bytes threw.
public enum StreamedWriteError<ProducerError: Error>: Error {
    case file(FileWriteError)
    case producer(ProducerError)
}
