/// `blankRows` (content as rows): in a frame, part of the screen's visible area (under the bars,
/// within the content) is covered by no row drawn, by more than `blankRowsPoints`. A run of such
/// frames is one finding, with the largest gap.
public struct BlankRowsDetector: GlitchDetector {
    public let glitch = GlitchClass.blankRows

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard let track = timeline.list else { return [] }
        var result: [Finding] = []
        var run: (start: Int, last: Int, worst: Double)?
        func close() {
            guard let open = run else { return }
            let start = timeline.samples[open.start]
            result.append(
                finding(
                    at: start,
                    .rowsMissing(since: start.time, duration: timeline.samples[open.last].time - start.time, points: open.worst)))
            run = nil
        }
        for position in track.frames.indices where position < timeline.samples.count {
            let gap = Self.uncovered(track.rows(ofFrame: position), timeline.samples[position], viewport: timeline.viewportHeight)
            guard gap > thresholds.blankRowsPoints else {
                close()
                continue
            }
            if let open = run {
                run = (open.start, position, max(open.worst, gap))
            } else {
                run = (position, position, gap)
            }
        }
        close()
        return result
    }

    /// The points of `[offset + insetTop, offset + viewport − insetBottom] ∩ [0, contentHeight]`
    /// no row covers, rows taken where the screen shows them.
    static func uncovered(_ rows: ArraySlice<ListRowSample>, _ sample: FrameSample, viewport: Double) -> Double {
        let top = max(sample.offset + sample.insetTop, 0)
        let bottom = min(sample.offset + viewport - sample.insetBottom, sample.contentHeight)
        guard bottom > top else { return 0 }
        var covered = 0.0
        var reach = top
        for row in rows.sorted(by: { $0.presentedTop < $1.presentedTop }) {
            let start = max(row.presentedTop, reach)
            let end = min(row.presentedTop + row.height, bottom)
            if end > start { covered += end - start }
            reach = max(reach, end)
        }
        return bottom - top - covered
    }
}
