import Foundation
import RefreshSim

extension PhoneScreen {
    /// The strip a pull reveals above the content, with the header's icon and state word centred
    /// in the header's own height, and the trigger distance marked.
    func drawHeader(_ sample: FrameSample, index: Int, track: IndicatorTrack, time: Double, canvas: Canvas) {
        let contentTop = -sample.offset
        guard contentTop > safeTop else { return }
        let gap = Rect(x: 0, y: safeTop, width: width, height: contentTop - safeTop)
        let pull = -sample.offset - timeline.baseInsetTop
        canvas.clipped(to: gap) {
            canvas.fill(gap, PhoneStyle.headerBackground)
            if let trigger = track.triggerDistance, trigger.isFinite {
                let y = timeline.baseInsetTop + trigger
                canvas.line(from: Point(0, y), to: Point(width, y), PhoneStyle.trigger, width: 1, dash: [4, 4])
                // Short of the trigger its line is under the rows: the label stays in the strip,
                // at its bottom, pointing down to where the line is.
                let reached = y <= contentTop
                let labelY = min(y, contentTop) - 4
                if labelY - 11 >= safeTop {
                    canvas.text(
                        "trigger \(Format.label(trigger)) pt" + (reached ? "" : " ↓"), at: Point(width - 8, labelY), size: 11,
                        color: PhoneStyle.secondaryText, horizontal: .trailing)
                }
            }
            let header = Rect(x: 0, y: contentTop - track.height, width: width, height: track.height)
            let look = IndicatorLook(phase: sample.headerPhase)
            let detail = header.height >= 50 ? "pulled \(Format.label(max(pull, 0))) pt" : nil
            drawIndicator(
                look, pointingDown: true, state: track.state(at: index), detail: detail, in: header, time: time,
                canvas: canvas)
        }
    }

    /// The load-more footer where the strategy put it, with its icon and state word, and how far
    /// the content is pushed past its end when the footer has room to say so.
    func drawFooter(_ sample: FrameSample, index: Int, track: IndicatorTrack, time: Double, canvas: Canvas) {
        guard let footerTop = track.footerTop(at: index) else { return }
        let rect = Rect(x: 0, y: footerTop - sample.offset, width: width, height: track.height)
        guard rect.maxY > 0, rect.minY < height else { return }
        canvas.fill(rect, PhoneStyle.headerBackground)
        canvas.fill(Rect(x: 0, y: rect.minY, width: width, height: 0.5), PhoneStyle.separator)
        let look = IndicatorLook(phase: sample.footerPhase)
        // Measured from this frame's end of the content, as the chart's pull axis is: rows appended
        // below a held footer move the end, not the pull.
        let pushed = sample.offset - timeline.restingBottomOffset(contentHeight: sample.contentHeight)
        let detail = rect.height >= 40 && pushed >= 0.5 ? "pushed \(Format.label(pushed)) pt" : nil
        drawIndicator(look, pointingDown: false, state: track.state(at: index), detail: detail, in: rect, time: time, canvas: canvas)
    }

    private func drawIndicator(
        _ look: IndicatorLook, pointingDown: Bool, state: String, detail: String?,
        in rect: Rect, time: Double, canvas: Canvas
    ) {
        let size = 14.0
        let labelWidth = canvas.textWidth(state, size: size, weight: .bold)
        let iconSize = 16.0
        let total = iconSize + 8 + labelWidth
        let left = rect.midX - total / 2
        let midY = detail == nil ? rect.midY : rect.midY - 8
        let icon = Point(left + iconSize / 2, midY)
        switch look {
        case .spinner: drawSpinner(center: icon, radius: iconSize / 2, time: time, canvas: canvas)
        case .arrowPull: drawArrow(center: icon, length: iconSize, down: pointingDown, canvas: canvas)
        case .arrowRelease: drawArrow(center: icon, length: iconSize, down: !pointingDown, canvas: canvas)
        }
        canvas.text(
            state, at: Point(left + iconSize + 8, midY), size: size, weight: .bold,
            color: PhoneStyle.rowText, vertical: .middle)
        if let detail {
            canvas.text(
                detail, at: Point(rect.midX, midY + 18), size: 12, color: PhoneStyle.secondaryText,
                horizontal: .center, vertical: .middle)
        }
    }

    /// UIActivityIndicatorView's look: eight spokes fading behind the leading one, turning once
    /// a second.
    private func drawSpinner(center: Point, radius: Double, time: Double, canvas: Canvas) {
        let spokes = 8
        let lead = Int((time * Double(spokes)).rounded(.down)) % spokes
        for spoke in 0..<spokes {
            let angle = Double(spoke) / Double(spokes) * 2 * Double.pi - Double.pi / 2
            let age = (lead - spoke + spokes) % spokes
            let inner = Point(center.x + cos(angle) * radius * 0.45, center.y + sin(angle) * radius * 0.45)
            let outer = Point(center.x + cos(angle) * radius, center.y + sin(angle) * radius)
            canvas.line(from: inner, to: outer, PhoneStyle.secondaryText, width: 2.2, alpha: 1 - Double(age) * 0.11)
        }
    }

    private func drawArrow(center: Point, length: Double, down: Bool, canvas: Canvas) {
        let sign = down ? 1.0 : -1.0
        let tip = Point(center.x, center.y + sign * length / 2)
        canvas.line(
            from: Point(center.x, center.y - sign * length / 2), to: Point(center.x, tip.y - sign * 4),
            PhoneStyle.secondaryText, width: 2)
        canvas.fillPolygon(
            [tip, Point(center.x - 5, tip.y - sign * 6), Point(center.x + 5, tip.y - sign * 6)],
            PhoneStyle.secondaryText)
    }
}
