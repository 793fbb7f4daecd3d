import RefreshSim
import Testing

/// Issue 35 item 9: text from input that a spreadsheet would run as a formula is quoted and
/// prefixed with `'` (OWASP, "CSV Injection"); other text keeps RFC 4180 quoting.
struct CSVFieldTests {
    @Test func formulaLeadsAreDefused() {
        #expect(CSVField.text("=HYPERLINK(\"http://x\")") == "\"'=HYPERLINK(\"\"http://x\"\")\"")
        #expect(CSVField.text("@SUM(1+1)") == "\"'@SUM(1+1)\"")
        #expect(CSVField.text("+1+2") == "\"'+1+2\"")
        #expect(CSVField.text("-1") == "\"'-1\"")
        #expect(CSVField.text("\tx") == "\"'\tx\"")
        #expect(CSVField.text("commit") == "commit")
        #expect(CSVField.text("a,b") == "\"a,b\"")
    }

    /// The bytes are looked at first and the Characters only when a byte calls for it: the same
    /// text out as the rule by Characters, for text whose Characters and bytes disagree (a comma
    /// or a formula lead carrying a combining mark, a CR LF pair, non-ASCII names).
    @Test func theByteScanAgreesWithTheCharacterRule() {
        func byCharacters(_ text: String) -> String {
            let formula = text.first.map { "=+-@\t\r".contains($0) } ?? false
            guard formula || text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            var quoted = formula ? "\"'" : "\""
            for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
            return quoted + "\""
        }
        let texts = [
            "", "idle", "wkwebview-bad", "a,b", ",\u{301}x", "=\u{301}1", "-\u{301}", "\r\nx", "x\r\n", "\r", "\"q\"",
            "\"\u{301}", "café,crème", "ä", "@", "+", "x=1", "tab\there", "\u{1F600},", "line\nbreak",
        ]
        for text in texts { #expect(CSVField.text(text) == byCharacters(text), "\(text.debugDescription)") }
    }
}
