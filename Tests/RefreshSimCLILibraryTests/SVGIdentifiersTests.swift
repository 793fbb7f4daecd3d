import Foundation
import RefreshPlot
import RefreshSim
import Testing

@testable import RefreshSimCLI

/// A review's chart SVG has its ids renamed in the order they are defined (`SVGIdentifiers`):
/// byte for byte what the two regular expressions that define the renaming give, over charts
/// Cairo drew (once alone, once after another, so its counters differ) and over the edges the
/// expressions draw (names of one byte, ids inside ids, `#` without a name, text that is not ASCII).
struct SVGIdentifiersTests {
    /// The definition: `id="…"` defines, in order; `id="name` and `#name` followed by `"` or `)`
    /// use a defined name.
    static func renamedByExpressions(_ svg: Data) throws -> Data {
        let text = String(decoding: svg, as: UTF8.self)
        let definitions = try NSRegularExpression(pattern: #"id="([^"]+)""#)
        let references = try NSRegularExpression(pattern: #"(id="|#)([A-Za-z][A-Za-z0-9_.-]*)(?=[")])"#)
        let whole = NSRange(text.startIndex..., in: text)
        var names: [String: String] = [:]
        for match in definitions.matches(in: text, range: whole) {
            let name = String(text[try #require(Range(match.range(at: 1), in: text))])
            if names[name] == nil { names[name] = "g\(names.count)" }
        }
        var out = ""
        var last = text.startIndex
        for match in references.matches(in: text, range: whole) {
            let prefix = try #require(Range(match.range(at: 1), in: text))
            let range = try #require(Range(match.range(at: 2), in: text))
            guard let renamed = names[String(text[range])] else { continue }
            out += text[last..<prefix.lowerBound] + text[prefix] + renamed
            last = range.upperBound
        }
        out += text[last...]
        return Data(out.utf8)
    }

    static func chart(_ name: String) throws -> Data {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/\(name).json")
        let scenario = try ScenarioDecoder.decode([UInt8](Data(contentsOf: file)), fileName: file.lastPathComponent)
        return try Chart(subjects: [ChartSubject(ScenarioRun(scenario))], size: ChartSize()).data(format: .svg)
    }

    @Test func chartsAreRenamedAsTheExpressionsSay() throws {
        let first = try Self.chart("cj-header")
        let after = try Self.chart("cj-header")
        #expect(first != after, "Cairo's counters went on between the two drawings")
        for svg in [first, after, try Self.chart("wkwebview-bad")] {
            let renamed = SVGIdentifiers.canonical(svg)
            #expect(renamed == (try Self.renamedByExpressions(svg)))
            #expect(renamed.count < svg.count, "the ids were renamed")
        }
        #expect(SVGIdentifiers.canonical(first) == SVGIdentifiers.canonical(after))
    }

    @Test(arguments: [
        ##"<g id="a"/><use href="#a"/><p clip="url(#a)"/>"##,
        ##"<g id="x id="y"/><use href="#y"/><use href="#x id=""/>"##,
        ##"<g id=""/><g id="#b"/><use href="#b"/><g id="b"/>"##,
        ##"<g id="c.1-_z"/><use href="#c.1-_z)"/><use href="#c.1-_zz"/># #) #1a" id="c.1-_z"##,
        ##"<g xid="d"/><g id="é"/><use href="#d"/><use href="#é"/><g id="dd"/><use href="#dd"/>#d"##,
        ##"id="e"id="f"#e"#f)#e#f"id="e"##,
        "", "#", "id=\"", ##"id="g"##, ##"d="h"#h"##,
    ])
    func edgesAreRenamedAsTheExpressionsSay(text: String) throws {
        let svg = Data(text.utf8)
        #expect(SVGIdentifiers.canonical(svg) == (try Self.renamedByExpressions(svg)), "\(text)")
    }
}
