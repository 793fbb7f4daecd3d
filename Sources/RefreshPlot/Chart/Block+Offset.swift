import RefreshSim

extension TimelineBlock {
    /// The offset panel's vertical range: every offset and the top edge, the bottom edge only when
    /// the content comes near it (otherwise a long page would flatten the interesting part).
    struct OffsetRange {
        var domain: ClosedRange<Double>
        var showsMaxEdge: Bool
        var triggerOffset: Double?
    }

    var offsetRange: OffsetRange {
        let samples = timeline.samples
        guard let first = samples.first else { return OffsetRange(domain: -100...100, showsMaxEdge: false, triggerOffset: nil) }
        var lo = first.offset, hi = first.offset
        for s in samples {
            lo = min(lo, s.offset, s.minOffset)
            hi = max(hi, s.offset, s.minOffset)
        }
        let trigger = timeline.indicator == .header
            ? timeline.triggerDistance.map { -timeline.baseInsetTop - $0 } : nil
        if let trigger, trigger.isFinite { lo = min(lo, trigger) }
        let lowestMax = samples.map(\.maxOffset).min() ?? hi
        let showsMax = lowestMax - hi < max(hi - lo, 80) * 0.6
        if showsMax {
            for s in samples { hi = max(hi, s.maxOffset) }
        }
        let pad = max((hi - lo) * 0.08, 10)
        let domain = NiceTicks.expanded((lo - pad)...(hi + pad), target: 6)
        return OffsetRange(domain: domain, showsMaxEdge: showsMax, triggerOffset: trigger)
    }

    func drawOffsetPanel(in panel: Rect, legend: Rect, time: LinearScale, canvas: Canvas) {
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
            if range.showsMaxEdge {
                canvas.polyline(series(\.maxOffset, time: time, y: y), Palette.maxEdge, width: 2, dash: [7, 4])
            }
            let path = series(\.offset, time: time, y: y)
            canvas.polyline(path, .white, width: 5.5)
            canvas.polyline(path, Palette.offset, width: 2.8)
        }
        canvas.text("↑ scrolled into content", at: Point(panel.maxX - 8, panel.minY + 14), size: 11.5,
                    color: Palette.mutedText, horizontal: .trailing)
        canvas.text("↓ pulled past the top", at: Point(panel.maxX - 8, panel.maxY - 8), size: 11.5,
                    color: Palette.mutedText, horizontal: .trailing)

        var entries = [
            LegendEntry(name: "contentOffset.y", color: Palette.offset, style: .line(dash: [], width: 2.8)),
            LegendEntry(name: "min offset (−top inset)", color: Palette.minEdge, style: .line(dash: [7, 4], width: 2)),
        ]
        if range.showsMaxEdge {
            entries.append(LegendEntry(name: "max offset", color: Palette.maxEdge, style: .line(dash: [7, 4], width: 2)))
        } else if let lowest = samples.map(\.maxOffset).min() {
            entries.append(LegendEntry(name: "max offset ≥ \(Format.points(lowest)) (off chart)", color: Palette.maxEdge,
                                       style: .line(dash: [7, 4], width: 2)))
        }
        if range.triggerOffset != nil {
            entries.append(LegendEntry(name: "trigger", color: Palette.trigger, style: .line(dash: [2, 4], width: 1.2)))
        }
        entries.append(LegendEntry(name: "finger down", color: Palette.fingerShade, style: .band))
        drawLegend(entries, at: Point(legend.minX, legend.midY - 2), canvas: canvas)
    }

    var frameDuration: Double {
        timeline.frameRate > 0 && timeline.frameRate.isFinite ? 1 / timeline.frameRate : 0
    }

    /// One point per frame: a one-frame snap shows as a near-vertical step, an animation as a slope.
    func series(_ value: (FrameSample) -> Double, time: LinearScale, y: LinearScale) -> [Point] {
        timeline.samples.map { Point(time($0.time), y(value($0))) }
    }
}
