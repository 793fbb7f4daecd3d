import RefreshSim

extension PhoneScreen {
    /// A red frame round the screen and a banner per finding that happened within `window`
    /// seconds: its number (as on the chart), its class and what a user sees.
    func drawFlashes(at time: Double, window: Double, canvas: Canvas) {
        let active = flashing(at: time, window: window)
        guard !active.isEmpty else { return }
        canvas.strokeRoundedRect(Rect(x: 3, y: 3, width: width - 6, height: height - 6), radius: 4, PhoneStyle.alert, width: 6)
        var bottom = height - safeBottom - 12
        for (number, finding) in active.reversed() {
            let summary = GlitchClass(rawValue: finding.glitch)?.summary ?? finding.message
            let lines = Array(canvas.wrap(summary, width: width - 44 - 30, size: 12).prefix(2))
            let banner = Rect(x: 12, y: bottom - 30 - Double(lines.count) * 15, width: width - 24,
                              height: 30 + Double(lines.count) * 15)
            guard banner.minY > safeTop else { break }
            canvas.fillRoundedRect(banner, radius: 10, PhoneStyle.alert, alpha: 0.94)
            canvas.fillCircle(center: Point(banner.minX + 20, banner.minY + 18), radius: 10, .white)
            canvas.text("\(number)", at: Point(banner.minX + 20, banner.minY + 18), size: 12, weight: .bold,
                        color: PhoneStyle.alert, horizontal: .center, vertical: .middle)
            canvas.text(finding.glitch, at: Point(banner.minX + 38, banner.minY + 18), size: 15, weight: .bold,
                        color: .white, vertical: .middle)
            for (index, line) in lines.enumerated() {
                canvas.text(line, at: Point(banner.minX + 38, banner.minY + 38 + Double(index) * 15), size: 12, color: .white,
                            vertical: .middle)
            }
            bottom = banner.minY - 6
        }
    }
}
