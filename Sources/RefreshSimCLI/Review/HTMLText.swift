import RefreshSim

/// Text from a scenario on its way into the review page. A scenario is data: its text reaches the
/// page only as JSON inside a `<script type="application/json">` block (or a script file's object
/// literal), where `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026` so nothing in it
/// can close the block or open another; the page's script then sets it as text (`textContent`),
/// never as markup.
enum HTMLText {
    /// A JSON value written for a script block: compact, and with no `<`, `>`, `&`, U+2028 or
    /// U+2029 left (the last two end a line in older JavaScript).
    static func scriptJSON(_ value: JSONValue) -> String {
        var out = ""
        for scalar in JSONWriter.compact(value).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text for an HTML element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
