import Foundation

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The width of the terminal standard output is, in columns; nil on a pipe or a file, where a
/// line per entry suits `grep`.
enum TerminalWidth {
    static var standardOutput: Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= 20 { return columns }
        return 80
    }

    /// `text` cut at spaces into lines of at most `width` characters (a longer word keeps its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
