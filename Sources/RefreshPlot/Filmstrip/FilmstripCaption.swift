/// The two lines under a still's time: its findings in red, then its events in grey. Items are
/// packed whole (`③ hiddenWhileLoading` never breaks before its name, and a finding never runs on
/// into the grey events); what does not fit in two lines is counted (`+2` at the end).
struct FilmstripCaption {
    static let maximumLines = 2

    struct Line: Equatable {
        var text: String
        var isFinding: Bool
    }

    static func lines(findings: [String], events: [String], width: Double, canvas: Canvas) -> [Line] {
        var lines: [Line] = []
        for (items, isFinding) in [(findings, true), (events, false)] {
            var current: String?
            for item in items {
                if let text = current, canvas.textWidth(text + " · " + item, size: 12) <= width {
                    current = text + " · " + item
                    continue
                }
                if let text = current { lines.append(Line(text: text, isFinding: isFinding)) }
                current = item
            }
            if let text = current { lines.append(Line(text: text, isFinding: isFinding)) }
        }
        if lines.count > maximumLines {
            var dropped = lines.dropFirst(maximumLines).reduce(0) { $0 + $1.text.components(separatedBy: " · ").count }
            lines = Array(lines.prefix(maximumLines))
            var items = lines[maximumLines - 1].text.components(separatedBy: " · ")
            while items.count > 1, canvas.textWidth(items.joined(separator: " · ") + " +\(dropped) more", size: 12) > width {
                items.removeLast()
                dropped += 1
            }
            lines[maximumLines - 1].text = items.joined(separator: " · ") + " +\(dropped) more"
        }
        return lines.map { line in
            var text = line.text
            // One item wider than the still: cut with an ellipsis.
            while canvas.textWidth(text, size: 12) > width, text.count > 1 { text = String(text.dropLast(2)) + "…" }
            return Line(text: text, isFinding: line.isFinding)
        }
    }
}
