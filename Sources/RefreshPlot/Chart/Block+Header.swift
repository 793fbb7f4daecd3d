import RefreshSim

extension TimelineBlock {
    func drawHeader(in rect: Rect, canvas: Canvas) {
        let left = rect.minX + 24
        canvas.text(subject.heading, at: Point(left, rect.minY + 32), size: 24, weight: .bold)
        var facts = ["\(words(.strategy)) \(timeline.identity.strategyName)"]
        if !timeline.identity.loaders.isEmpty { facts.append("\(words(.loader)) \(timeline.identity.loaderName)") }
        facts.append("device \(words == .plain ? subject.device.plainDescription : subject.device.description)")
        facts.append("\(Format.duration(timeline.duration)) \(words(subject.recording == nil ? .simulated : .recorded))")
        canvas.text(facts.joined(separator: "  ·  "), at: Point(left, rect.minY + 56), size: 14, color: Palette.mutedText)
        for (index, line) in descriptionLines(width: rect.width, canvas: canvas).enumerated() {
            canvas.text(
                line, at: Point(left, rect.minY + BlockLayout.headerHeight + 12 + Double(index) * Self.descriptionLine),
                size: 13, color: .ink)
        }
        drawVerdictBadge(trailingAt: Point(rect.maxX - 24, rect.minY + 26), canvas: canvas)
    }

    static let descriptionLine = 18.0
    static let descriptionMaximumLines = 3

    /// The scenario's description wrapped to the chart, at most three lines (the last cut with …).
    func descriptionLines(width: Double, canvas: Canvas) -> [String] {
        let lines = canvas.wrap(subject.description, width: width - 48, size: 13)
        guard lines.count > Self.descriptionMaximumLines else { return lines }
        var shown = Array(lines.prefix(Self.descriptionMaximumLines))
        var last = shown[shown.count - 1]
        while !last.isEmpty, canvas.textWidth(last + " …", size: 13) > width - 48 { last = String(last.dropLast()) }
        shown[shown.count - 1] = last + " …"
        return shown
    }

    func descriptionHeight(width: Double, canvas: Canvas) -> Double {
        let count = descriptionLines(width: width, canvas: canvas).count
        return count == 0 ? 0 : Double(count) * Self.descriptionLine + 6
    }

    /// `✓ SMOOTH` in green or `✗ JANKY · 3 findings` in red: the symbol and word carry the meaning,
    /// the colour only repeats it.
    private func drawVerdictBadge(trailingAt point: Point, canvas: Canvas) {
        let verdict = subject.analysis?.verdict
        let count = findings.count
        var text =
            switch verdict {
            case .smooth?: "✓ SMOOTH"
            case .janky?: "✗ JANKY"
            case nil: "? NOT ANALYSED"
            }
        if count > 0 { text += "  ·  \(count) finding\(count == 1 ? "" : "s")" }
        // A verdict on a run that left something out is not to be trusted unread.
        let left = Set(timeline.notSimulated.map(\.what.label)).count
        if left > 0 { text += "  ·  ⚠ \(left) not simulated" }
        let size = 16.0
        let width = canvas.textWidth(text, size: size, weight: .bold) + 28
        let badge = Rect(x: point.x - width, y: point.y - 17, width: width, height: 34)
        let colour =
            switch verdict {
            case .smooth?: Palette.smooth
            case .janky?: Palette.janky
            case nil: Palette.grey
            }
        canvas.fillRoundedRect(badge, radius: 17, colour)
        canvas.text(
            text, at: Point(badge.midX, badge.midY), size: size, weight: .bold, color: .white,
            horizontal: .center, vertical: .middle)
    }
}
