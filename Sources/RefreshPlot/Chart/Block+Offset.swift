import RefreshSim

extension TimelineBlock {
    /// The offset panel's vertical range: every offset, and the legal range's edges and the
    /// trigger line where they come near the offsets. An edge far away (the bottom of a long page,
    /// the top while loading more at the bottom) would flatten the interesting part; it stays off
    /// chart and the legend says where it is.
    struct OffsetRange {
        var domain: ClosedRange<Double>
        var triggerOffset: Double?
    }

    var offsetRange: OffsetRange {
        let samples = timeline.samples
        let trigger = timeline.indicator == .header
            ? timeline.triggerDistance.map { -timeline.baseInsetTop - $0 }.flatMap { $0.isFinite ? $0 : nil } : nil
        guard let lowest = samples.map(\.offset).min(), let highest = samples.map(\.offset).max() else {
            return OffsetRange(domain: sharedOffsetDomain ?? -100...100, triggerOffset: trigger)
        }
        let span = max(highest - lowest, 60)
        let near = (lowest - span * 0.6 - 40)...(highest + span * 0.6 + 40)
        var lo = lowest, hi = highest
        let edges = samples.map(\.minOffset) + samples.map(\.maxOffset) + (trigger.map { [$0] } ?? [])
        for edge in edges where near.contains(edge) {
            lo = min(lo, edge)
            hi = max(hi, edge)
        }
        let pad = max((hi - lo) * 0.08, 10)
        let domain = sharedOffsetDomain ?? NiceTicks.expanded((lo - pad)...(hi + pad), target: 6)
        return OffsetRange(domain: domain, triggerOffset: trigger)
    }

    func drawOffsetPanel(in panel: Rect, legend legendRow: Rect, time: LinearScale, canvas: Canvas) {
        let range = offsetRange
        let y = LinearScale(domain: range.domain, range: panel.minY...panel.maxY, flipped: true)
        let samples = timeline.samples

        canvas.clipped(to: panel) {
            for run in LaneRun.runs(samples, frameDuration: frameDuration, label: { $0.fingerDown ? "down" : "up" })
            where run.label == "down" {
                canvas.fill(Rect(x: time(run.start), y: panel.minY, width: time(run.end) - time(run.start), height: panel.height),
                            Palette.fingerShade)
            }
        }
        drawValueAxis(in: panel, scale: y, title: "contentOffset.y (pt)", canvas: canvas)
        canvas.clipped(to: panel) {
            if let trigger = range.triggerOffset {
                canvas.line(from: Point(panel.minX, y(trigger)), to: Point(panel.maxX, y(trigger)), Palette.trigger,
                            width: 1.2, dash: [2, 4])
            }
            canvas.polyline(series(\.minOffset, time: time, y: y), Palette.minEdge, width: 2, dash: [7, 4])
            canvas.polyline(series(\.maxOffset, time: time, y: y), Palette.maxEdge, width: 2, dash: [7, 4])
            let path = series(\.offset, time: time, y: y)
            canvas.polyline(path, .white, width: 5.5)
            canvas.polyline(path, Palette.offset, width: 2.8)
        }
        canvas.text("↑ scrolled into content", at: Point(panel.maxX - 8, panel.minY + 14), size: 11.5,
                    color: Palette.mutedText, horizontal: .trailing)
        canvas.text("↓ pulled past the top", at: Point(panel.maxX - 8, panel.maxY - 8), size: 11.5,
                    color: Palette.mutedText, horizontal: .trailing)

        let entries = [
            LegendEntry(name: edgeLegend("min offset (−top inset)", samples.map(\.minOffset), domain: range.domain),
                        color: Palette.minEdge, style: .line(dash: [7, 4], width: 2)),
            LegendEntry(name: edgeLegend("max offset", samples.map(\.maxOffset), domain: range.domain),
                        color: Palette.maxEdge, style: .line(dash: [7, 4], width: 2)),
        ]
        var legend = [LegendEntry(name: "contentOffset.y", color: Palette.offset, style: .line(dash: [], width: 2.8))] + entries
        if let trigger = range.triggerOffset, range.domain.contains(trigger) {
            legend.append(LegendEntry(name: "trigger", color: Palette.trigger, style: .line(dash: [2, 4], width: 1.2)))
        }
        legend.append(LegendEntry(name: "finger down", color: Palette.fingerShade, style: .band))
        drawLegend(legend, at: Point(legendRow.minX, legendRow.midY - 2), canvas: canvas)
    }

    /// An edge's legend name, saying where it is when it never enters the chart.
    private func edgeLegend(_ name: String, _ values: [Double], domain: ClosedRange<Double>) -> String {
        guard let low = values.min(), let high = values.max(), !values.contains(where: domain.contains) else { return name }
        let where_ = low == high ? ChartText.points(low) : "\(ChartText.points(low))…\(ChartText.points(high))"
        return "\(name) \(where_) (off chart)"
    }

    var frameDuration: Double {
        timeline.frameRate > 0 && timeline.frameRate.isFinite ? 1 / timeline.frameRate : 0
    }

    /// One point per frame: a one-frame snap shows as a near-vertical step, an animation as a slope.
    func series(_ value: (FrameSample) -> Double, time: LinearScale, y: LinearScale) -> [Point] {
        timeline.samples.map { Point(time($0.time), y(value($0))) }
    }
}
