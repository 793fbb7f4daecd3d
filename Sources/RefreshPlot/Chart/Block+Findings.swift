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
            if let sample = timeline.samples.first(where: { $0.frame >= finding.frame }) ?? timeline.samples.last {
                canvas.clipped(to: offsetPanel) {
                    canvas.strokeCircle(center: Point(time(sample.time), y(sample.offset)), radius: 6, Palette.finding, width: 2.2)
                }
            }
            let r = Self.markerRadius
            let level = levels.firstIndex { $0 + 3 <= x - r } ?? levels.count
            if level == levels.count { levels.append(x + r) } else { levels[level] = x + r }
            let center = Point(x, offsetPanel.minY + r + 4 + Double(level) * (2 * r + 3))
            drawMarkerDisc(number: index + 1, finding: finding, center: center, canvas: canvas)
        }
    }

    private func drawMarkerDisc(number: Int, finding: Finding, center: Point, canvas: Canvas) {
        let r = Self.markerRadius
        let filled = finding.severity == .error
        canvas.fillCircle(center: center, radius: r, filled ? Palette.finding : .white)
        canvas.strokeCircle(center: center, radius: r, Palette.finding, width: 2)
        canvas.text("\(number)", at: center, size: number > 9 ? 10 : 12, weight: .bold,
                    color: filled ? .white : Palette.finding, horizontal: .center, vertical: .middle)
    }

    private func legendLines(width: Double, canvas: Canvas) -> [[String]] {
        findings.map { finding in
            canvas.wrap(finding.labelledMessage, width: width - 60, size: Self.legendSize)
        }
    }

    func findingsLegendHeight(width: Double, canvas: Canvas) -> Double {
        let lines = legendLines(width: width - 48, canvas: canvas)
        let body = lines.isEmpty ? Self.legendLine : lines.reduce(0.0) { $0 + Double($1.count + 1) * Self.legendLine + 6 }
        return 30 + body + 14
    }

    func drawFindingsLegend(in rect: Rect, canvas: Canvas) {
        canvas.line(from: Point(rect.minX, rect.minY + 4), to: Point(rect.maxX, rect.minY + 4), Palette.grid, width: 1)
        canvas.text("Findings", at: Point(rect.minX, rect.minY + 26), size: 15, weight: .bold)
        var top = rect.minY + 40
        guard !findings.isEmpty else {
            canvas.text(subject.analysis == nil ? "Not analysed." : "No glitches found.", at: Point(rect.minX, top + 12), size: Self.legendSize, color: Palette.mutedText)
            return
        }
        for ((index, finding), lines) in zip(findings.enumerated(), legendLines(width: rect.width, canvas: canvas)) {
            drawMarkerDisc(number: index + 1, finding: finding, center: Point(rect.minX + Self.markerRadius, top + 8), canvas: canvas)
            let textX = rect.minX + 30
            canvas.text(finding.glitch, at: Point(textX, top + 13), size: Self.legendSize, weight: .bold)
            let nameWidth = canvas.textWidth(finding.glitch, size: Self.legendSize, weight: .bold)
            canvas.text("  at \(ChartText.seconds(finding.time)) (frame \(finding.frame)) · \(finding.severity.rawValue)",
                        at: Point(textX + nameWidth, top + 13), size: Self.legendSize, color: Palette.mutedText)
            for (lineIndex, line) in lines.enumerated() {
                canvas.text(line, at: Point(textX, top + 13 + Double(lineIndex + 1) * Self.legendLine), size: Self.legendSize)
            }
            top += Double(lines.count + 1) * Self.legendLine + 6
        }
    }
}
