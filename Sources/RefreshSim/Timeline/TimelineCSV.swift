/// One row per frame, for spreadsheets and plotting scripts. `pull` is `Timeline.pull`: points past
/// the indicator's edge, a footer's measured from that frame's end of the content.
public enum TimelineCSV {
    public static let columns = [
        "time", "frame", "offset", "velocity", "insetTop", "insetBottom", "minOffset", "maxOffset",
        "contentHeight", "fingerDown", "fingerY", "tracking", "dragging", "decelerating", "phase", "state",
        "indicatorVisibleHeight", "footerTop", "loaderPhase", "headerPhase", "footerPhase", "pull",
    ]

    /// A run with main-thread costs adds `lateMs`: how late each frame reached the screen (ms),
    /// and `held` for a vsync that showed the previous frame again.
    public static func render(_ timeline: Timeline) -> String {
        let pacing = timeline.pacing
        var lines = [(columns + (pacing == nil ? [] : ["lateMs"])).joined(separator: ",")]
        lines.reserveCapacity(timeline.samples.count + 1)
        for (position, s) in timeline.samples.enumerated() {
            let fields: [String] = [
                Format.fixed(s.time, 4), String(s.frame), Format.points(s.offset), Format.points(s.velocity),
                Format.points(s.insetTop), Format.points(s.insetBottom), Format.points(s.minOffset),
                Format.points(s.maxOffset), Format.points(s.contentHeight), flag(s.fingerDown),
                Format.points(s.fingerY), flag(s.tracking), flag(s.dragging), flag(s.decelerating),
                s.phase.rawValue, CSVField.text(s.state.text), Format.points(s.indicatorVisibleHeight),
                s.footerTop.map(Format.points) ?? "", s.loaderPhase.rawValue,
                s.headerPhase?.rawValue ?? "", s.footerPhase?.rawValue ?? "", Format.points(timeline.pull(s)),
            ]
            var row = fields.joined(separator: ",")
            if let pacing, position < pacing.held.count {
                row += "," + (pacing.held[position] ? "held" : Format.fixed(pacing.lateMs[position], 2))
            }
            lines.append(row)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func flag(_ value: Bool) -> String { value ? "1" : "0" }
}
