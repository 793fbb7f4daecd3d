/// A CSV cell holding text, for every CSV the program writes (a run's timeline, a sweep's cells).
/// RFC 4180 quoting; and text that came from input (a scenario's name, a state's name, a `--vary`
/// value, a decoder's message quoting the file) starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return is what a spreadsheet would run as a formula (`=HYPERLINK(…)`): it is quoted
/// and prefixed with `'`, as OWASP's "CSV Injection" page advises. Numbers the program formats
/// itself are written as numbers, not through here.
public enum CSVField {
    public static func text(_ text: String) -> String {
        // Most text needs neither: its bytes are looked at first, and its Characters only when a
        // byte could begin a formula or need quotes (a Character equal to one of these begins
        // with, or holds, its byte). Walking every name's Characters was 5.6 k instructions a
        // sweep cell's row (callgrind).
        let mayBeFormula = text.utf8.first.map { Self.formulaBytes.contains($0) } ?? false
        guard mayBeFormula || text.utf8.contains(where: Self.quotedBytes.contains) else { return text }
        let formula = text.first.map { "=+-@\t\r".contains($0) } ?? false
        guard formula || text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var quoted = formula ? "\"'" : "\""
        for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
        return quoted + "\""
    }

    private static let formulaBytes = Array("=+-@\t\r".utf8)
    private static let quotedBytes = Array(",\"\n\r".utf8)
}
