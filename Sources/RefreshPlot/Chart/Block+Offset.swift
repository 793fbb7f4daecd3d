import RefreshSim

extension TimelineBlock {
    /// The offset panel's vertical range: every offset, and the legal range's edges and the
    /// trigger line where they come near the offsets. An edge far away (the bottom of a long page,
    /// the top while loading more at the bottom) would flatten the interesting part; it stays off
    /// chart and the legend says where it is.
    struct OffsetRange {
        var domain: ClosedRange<Double>
        /// The header's trigger as a contentOffset.y (a constant line).
        var triggerOffset: Double?
    }

    var pullReference: PullReference { PullReference(timeline: timeline) }

    /// The footer's trigger per frame: the bottom edge at rest plus the trigger distance, which
    /// moves when the content grows (as plotted: a constant pull when the panel measures from each
    /// frame's edge).
    var footerTriggerOffsets: [Double]? {
        guard timeline.indicator == .footer, let trigger = timeline.triggerDistance, trigger.isFinite else { return nil }
        return plotted { timeline.restingBottomOffset(contentHeight: $0.contentHeight) + trigger }
    }

    /// A per-frame offset as the panel plots it: moved by the frame's edge shift, if any.
    func plotted(_ value: (FrameSample) -> Double) -> [Double] {
        let samples = timeline.samples
        guard let edgeShifts else { return samples.map(value) }
        return zip(samples, edgeShifts).map { value($0) + $1 }
    }

    var offsetRange: OffsetRange {
        let trigger =
            timeline.indicator == .header
            ? timeline.triggerDistance.map { -timeline.baseInsetTop - $0 }.flatMap { $0.isFinite ? $0 : nil } : nil
        let offsets = plotted(\.offset)
        guard let lowest = offsets.min(), let highest = offsets.max() else {
            return OffsetRange(domain: sharedOffsetDomain ?? -100...100, triggerOffset: trigger)
        }
        let span = max(highest - lowest, 60)
        let near = (lowest - span * 0.6 - 40)...(highest + span * 0.6 + 40)
        var lo = lowest
        var hi = highest
        let edges =
            plotted(\.minOffset) + plotted(\.maxOffset) + (trigger.map { [$0] } ?? [])
            + (footerTriggerOffsets ?? [])
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
        let reference = pullReference

        canvas.clipped(to: panel) {
            for run in LaneRun.runs(samples, frameDuration: frameDuration, label: { $0.fingerDown ? "down" : "up" })
            where run.label == "down" {
                canvas.fill(
                    Rect(x: time(run.start), y: panel.minY, width: time(run.end) - time(run.start), height: panel.height),
                    Palette.fingerShade)
            }
        }
        drawOffsetAxes(in: panel, offsets: y, reference: reference, canvas: canvas)
        let footerTrigger = footerTriggerOffsets
        canvas.clipped(to: panel) {
            if let trigger = range.triggerOffset {
                canvas.line(
                    from: Point(panel.minX, y(trigger)), to: Point(panel.maxX, y(trigger)), Palette.trigger,
                    width: 1.2, dash: [2, 4])
            }
            if let footerTrigger {
                canvas.polyline(
                    zip(samples, footerTrigger).map { Point(time($0.time), y($1)) }, Palette.trigger,
                    width: 1.2, dash: [2, 4])
            }
            canvas.polyline(series(\.minOffset, time: time, y: y), Palette.minEdge, width: 2, dash: [7, 4])
            canvas.polyline(series(\.maxOffset, time: time, y: y), Palette.maxEdge, width: 2, dash: [7, 4])
            drawEdgeMoves(in: panel, time: time, canvas: canvas)
            let path = series(\.offset, time: time, y: y)
            canvas.polyline(path, .white, width: 5.5)
            canvas.polyline(path, Palette.offset, width: 2.8)
        }
        let triggerLabelY = range.triggerOffset ?? footerTrigger?.last
        if let distance = timeline.triggerDistance, let offset = triggerLabelY, range.domain.contains(offset) {
            let label = "trigger \(Format.label(distance)) pt"
            let width = canvas.textWidth(label, size: 11.5)
            let at = Point(panel.maxX - 8 - width, y(offset) + (reference.direction < 0 ? 14 : -6))
            canvas.fill(Rect(x: at.x - 2, y: at.y - 10, width: width + 4, height: 13), .white, alpha: 0.85)
            canvas.text(label, at: at, size: 11.5, color: Palette.trigger)
        }
        let (up, down) =
            switch (reference.edge, words) {
            case (.bottom, .uikit): ("↑ pushed past the bottom", "↓ back into the content")
            case (.top, .uikit): ("↑ scrolled into content", "↓ pulled past the top")
            // The curve moves as the list does on the screen; the caption says so.
            case (.bottom, .plain): ("↑ list pushed up past its end: higher is further, as on the screen", "↓ back into the list")
            case (.top, .plain): ("↑ list scrolled into its rows", "↓ list pulled down past its top: lower is further, as on the screen")
            }
        canvas.text(up, at: Point(panel.minX + 8, panel.minY + 14), size: 11.5, color: Palette.mutedText)
        canvas.text(down, at: Point(panel.minX + 8, panel.maxY - 8), size: 11.5, color: Palette.mutedText)

        let entries = [
            LegendEntry(
                name: edgeLegend(
                    words == .plain ? "top resting place" : "min offset (−top inset)", plotted(\.minOffset), domain: range.domain),
                color: Palette.minEdge, style: .line(dash: [7, 4], width: 2)),
            LegendEntry(
                name: edgeLegend(
                    words == .plain ? "bottom resting place" : "max offset (bottom edge)", plotted(\.maxOffset), domain: range.domain),
                color: Palette.maxEdge, style: .line(dash: [7, 4], width: 2)),
        ]
        var legend =
            [
                LegendEntry(
                    name: words == .plain ? "where the list is" : "contentOffset.y", color: Palette.offset,
                    style: .line(dash: [], width: 2.8))
            ] + entries
        let triggerShown =
            range.triggerOffset.map(range.domain.contains) ?? footerTrigger.map { $0.contains(where: range.domain.contains) } ?? false
        if triggerShown {
            legend.append(LegendEntry(name: "trigger", color: Palette.trigger, style: .line(dash: [2, 4], width: 1.2)))
        }
        if edgeShifts != nil {
            legend.append(
                LegendEntry(
                    name: words == .plain ? "rows added" : "contentSize changed",
                    color: Palette.edgeMove, style: .line(dash: [3, 3], width: 1.5)))
        }
        legend.append(LegendEntry(name: "finger down", color: Palette.fingerShade, style: .band))
        drawLegend(legend, at: Point(legendRow.minX, legendRow.midY - 2), canvas: canvas)
    }

    /// The value axes the chart asks for: pull distance, raw offset, or pull left and offset right.
    private func drawOffsetAxes(in panel: Rect, offsets: LinearScale, reference: PullReference, canvas: Canvas) {
        let pull = LinearScale(
            domain: reference.pullDomain(offsets.domain), range: offsets.range,
            flipped: reference.direction > 0)
        let pullTitle =
            words == .plain
            ? (reference.edge == .top ? "pulled down (pt)" : "pushed up (pt)")
            : "pull past the \(reference.edge.rawValue) (pt)"
        switch offsetAxis {
        case .offset:
            drawValueAxis(in: panel, scale: offsets, title: "contentOffset.y (pt)", canvas: canvas)
        case .pull:
            drawValueAxis(in: panel, scale: pull, title: pullTitle, canvas: canvas)
        case .both:
            drawValueAxis(in: panel, scale: pull, title: pullTitle, canvas: canvas)
            // Each frame is measured from its own edge: no one contentOffset.y scale fits them all
            // (`--offset-axis offset` plots the raw offsets).
            if edgeShifts == nil {
                drawValueAxis(in: panel, scale: offsets, title: "contentOffset.y (pt)", canvas: canvas, right: true)
            }
        }
    }

    /// A dashed line where the footer's resting edge moved, labelled with how far: the pull curve
    /// steps there because it is measured from the new edge.
    private func drawEdgeMoves(in panel: Rect, time: LinearScale, canvas: Canvas) {
        guard let edgeShifts else { return }
        var labelEnd = -Double.infinity
        for move in EdgeMove.moves(edgeShifts, samples: timeline.samples) {
            let x = time(move.time)
            canvas.line(from: Point(x, panel.minY), to: Point(x, panel.maxY), Palette.edgeMove, width: 1.5, dash: [3, 3])
            let grew = move.change > 0
            let amount = "\(grew ? "+" : "−")\(Format.label(abs(move.change))) pt"
            let label = words == .plain ? (grew ? "rows added \(amount)" : "list shortened \(amount)") : "content \(amount)"
            let width = canvas.textWidth(label, size: 11)
            guard x + 4 > labelEnd + 6, x + 4 + width < panel.maxX else { continue }
            canvas.fill(Rect(x: x + 2, y: panel.maxY - 34, width: width + 4, height: 13), .white, alpha: 0.85)
            canvas.text(label, at: Point(x + 4, panel.maxY - 24), size: 11, color: Palette.edgeMove)
            labelEnd = x + 4 + width
        }
    }

    /// An edge's legend name, saying where it is when it never enters the chart.
    private func edgeLegend(_ name: String, _ values: [Double], domain: ClosedRange<Double>) -> String {
        guard let low = values.min(), let high = values.max(), !values.contains(where: domain.contains) else { return name }
        let where_ = low == high ? Format.label(low) : "\(Format.label(low))…\(Format.label(high))"
        return "\(name) \(where_) (off chart)"
    }

    var frameDuration: Double {
        timeline.frameRate > 0 && timeline.frameRate.isFinite ? 1 / timeline.frameRate : 0
    }

    /// One point per frame, as plotted: a one-frame snap shows as a near-vertical step, an
    /// animation as a slope.
    func series(_ value: (FrameSample) -> Double, time: LinearScale, y: LinearScale) -> [Point] {
        zip(timeline.samples, plotted(value)).map { Point(time($0.time), y($1)) }
    }
}
