import RefreshSim
import Testing

@testable import RefreshSimCLI

/// Text from a scenario into HTML, a page's script block and JUnit XML: what each context cannot
/// carry raw is replaced, and XML drops what XML 1.0 cannot carry at all.
struct MarkupEscapingTests {
    @Test func htmlAttributesAndElements() {
        #expect(HTMLText.escaped(#"<b a="x" b='y'>&"#) == "&lt;b a=&quot;x&quot; b=&#39;y&#39;&gt;&amp;")
    }

    @Test func scriptBlocksCannotBeClosedFromInside() {
        #expect(HTMLText.scriptJSON(.string("</script>&\u{2028}")) == #""\u003c/script\u003e\u0026\u2028""#)
    }

    @Test func xmlKeepsTabsAndDropsWhatItCannotCarry() {
        #expect(CheckReports.xml("a\"b\nc\td\u{1}e\u{FFFE}<") == "a&quot;b&#10;c\td" + "e&lt;")
    }

    /// Printable ASCII with nothing to replace is kept whole (the fast path); one replaced or
    /// dropped character anywhere in it sends the text through the table.
    @Test func plainTextIsKeptWholeAndOneSpecialCharacterAnywhereIsStillReplaced() {
        let base64 = String(repeating: "QUJD+/9=", count: 1000)
        #expect(HTMLText.scriptJSON(.string(base64)) == "\"" + base64 + "\"")
        #expect(HTMLText.escaped(base64 + "<") == base64 + "&lt;")
        #expect(HTMLText.escaped("é" + base64) == "é" + base64)
        #expect(CheckReports.xml(base64 + "\u{1}") == base64)
        #expect(CheckReports.xml("\"" + base64) == "&quot;" + base64)
    }
}
