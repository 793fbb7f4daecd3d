import Foundation
import RefreshSim

extension PhoneScreen {
    /// Table rows from the content's top to its height, each with its index. While a web view has
    /// committed a new document but not finished it, the rows are grey placeholders.
    func drawContent(_ sample: FrameSample, index: Int, canvas: Canvas) {
        if let list = timeline.list { return drawRows(list.rows(ofFrame: index), sample, canvas: canvas) }
        let rowHeight = PhoneStyle.rowHeight
        let contentTop = -sample.offset
        let visible = max(sample.offset, 0)...max(sample.offset + height, 0)
        guard sample.contentHeight > 0, visible.upperBound > 0 else { return }
        let first = Int(max(0, (visible.lowerBound / rowHeight).rounded(.down)))
        let last = Int(min((sample.contentHeight / rowHeight).rounded(.up) - 1, (visible.upperBound / rowHeight).rounded(.down)))
        guard first <= last else { return }
        let blank = sample.loaderPhase == .committed
        for row in first...last {
            let top = Double(row) * rowHeight
            let rowBottom = min(top + rowHeight, sample.contentHeight)
            let rect = Rect(x: 0, y: contentTop + top, width: width, height: rowBottom - top)
            canvas.fill(rect, row.isMultiple(of: 2) ? PhoneStyle.rowEven : PhoneStyle.rowOdd)
            canvas.fill(Rect(x: 16, y: rect.maxY - 0.5, width: width - 16, height: 0.5), PhoneStyle.separator)
            guard rect.height >= rowHeight * 0.5 else { continue }
            // Bars of varying width, so neighbouring rows are told apart in motion.
            let barWidth = 36 + Double((row * 37) % 70)
            if blank {
                canvas.fillRoundedRect(Rect(x: 16, y: rect.minY + 15, width: 48 + barWidth, height: 12), radius: 6, PhoneStyle.placeholder)
            } else {
                canvas.text(
                    "Row \(row)", at: Point(16, rect.minY + 22), size: 16, weight: .bold,
                    color: PhoneStyle.rowText, vertical: .middle)
                canvas.fillRoundedRect(
                    Rect(x: width - 16 - barWidth, y: rect.minY + 17, width: barWidth, height: 10),
                    radius: 5, PhoneStyle.placeholder)
            }
        }
    }

    /// Content as rows: each row the frame showed, at its height and where the screen showed it
    /// (an animated update eases rows in), labelled with the item it shows, so a row that moves is
    /// seen to be the same row.
    private func drawRows(_ rows: ArraySlice<ListRowSample>, _ sample: FrameSample, canvas: Canvas) {
        for row in rows {
            let rect = Rect(x: 0, y: row.presentedTop - sample.offset, width: width, height: row.height)
            guard rect.maxY > 0, rect.minY < height, rect.height > 0 else { continue }
            switch row.element {
            case let .header(section), let .footer(section):
                canvas.fill(rect, PhoneStyle.headerBackground)
                if rect.height >= 14 {
                    let label = row.element == .header(section: section) ? "Section \(section)" : "End of section \(section)"
                    canvas.text(
                        label, at: Point(16, rect.midY), size: 13, weight: .bold, color: PhoneStyle.secondaryText, vertical: .middle)
                }
            case .row:
                let item = row.identity
                canvas.fill(rect, item.isMultiple(of: 2) ? PhoneStyle.rowEven : PhoneStyle.rowOdd)
                canvas.fill(Rect(x: 16, y: rect.maxY - 0.5, width: width - 16, height: 0.5), PhoneStyle.separator)
                guard rect.height >= 24 else { continue }
                canvas.text(
                    "Row \(item)", at: Point(16, rect.minY + 22), size: 16, weight: .bold, color: PhoneStyle.rowText, vertical: .middle)
                // Lines of "text" as many as the row is tall, so rows of differing heights read as such.
                let barWidth = 36 + Double(((item % 97 + 97) * 37) % 70)
                var y = rect.minY + 40
                var line = 0
                while y + 10 <= rect.maxY - 8 {
                    let lineWidth = line == 0 ? width - 32 - barWidth : width - 32 - Double((line * 53 + item) % 60 + 20)
                    canvas.fillRoundedRect(Rect(x: 16, y: y, width: max(lineWidth, 40), height: 8), radius: 4, PhoneStyle.placeholder)
                    y += 16
                    line += 1
                }
            }
        }
    }

    /// The status and navigation bars over the top safe area, the home indicator over the bottom,
    /// and the app's own bars where its `contentInset` makes room for them (inside the safe area's,
    /// or at the screen's edge under `.never`).
    func drawBars(canvas: Canvas) {
        drawAppBars(canvas: canvas)
        if safeTop > 0 {
            let navigation = safeTop >= 64 ? PhoneStyle.navigationBarHeight : 0
            let status = safeTop - navigation
            canvas.fill(Rect(x: 0, y: 0, width: width, height: safeTop), PhoneStyle.bar)
            canvas.fill(Rect(x: 0, y: safeTop - 0.5, width: width, height: 0.5), PhoneStyle.separator)
            if status >= 14 {
                canvas.text(
                    "9:41", at: Point(22, status / 2 + 2), size: 14, weight: .bold, color: PhoneStyle.rowText,
                    vertical: .middle)
                let battery = Rect(x: width - 22 - 24, y: status / 2 - 4.5, width: 24, height: 11)
                canvas.strokeRoundedRect(battery, radius: 3, PhoneStyle.secondaryText, width: 1)
                canvas.fillRoundedRect(battery.inset(top: 2, left: 2, bottom: 2, right: 6), radius: 1.5, PhoneStyle.rowText)
            }
            if navigation > 0 {
                canvas.text(
                    timeline.identity.strategyName, at: Point(width / 2, status + navigation / 2), size: 16, weight: .bold,
                    color: PhoneStyle.rowText, horizontal: .center, vertical: .middle)
            }
        }
        if safeBottom > 0 {
            canvas.fill(Rect(x: 0, y: height - safeBottom, width: width, height: safeBottom), PhoneStyle.bar)
            let indicator = Rect(x: width / 2 - 67, y: height - 13, width: 134, height: 5)
            canvas.fillRoundedRect(indicator, radius: 2.5, PhoneStyle.rowText)
        }
    }

    private func drawAppBars(canvas: Canvas) {
        let inset = subject.device.contentInset
        let adjusts = inset.adjustmentBehavior != .never
        if inset.top > 0 {
            let y = adjusts ? safeTop : 0
            appBar(Rect(x: 0, y: y, width: width, height: inset.top), label: "app inset \(Format.label(inset.top)) pt", canvas: canvas)
        }
        if inset.bottom > 0 {
            let y = height - inset.bottom - (adjusts ? safeBottom : 0)
            appBar(
                Rect(x: 0, y: y, width: width, height: inset.bottom), label: "app inset \(Format.label(inset.bottom)) pt", canvas: canvas)
        }
    }

    private func appBar(_ rect: Rect, label: String, canvas: Canvas) {
        canvas.fill(rect, PhoneStyle.appBar, alpha: 0.85)
        canvas.fill(Rect(x: 0, y: rect.minY, width: width, height: 0.5), PhoneStyle.separator)
        if rect.height >= 14 {
            canvas.text(
                label, at: Point(width / 2, rect.midY), size: 12, weight: .regular, color: PhoneStyle.secondaryText,
                horizontal: .center, vertical: .middle)
        }
    }

    /// A translucent fingertip while the finger is down; a fading ring for a moment after it lifts.
    func drawFinger(_ sample: FrameSample, time: Double, canvas: Canvas) {
        let x = (width * 0.68).rounded()
        let r = PhoneStyle.fingerRadius
        if let point = finger.point(for: sample, x: x) {
            canvas.fillCircle(center: point, radius: r, PhoneStyle.finger, alpha: 0.28)
            canvas.strokeCircle(center: point, radius: r, .white, width: 2)
            canvas.fillCircle(center: point, radius: 4, PhoneStyle.finger, alpha: 0.8)
        } else if let lift = finger.touches.last(where: { $0.endTime <= time + 1e-9 }), time - lift.endTime < 0.25 {
            let fade = 1 - (time - lift.endTime) / 0.25
            canvas.fillCircle(center: Point(x, lift.endY), radius: r + 8 * (1 - fade), PhoneStyle.finger, alpha: 0.2 * fade)
        }
    }
}
