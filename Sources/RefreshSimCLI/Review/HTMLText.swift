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
        script.escaped(JSONWriter.compact(value))
    }

    /// Text for an HTML element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        element.escaped(text)
    }

    private static let script = MarkupEscaping([
        "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ])
    private static let element = MarkupEscaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
}
