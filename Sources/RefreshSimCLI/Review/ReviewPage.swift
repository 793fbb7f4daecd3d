import Foundation
import RefreshPlot
import RefreshSim

/// The review page's files: `index.html` with the overview's data, and each run's media either
/// inline (one self-contained file) or as `assets/<id>.js` beside it, loaded when the run is
/// opened. Plain `<script>` elements only, so it opens from `file://` with no server.
struct ReviewPage {
    var title: String
    /// `review` or `check`: a check's page puts failures first and names its column "Check".
    var mode = "review"
    /// The overview's rows (each names its `media` id), in the order shown.
    var runs: [JSONValue] = []
    /// The media's ids (`m0`, `m1`, …), in `assets/<id>.js` (`ReviewBuilder.finish(into:)`).
    var mediaIDs: [String] = []
    var sweeps: [JSONValue] = []
    /// `{first, second, differences}`: pairs whose event differences are listed.
    var compares: [JSONValue] = []
    /// Lines the overview shows first: files a check could not read.
    var notes: [String] = []

    /// The style sheet and script, beside `index.html` (none in a single file).
    func ownFiles(singleFile: Bool) -> [(path: String, bytes: [UInt8])] {
        singleFile ? [] : [("review.css", Array(ReviewStyle.source.utf8)), ("review.js", Array(ReviewScript.source.utf8))]
    }

    /// `index.html`, cut where a single file's media script blocks go (empty for the folder form).
    func indexHTML(singleFile: Bool) -> (head: String, tail: String) {
        let style = singleFile ? "<style>\n\(ReviewStyle.source)</style>" : "<link rel=\"stylesheet\" href=\"review.css\">"
        let script = singleFile ? "<script>\n\(ReviewScript.source)</script>" : "<script src=\"review.js\"></script>"
        let head = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="refreshsim review">
            <title>\(HTMLText.escaped(title))</title>
            \(style)
            </head>
            <body>
            <header class="page"><h1>\(HTMLText.escaped(title))</h1></header>
            <main id="view" tabindex="-1"><noscript><p>This page needs JavaScript (it runs from the file, offline).</p></noscript></main>
            <div id="live" class="visually-hidden" aria-live="polite"></div>
            <script type="application/json" id="review-index">\(HTMLText.scriptJSON(index))</script>

            """
        let tail = """
            \(script)
            </body>
            </html>

            """
        return (head, tail)
    }

    /// A single file's script block for one run's media, around the JSON its asset holds.
    static func mediaBlock(_ id: String) -> (open: String, close: String) {
        ("<script type=\"application/json\" id=\"media-\(id)\">", "</script>\n")
    }

    private var index: JSONValue {
        .object([
            ("title", .string(title)),
            ("mode", .string(mode)),
            ("palette", .array(PhoneFilm.palette.map { .number(Double($0)) })),
            ("words", .array(ReviewWords.legend.map { .array([.string($0.word), .string($0.meaning)]) })),
            ("runs", .array(runs)),
            ("sweeps", .array(sweeps)),
            ("compares", .array(compares)),
            ("notes", .array(notes.map(JSONValue.string))),
        ])
    }
}
