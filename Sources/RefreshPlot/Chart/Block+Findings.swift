import RefreshSim

extension TimelineBlock {
    static let markerRadius = 10.0
    static let legendSize = 13.5
    static let legendLine = 19.0

    /// A red line through every panel at each finding, a numbered disc at the top of the offset
    /// panel (stacked when they crowd) and a ring on the offset curve. Errors are filled discs,
    /// warnings and notes hollow ones.
    func drawFindingMarkers(spanning: Rect, offsetPanel: Rect, time: LinearScale, canvas: Canvas) {
        let range = offsetRange
        let y = LinearScale(domain: range.domain, range: offsetPanel.minY...offsetPanel.maxY, flipped: true)
        var levels: [Double] = []  // rightmost disc edge per stacking level
        for (index, finding) in findings.enumerated() {
            let x = time(finding.time)
            canvas.line(from: Point(x, spanning.minY), to: Point(x, spanning.maxY), Palette.finding, width: 1.4, alpha: 0.75)
            if let index = sampleIndex(atOrAfter: finding.frame) {
                let sample = timeline.samples[index]
                let offset = sample.offset + (edgeShifts?[index] ?? 0)
                canvas.clipped(to: offsetPanel) {
                    canvas.strokeCircle(center: Point(time(sample.time), y(offset)), radius: 6, Palette.finding, width: 2.2)
                }
            }
            let r = Self.markerRadius
            // Stacks stay inside the panel: past its height a disc overlaps the least crowded level.
            let maxLevels = max(1, Int((offsetPanel.height - 8) / (2 * r + 3)))
            let level =
                levels.firstIndex { $0 + 3 <= x - r }
                ?? (levels.count < maxLevels ? levels.count : levels.indices.min { levels[$0] < levels[$1] } ?? 0)
            if level == levels.count { levels.append(x + r) } else { levels[level] = x + r }
            let center = Point(x, offsetPanel.minY + r + 4 + Double(level) * (2 * r + 3))
            drawMarkerDisc(number: index + 1, finding: finding, center: center, canvas: canvas)
        }
    }

    /// The index of the first sample at or after `frame` (else the last), by binary search: samples
    /// are in frame order, and a scan per finding took seconds with thousands of findings.
    private func sampleIndex(atOrAfter frame: Int) -> Int? {
        let samples = timeline.samples
        var low = samples.startIndex
        var high = samples.endIndex
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].frame < frame { low = middle + 1 } else { high = middle }
        }
        return low < samples.endIndex ? low : (samples.isEmpty ? nil : samples.endIndex - 1)
    }

    private func drawMarkerDisc(number: Int, finding: Finding, center: Point, canvas: Canvas) {
        let r = Self.markerRadius
        let filled = finding.severity == .error
        canvas.fillCircle(center: center, radius: r, filled ? Palette.finding : .white)
        canvas.strokeCircle(center: center, radius: r, Palette.finding, width: 2)
        canvas.text(
            "\(number)", at: center, size: number > 9 ? 10 : 12, weight: .bold,
            color: filled ? .white : Palette.finding, horizontal: .center, vertical: .middle)
    }

    /// The legend's body stops growing here: the rows that would pass it collapse into one
    /// "+N more findings" line (the report keeps the full list). With it a chart's automatic height
    /// stays under about 2,900 pt however many findings a valid scenario makes.
    static let maxLegendBodyHeight = 2_000.0

    /// The legend rows that fit under `maxLegendBodyHeight` (wrapped lines each), and how many
    /// findings are left out.
    private func legendRows(width: Double, canvas: Canvas) -> (rows: [[String]], omitted: Int) {
        var rows: [[String]] = []
        var height = 0.0
        for (index, finding) in findings.enumerated() {
            let lines = canvas.wrap(words.finding(finding), width: width - 60, size: Self.legendSize)
            let rowHeight = Self.rowHeight(lines)
            // The last row may use the space the "+N more" line would have needed.
            let reserve = index == findings.count - 1 ? 0 : Self.legendLine
            if height + rowHeight + reserve > Self.maxLegendBodyHeight { return (rows, findings.count - rows.count) }
            rows.append(lines)
            height += rowHeight
        }
        return (rows, 0)
    }

    private static func rowHeight(_ lines: [String]) -> Double {
        Double(lines.count + 1) * legendLine + 6
    }

    func findingsLegendHeight(width: Double, canvas: Canvas) -> Double {
        let (rows, omitted) = legendRows(width: width - 48, canvas: canvas)
        var body = rows.isEmpty ? Self.legendLine : rows.reduce(0.0) { $0 + Self.rowHeight($1) }
        if omitted > 0 { body += Self.legendLine }
        return 30 + body + 14
    }

    func drawFindingsLegend(in rect: Rect, canvas: Canvas) {
        canvas.line(from: Point(rect.minX, rect.minY + 4), to: Point(rect.maxX, rect.minY + 4), Palette.grid, width: 1)
        canvas.text(words(.findings), at: Point(rect.minX, rect.minY + 26), size: 15, weight: .bold)
        var top = rect.minY + 40
        guard !findings.isEmpty else {
            canvas.text(
                subject.analysis == nil ? "Not analysed." : words(.noFindings), at: Point(rect.minX, top + 12), size: Self.legendSize,
                color: Palette.mutedText)
            return
        }
        let (rows, omitted) = legendRows(width: rect.width, canvas: canvas)
        for ((index, finding), lines) in zip(findings.enumerated(), rows) {
            drawMarkerDisc(number: index + 1, finding: finding, center: Point(rect.minX + Self.markerRadius, top + 8), canvas: canvas)
            let textX = rect.minX + 30
            let name = words.glitch(finding.glitch)
            canvas.text(name, at: Point(textX, top + 13), size: Self.legendSize, weight: .bold)
            let nameWidth = canvas.textWidth(name, size: Self.legendSize, weight: .bold)
            canvas.text(
                "  at \(Format.duration(finding.time)) (frame \(finding.frame)) · \(finding.severity.rawValue)",
                at: Point(textX + nameWidth, top + 13), size: Self.legendSize, color: Palette.mutedText)
            for (lineIndex, line) in lines.enumerated() {
                canvas.text(line, at: Point(textX, top + 13 + Double(lineIndex + 1) * Self.legendLine), size: Self.legendSize)
            }
            top += Self.rowHeight(lines)
        }
        if omitted > 0 {
            canvas.text(
                "+\(omitted) more finding\(omitted == 1 ? "" : "s") (the full list is in the report: refreshsim run --report)",
                at: Point(rect.minX + 30, top + 13), size: Self.legendSize, color: Palette.mutedText)
        }
    }
}
