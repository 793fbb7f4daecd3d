import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Output/`, where a command writes when no `-o` is given, and the other folders the program
/// names itself (`Output/review`): each is refused when it is a symbolic link, so a link committed
/// into a repository (`Output -> /tmp/victim`) cannot carry the program's writes elsewhere. A
/// folder the user names on the command line (`-o DIR`, `--review DIR`, `--baseline DIR`) is
/// followed.
enum DefaultOutput {
    static let folder = "Output"

    /// `Output/<name>`, once `Output` is known not to be a link.
    static func path(_ name: String) throws(CLIFailure) -> String {
        try refuseLink(folder)
        return folder + "/" + name
    }

    /// Throws when `path`, a folder the program chose, is a symbolic link.
    static func refuseLink(_ path: String) throws(CLIFailure) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw .badInput(
            "\(Console.escaped(path)) is a symbolic link (to \(Console.escaped(target))): refreshsim writes into a folder it "
                + "chooses itself only where that folder really is; remove the link, or name the folder on the command line "
                + "(-o), which is followed")
    }
}
