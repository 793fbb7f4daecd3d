import RefreshSim
import Testing

/// Issue 35 item 9: text from input that a spreadsheet would run as a formula is quoted and
/// prefixed with `'` (OWASP, "CSV Injection"); other text keeps RFC 4180 quoting.
@Suite struct CSVFieldTests {
    @Test func formulaLeadsAreDefused() {
        #expect(CSVField.text("=HYPERLINK(\"http://x\")") == "\"'=HYPERLINK(\"\"http://x\"\")\"")
        #expect(CSVField.text("@SUM(1+1)") == "\"'@SUM(1+1)\"")
        #expect(CSVField.text("+1+2") == "\"'+1+2\"")
        #expect(CSVField.text("-1") == "\"'-1\"")
        #expect(CSVField.text("\tx") == "\"'\tx\"")
        #expect(CSVField.text("commit") == "commit")
        #expect(CSVField.text("a,b") == "\"a,b\"")
    }
}
