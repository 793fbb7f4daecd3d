import RefreshSim

extension TimelineBlock {
    func drawHeader(in rect: Rect, canvas: Canvas) {
        let left = rect.minX + 24
        canvas.text(timeline.scenarioName, at: Point(left, rect.minY + 32), size: 24, weight: .bold)
        var facts = ["strategy \(timeline.strategyKind)"]
        if !timeline.loaderKind.isEmpty { facts.append("loader \(timeline.loaderKind)") }
        facts.append("device \(subject.device.description)")
        facts.append("\(ChartText.seconds(timeline.duration)) simulated")
        canvas.text(facts.joined(separator: "  ·  "), at: Point(left, rect.minY + 56), size: 14, color: Palette.mutedText)
        drawVerdictBadge(trailingAt: Point(rect.maxX - 24, rect.minY + 26), canvas: canvas)
    }

    /// `✓ SMOOTH` in green or `✗ JANKY · 3 findings` in red: the symbol and word carry the meaning,
    /// the colour only repeats it.
    private func drawVerdictBadge(trailingAt point: Point, canvas: Canvas) {
        let verdict = subject.analysis?.verdict
        let count = findings.count
        var text = switch verdict {
        case .smooth?: "✓ SMOOTH"
        case .janky?: "✗ JANKY"
        case nil: "? NOT ANALYSED"
        }
        if count > 0 { text += "  ·  \(count) finding\(count == 1 ? "" : "s")" }
        let size = 16.0
        let width = canvas.textWidth(text, size: size, weight: .bold) + 28
        let badge = Rect(x: point.x - width, y: point.y - 17, width: width, height: 34)
        let colour = switch verdict {
        case .smooth?: Palette.smooth
        case .janky?: Palette.janky
        case nil: Palette.grey
        }
        canvas.fillRoundedRect(badge, radius: 17, colour)
        canvas.text(text, at: Point(badge.midX, badge.midY), size: size, weight: .bold, color: .white,
                    horizontal: .center, vertical: .middle)
    }
}
