/// One row per frame, for spreadsheets and plotting scripts.
public enum TimelineCSV {
    public static let columns = [
        "time", "frame", "offset", "velocity", "insetTop", "insetBottom", "minOffset", "maxOffset",
        "contentHeight", "fingerDown", "fingerY", "tracking", "dragging", "decelerating", "phase", "state",
        "indicatorVisibleHeight", "footerTop", "loaderPhase", "headerPhase", "footerPhase",
    ]

    public static func render(_ timeline: Timeline) -> String {
        var lines = [columns.joined(separator: ",")]
        lines.reserveCapacity(timeline.samples.count + 1)
        for s in timeline.samples {
            let fields: [String] = [
                Format.fixed(s.time, 4), String(s.frame), Format.points(s.offset), Format.points(s.velocity),
                Format.points(s.insetTop), Format.points(s.insetBottom), Format.points(s.minOffset),
                Format.points(s.maxOffset), Format.points(s.contentHeight), flag(s.fingerDown),
                Format.points(s.fingerY), flag(s.tracking), flag(s.dragging), flag(s.decelerating),
                s.phase.rawValue, field(s.state.text), Format.points(s.indicatorVisibleHeight),
                s.footerTop.map(Format.points) ?? "", s.loaderPhase.rawValue,
                s.headerPhase?.rawValue ?? "", s.footerPhase?.rawValue ?? "",
            ]
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    /// RFC 4180 quoting for free text.
    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
