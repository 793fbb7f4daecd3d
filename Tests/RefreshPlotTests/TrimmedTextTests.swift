import Foundation
import Testing

@testable import RefreshPlot

/// A wrapped line's text is trimmed as `trimmingCharacters(in: .whitespacesAndNewlines)` trims it
/// (`TextLayout.trimmed`, which does not bridge to NSString): every scalar, alone, at either end,
/// inside, and next to others that are or are not blank.
struct TrimmedTextTests {
    static func foundation(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        var differences: [String] = []
        let planes = Array(0...0xFFFF) + Array(stride(from: 0x10000, through: 0x10FFFF, by: 97))
        for value in planes {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let one = String(Character(scalar))
            for text in [one, " \(one) ", "\t\(one)\n", "a\(one)", "\(one)a", "a\(one)b", "\(one)\(one)", "\u{3000}\(one)\u{2028}"] {
                let ours = TextLayout.trimmed(text)
                if ours != Self.foundation(text), differences.count < 20 {
                    differences.append("U+\(String(value, radix: 16)) in \(text.debugDescription): \(ours.debugDescription)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test(arguments: [
        "", " ", "\n\t \r", "label", "  two words  ", "e\u{301} ", " \u{301}", "\u{85}x\u{85}", "\u{A0}x\u{A0}", "漢字　",
        "🎉 ", "\u{200B}x\u{200B}", "\u{FEFF}x", "x\u{180E}", "\r\nline\r\n",
    ])
    func textsAreTrimmedAsFoundationTrimsThem(text: String) {
        #expect(TextLayout.trimmed(text) == Self.foundation(text))
    }
}
