import Foundation

/// Cairo names an SVG's glyphs and clips with counters that run over the whole process
/// (`glyph3-12`, `clip40`), so the same chart drawn after others, or on another worker, gets
/// other names. The review draws many charts at once, so each SVG's ids are renamed here in the
/// order they are defined (`g0`, `g1`, …): the same scenario gives the same bytes whatever was
/// drawn before it. Ids are defined as `id="…"` and used as `#…"` or `#…)`.
enum SVGIdentifiers {
    static func canonical(_ svg: Data) -> Data {
        let text = String(decoding: svg, as: UTF8.self)
        guard let definitions = try? NSRegularExpression(pattern: #"id="([^"]+)""#),
            let references = try? NSRegularExpression(pattern: #"(id="|#)([A-Za-z][A-Za-z0-9_.-]*)(?=[")])"#)
        else { return svg }
        let whole = NSRange(text.startIndex..., in: text)
        var names: [String: String] = [:]
        for match in definitions.matches(in: text, range: whole) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let name = String(text[range])
            if names[name] == nil { names[name] = "g\(names.count)" }
        }
        var out = ""
        var last = text.startIndex
        for match in references.matches(in: text, range: whole) {
            guard let prefix = Range(match.range(at: 1), in: text), let range = Range(match.range(at: 2), in: text),
                let renamed = names[String(text[range])]
            else { continue }
            out += text[last..<prefix.lowerBound]
            out += text[prefix] + renamed
            last = range.upperBound
        }
        out += text[last...]
        return Data(out.utf8)
    }
}
