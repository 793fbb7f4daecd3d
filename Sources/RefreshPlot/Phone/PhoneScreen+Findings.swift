import Foundation
import RefreshSim

extension PhoneScreen {
    /// A red frame round the screen and a banner per finding that happened within `window`
    /// seconds: its number (as on the chart), its class and what a user sees.
    func drawFlashes(at time: Double, window: Double, canvas: Canvas) {
        let active = flashing(at: time, window: window)
        guard !active.isEmpty else { return }
        canvas.strokeRoundedRect(Rect(x: 3, y: 3, width: width - 6, height: height - 6), radius: 4, PhoneStyle.alert, width: 6)
        // The arrow belongs to the latest findings only: a later one means the screen moved on.
        let latest = active.last?.finding.time
        if let jump = active.lazy.filter({ $0.finding.time == latest }).compactMap({ jumpDistance(of: $0.finding) }).first {
            drawJumpArrow(jump, canvas: canvas)
        }
        // Banners go to the edge away from the indicator, so they never hide what they are about.
        let fromTop = footersOnly
        var edge = fromTop ? safeTop + 12 : height - safeBottom - 12
        for (number, finding) in fromTop ? active : active.reversed() {
            let summary = finding.glitch.summary
            let lines = Self.lines(summary, width: width - 44 - 30, limit: 3, canvas: canvas)
            // Room under the last line, so no text touches the banner's edge.
            let bannerHeight = 36 + Double(lines.count) * 15
            let banner = Rect(x: 12, y: fromTop ? edge : edge - bannerHeight, width: width - 24, height: bannerHeight)
            guard banner.minY >= safeTop, banner.maxY <= height - safeBottom else { break }
            canvas.fillRoundedRect(banner, radius: 10, PhoneStyle.alert, alpha: 0.94)
            canvas.fillCircle(center: Point(banner.minX + 20, banner.minY + 18), radius: 10, .white)
            canvas.text(
                "\(number)", at: Point(banner.minX + 20, banner.minY + 18), size: 12, weight: .bold,
                color: PhoneStyle.alert, horizontal: .center, vertical: .middle)
            canvas.text(
                words.glitch(finding.glitch), at: Point(banner.minX + 38, banner.minY + 18), size: 15, weight: .bold,
                color: .white, vertical: .middle)
            for (index, line) in lines.enumerated() {
                canvas.text(
                    line, at: Point(banner.minX + 38, banner.minY + 38 + Double(index) * 15), size: 12, color: .white,
                    vertical: .middle)
            }
            edge = fromTop ? banner.maxY + 6 : banner.minY - 6
        }
    }

    /// `text` wrapped to `width`, at most `limit` lines, the last cut with … when it goes on.
    static func lines(_ text: String, width: Double, limit: Int, canvas: Canvas) -> [String] {
        let lines = canvas.wrap(text, width: width, size: 12)
        guard lines.count > limit else { return lines }
        var shown = Array(lines.prefix(limit))
        var last = shown[limit - 1]
        while !last.isEmpty, canvas.textWidth(last + "…", size: 12) > width { last = String(last.dropLast()) }
        shown[limit - 1] = last.trimmingCharacters(in: .whitespaces) + "…"
        return shown
    }

    /// How far the content moved on screen in a jump finding's frame (pt, down positive), when it
    /// is about a visible jump.
    func jumpDistance(of finding: Finding) -> Double? {
        guard let moved = finding.evidence.jump else { return nil }
        return abs(moved) >= 1 ? moved : nil
    }

    /// A red arrow at the screen's right edge, as long as the jump, pointing the way the content went.
    private func drawJumpArrow(_ moved: Double, canvas: Canvas) {
        let x = width - 22
        // Clear of the banners: they are at the bottom for a header, at the top for a footer.
        let from = safeTop + (height - safeTop - safeBottom) * (footersOnly ? 0.62 : 0.3)
        let to = from + moved
        let sign: Double = moved > 0 ? 1 : -1
        canvas.line(from: Point(x, from), to: Point(x, to - sign * 6), PhoneStyle.alert, width: 4)
        canvas.fillPolygon([Point(x, to), Point(x - 8, to - sign * 10), Point(x + 8, to - sign * 10)], PhoneStyle.alert)
        canvas.line(from: Point(x - 9, from), to: Point(x + 9, from), PhoneStyle.alert, width: 3)
        let label = "jumped \(Format.label(abs(moved))) pt"
        let labelWidth = canvas.textWidth(label, size: 13, weight: .bold) + 12
        let box = Rect(x: x - 14 - labelWidth, y: min(from, to) + abs(moved) / 2 - 11, width: labelWidth, height: 22)
        canvas.fillRoundedRect(box, radius: 6, PhoneStyle.alert)
        canvas.text(
            label, at: Point(box.midX, box.midY), size: 13, weight: .bold, color: .white, horizontal: .center,
            vertical: .middle)
    }
}
