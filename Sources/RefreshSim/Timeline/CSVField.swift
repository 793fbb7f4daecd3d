/// A CSV cell holding text, for every CSV the program writes (a run's timeline, a sweep's cells).
/// RFC 4180 quoting; and text that came from input (a scenario's name, a state's name, a `--vary`
/// value, a decoder's message quoting the file) starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return is what a spreadsheet would run as a formula (`=HYPERLINK(…)`): it is quoted
/// and prefixed with `'`, as OWASP's "CSV Injection" page advises. Numbers the program formats
/// itself are written as numbers, not through here.
public enum CSVField {
    public static func text(_ text: String) -> String {
        let formula = text.first.map { "=+-@\t\r".contains($0) } ?? false
        guard formula || text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var quoted = formula ? "\"'" : "\""
        for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
        return quoted + "\""
    }
}
