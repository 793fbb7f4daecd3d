import Foundation
import RefreshSim

/// Two runs' offset curves on one set of axes, and a Δ panel of the second minus the first: for
/// 60 vs 120 Hz, or before and after a fix, where stacked charts look alike.
struct OverlayBlock {
    static let colours = [Palette.offset, Palette.minEdge]
    static let headerHeight = 84.0
    static let legendHeight = 24.0
    static let offsetHeight = 340.0
    static let deltaHeight = 150.0
    static let gap = 16.0
    static let axisHeight = 40.0

    let blocks: [TimelineBlock]
    let timeDomain: ClosedRange<Double>

    init(subjects: [ChartSubject], timeDomain: ClosedRange<Double>) {
        // Raw offsets: the Δ panel subtracts them, frame by frame.
        var blocks = subjects.map { TimelineBlock(subject: $0, timeDomain: timeDomain, offsetAxis: .offset) }
        let offsets = blocks.map(\.offsetRange.domain)
        let shared = (offsets.map(\.lowerBound).min() ?? -100)...(offsets.map(\.upperBound).max() ?? 100)
        for index in blocks.indices { blocks[index].sharedOffsetDomain = shared }
        self.blocks = blocks
        self.timeDomain = timeDomain
    }

    /// Findings of both runs in time order, each with its run's index and its number in that run.
    var findings: [(run: Int, number: Int, finding: Finding)] {
        blocks.enumerated().flatMap { run, block in
            block.findings.enumerated().map { (run, $0.offset + 1, $0.element) }
        }.sorted { ($0.finding.time, $0.run) < ($1.finding.time, $1.run) }
    }

    func naturalHeight(width: Double, canvas: Canvas) -> Double {
        Self.headerHeight + Self.legendHeight + Self.offsetHeight + Self.gap + Self.deltaHeight + Self.axisHeight
            + legendHeight(width: width, canvas: canvas)
    }

    func draw(in rect: Rect, canvas: Canvas) {
        var rest = rect
        let header: Rect
        let legend: Rect
        let offsetRow: Rect
        let deltaRow: Rect
        let axis: Rect
        (header, rest) = rest.sliceTop(Self.headerHeight)
        (legend, rest) = rest.sliceTop(Self.legendHeight)
        let extra = max(0, rect.height - naturalHeight(width: rect.width, canvas: canvas))
        (offsetRow, rest) = rest.sliceTop(Self.offsetHeight + extra * 0.7)
        (_, rest) = rest.sliceTop(Self.gap)
        (deltaRow, rest) = rest.sliceTop(Self.deltaHeight + extra * 0.3)
        (axis, rest) = rest.sliceTop(Self.axisHeight)
        let plot = { (row: Rect) in row.inset(left: BlockLayout.leftMargin, right: BlockLayout.rightMargin) }
        let offsetPanel = plot(offsetRow)
        let deltaPanel = plot(deltaRow)
        let time = LinearScale(domain: timeDomain, range: offsetPanel.minX...offsetPanel.maxX)

        drawHeader(in: header, canvas: canvas)
        blocks[0].drawTimeGrid(panels: [offsetPanel, deltaPanel], time: time, canvas: canvas)
        drawOffsets(in: offsetPanel, legend: plot(legend), time: time, canvas: canvas)
        drawDelta(in: deltaPanel, time: time, canvas: canvas)
        drawRunEnds(spanning: [offsetPanel, deltaPanel], time: time, canvas: canvas)
        drawFindingLines(
            spanning: Rect(
                x: offsetPanel.minX, y: offsetPanel.minY, width: offsetPanel.width,
                height: deltaPanel.maxY - offsetPanel.minY), time: time, canvas: canvas)
        blocks[0].drawTimeAxis(in: plot(axis), time: time, canvas: canvas)
        drawLegend(in: Rect(x: rect.minX + 24, y: rest.minY, width: rect.width - 48, height: rest.height), canvas: canvas)
    }

    private func drawHeader(in rect: Rect, canvas: Canvas) {
        let left = rect.minX + 24
        var x = left
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                canvas.text("vs", at: Point(x, rect.minY + 32), size: 20, color: Palette.mutedText)
                x += canvas.textWidth("vs", size: 20) + 12
            }
            let name = block.subject.heading
            canvas.fill(Rect(x: x, y: rect.minY + 20, width: 18, height: 5), Self.colours[index])
            x += 24
            canvas.text(name, at: Point(x, rect.minY + 32), size: 22, weight: .bold, color: Self.colours[index])
            x += canvas.textWidth(name, size: 22, weight: .bold) + 8
            let verdict = block.subject.analysis?.verdict
            let word = verdict == .smooth ? "✓ SMOOTH" : verdict == .janky ? "✗ JANKY" : "?"
            canvas.text(
                word, at: Point(x, rect.minY + 32), size: 14, weight: .bold,
                color: verdict == .smooth ? Palette.smooth : Palette.janky)
            x += canvas.textWidth(word, size: 14, weight: .bold) + 18
        }
        let facts = blocks.map { "\($0.timeline.identity.strategyName) · \($0.subject.device.description)" }
        canvas.text(facts.joined(separator: "   vs   "), at: Point(left, rect.minY + 58), size: 13, color: Palette.mutedText)
        canvas.text(
            "One set of axes; the Δ panel is the second run's offset minus the first's at the same moment.",
            at: Point(left, rect.minY + 77), size: 12.5, color: .ink)
    }

    private func drawOffsets(in panel: Rect, legend: Rect, time: LinearScale, canvas: Canvas) {
        let first = blocks[0]
        let domain = first.offsetRange.domain
        let y = LinearScale(domain: domain, range: panel.minY...panel.maxY, flipped: true)
        let references = blocks.map(\.pullReference)
        // A pull axis only where it reads every frame: both runs rest at one edge that never moves.
        let fixedEdges = blocks.allSatisfy { PullReference.edgeShifts($0.timeline) == nil }
        if fixedEdges, references.allSatisfy({ $0 == references[0] }) {
            let pull = LinearScale(domain: references[0].pullDomain(domain), range: y.range, flipped: references[0].direction > 0)
            first.drawValueAxis(in: panel, scale: pull, title: "pull past the \(references[0].edge.rawValue) (pt)", canvas: canvas)
            first.drawValueAxis(in: panel, scale: y, title: "contentOffset.y (pt)", canvas: canvas, right: true)
        } else {
            first.drawValueAxis(in: panel, scale: y, title: "contentOffset.y (pt)", canvas: canvas)
        }
        var entries: [LegendEntry] = []
        // A trigger both runs share is one grey line; different ones take their run's colour.
        let triggers = blocks.map { $0.offsetRange.triggerOffset }
        let shared = triggers.count == 2 && triggers[0] == triggers[1]
        let paths = blocks.map { $0.series(\.offset, time: time, y: y) }
        canvas.clipped(to: panel) {
            for (index, trigger) in triggers.enumerated() {
                guard let trigger, !(shared && index > 0) else { continue }
                canvas.line(
                    from: Point(panel.minX, y(trigger)), to: Point(panel.maxX, y(trigger)),
                    shared ? Palette.trigger : Self.colours[index], width: 1.2, dash: [2, 4])
            }
            // Halos first, so where the curves coincide the dashed second shows the first through its gaps.
            for path in paths { canvas.polyline(path, .white, width: 5) }
            for (index, path) in paths.enumerated() {
                canvas.polyline(path, Self.colours[index], width: index == 0 ? 2.8 : 2.2, dash: index == 0 ? [] : [8, 5])
            }
        }
        for (index, block) in blocks.enumerated() {
            entries.append(
                LegendEntry(
                    name: "\(block.subject.heading) (\(Format.label(block.timeline.frameRate)) Hz)",
                    color: Self.colours[index],
                    style: .line(dash: index == 0 ? [] : [8, 5], width: index == 0 ? 2.8 : 2.2)))
            guard let trigger = triggers[index], domain.contains(trigger), let distance = block.timeline.triggerDistance,
                !(shared && index > 0)
            else { continue }
            let label = "trigger \(Format.label(distance)) pt"
            let width = canvas.textWidth(label, size: 11.5)
            let at = Point(panel.maxX - 8 - width - Double(index) * (width + 12), y(trigger) + 14)
            canvas.text(label, at: at, size: 11.5, color: shared ? Palette.trigger : Self.colours[index])
        }
        first.drawLegend(entries, at: Point(legend.minX, legend.midY - 2), canvas: canvas)
    }

    /// The second run's offset minus the first's, at the frames of the run with fewer of them
    /// (each run held at its last frame). At the union of both clocks a 60 vs 120 Hz pair would
    /// show a half-frame sawtooth that no one sees.
    var delta: [(time: Double, value: Double)] {
        let a = blocks[0].timeline.samples
        let b = blocks[1].timeline.samples
        let times = (a.count <= b.count ? a : b).map(\.time)
        var i = 0
        var j = 0
        var result: [(Double, Double)] = []
        for t in times {
            while i + 1 < a.count, a[i + 1].time <= t + 1e-9 { i += 1 }
            while j + 1 < b.count, b[j + 1].time <= t + 1e-9 { j += 1 }
            guard !a.isEmpty, !b.isEmpty else { break }
            result.append((t, b[j].offset - a[i].offset))
        }
        return result
    }

    private func drawDelta(in panel: Rect, time: LinearScale, canvas: Canvas) {
        let values = delta
        let largest = values.map { abs($0.value) }.max() ?? 0
        let bound = max(largest * 1.15, 10)
        let y = LinearScale(domain: NiceTicks.expanded(-bound...bound, target: 4), range: panel.minY...panel.maxY, flipped: true)
        blocks[0].drawValueAxis(in: panel, scale: y, title: "Δ offset (pt)", canvas: canvas)
        let points = values.map { Point(time($0.time), y($0.value)) }
        canvas.clipped(to: panel) {
            if let first = points.first, let last = points.last {
                canvas.fillPolygon([Point(first.x, y(0))] + points + [Point(last.x, y(0))], Palette.purple, alpha: 0.25)
            }
            canvas.polyline(points, Palette.purple, width: 2)
        }
        if let peak = values.max(by: { abs($0.value) < abs($1.value) }), abs(peak.value) >= 0.05 {
            let names = blocks.map(\.subject.heading)
            canvas.text(
                "\(names[1]) − \(names[0]): largest \(Format.label(peak.value)) pt at \(Format.duration(peak.time))",
                at: Point(panel.minX + 8, panel.minY + 15), size: 12, color: .ink)
        } else {
            let most = Format.fixed(largest, 2)
            canvas.text(
                "no visible difference: the offsets differ by at most \(most) pt at any frame",
                at: Point(panel.minX + 8, panel.minY + 15), size: 12, color: .ink)
        }
    }

    /// A run that ends before the axis does: a line in its colour where it ended, so its curve's
    /// stop (and the Δ held at its last frame after it) is not read as rest.
    private func drawRunEnds(spanning panels: [Rect], time: LinearScale, canvas: Canvas) {
        for (index, block) in blocks.enumerated() {
            guard let end = block.runEnd, let top = panels.first else { continue }
            let x = time(end)
            for panel in panels {
                canvas.line(from: Point(x, panel.minY), to: Point(x, panel.maxY), Self.colours[index], width: 1.5)
            }
            let label = "\(block.subject.heading) ends at \(Format.duration(block.timeline.duration))"
            let width = canvas.textWidth(label, size: 12)
            let left = x + 6 + width <= top.maxX - 4 ? x + 6 : x - 6 - width
            canvas.text(label, at: Point(left, top.minY + 32 + Double(index) * 16), size: 12, weight: .bold, color: Self.colours[index])
        }
    }

    private func drawFindingLines(spanning: Rect, time: LinearScale, canvas: Canvas) {
        var levels: [Double] = []
        for item in findings {
            let x = time(item.finding.time)
            canvas.line(from: Point(x, spanning.minY), to: Point(x, spanning.maxY), Self.colours[item.run], width: 1.4, alpha: 0.7)
            let r = TimelineBlock.markerRadius
            // As in a stacked chart: no more levels than the panel holds; past that, the level
            // that frees up first.
            let maxLevels = max(1, Int((spanning.height - 8) / (2 * r + 3)))
            let level =
                levels.firstIndex { $0 + 3 <= x - r }
                ?? (levels.count < maxLevels ? levels.count : levels.indices.min { levels[$0] < levels[$1] } ?? 0)
            if level == levels.count { levels.append(x + r) } else { levels[level] = x + r }
            drawDisc(item, center: Point(x, spanning.minY + r + 4 + Double(level) * (2 * r + 3)), canvas: canvas)
        }
    }

    private func drawDisc(_ item: (run: Int, number: Int, finding: Finding), center: Point, canvas: Canvas) {
        let colour = Self.colours[item.run]
        canvas.fillCircle(center: center, radius: TimelineBlock.markerRadius, colour)
        canvas.text("\(item.number)", at: center, size: 11, weight: .bold, color: .white, horizontal: .center, vertical: .middle)
    }

    private func legendLines(width: Double, canvas: Canvas) -> [(item: (run: Int, number: Int, finding: Finding), text: String)] {
        findings.map { item in
            let name = blocks[item.run].subject.heading
            return (
                item,
                "\(name): \(item.finding.glitch.rawValue) at \(Format.duration(item.finding.time)) · \(item.finding.severity.rawValue)"
            )
        }
    }

    func legendHeight(width: Double, canvas: Canvas) -> Double {
        30 + Double(max(findings.count, 1)) * TimelineBlock.legendLine + 14
    }

    private func drawLegend(in rect: Rect, canvas: Canvas) {
        canvas.line(from: Point(rect.minX, rect.minY + 4), to: Point(rect.maxX, rect.minY + 4), Palette.grid, width: 1)
        canvas.text("Findings", at: Point(rect.minX, rect.minY + 26), size: 15, weight: .bold)
        let lines = legendLines(width: rect.width, canvas: canvas)
        guard !lines.isEmpty else {
            canvas.text("No glitches found in either run.", at: Point(rect.minX, rect.minY + 52), size: 13.5, color: Palette.mutedText)
            return
        }
        for (index, line) in lines.enumerated() {
            let top = rect.minY + 40 + Double(index) * TimelineBlock.legendLine
            drawDisc(line.item, center: Point(rect.minX + TimelineBlock.markerRadius, top + 8), canvas: canvas)
            canvas.text(line.text, at: Point(rect.minX + 30, top + 13), size: 13.5)
        }
    }
}
