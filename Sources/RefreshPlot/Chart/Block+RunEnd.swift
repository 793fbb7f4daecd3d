import RefreshSim

extension TimelineBlock {
    /// When the run's last frame ends, if the shared time axis runs on past it (a comparison with
    /// a longer run): nil when the run fills the axis.
    var runEnd: Double? {
        let end = timeline.duration + frameDuration
        return end < timeDomain.upperBound - 1e-9 ? end : nil
    }

    /// Past a run's end the panels and lanes are greyed and a line says where it ended, so a curve
    /// that stops is not read as one at rest.
    func drawRunEnd(spanning: Rect, time: LinearScale, canvas: Canvas) {
        guard let end = runEnd else { return }
        let x = time(end)
        canvas.fill(Rect(x: x, y: spanning.minY, width: spanning.maxX - x, height: spanning.height), Palette.afterEnd, alpha: 0.7)
        canvas.line(from: Point(x, spanning.minY), to: Point(x, spanning.maxY), Palette.axis, width: 1.5)
        let label = "run ends at \(Format.duration(timeline.duration))"
        let width = canvas.textWidth(label, size: 12)
        let left = x + 6 + width <= spanning.maxX - 4 ? x + 6 : x - 6 - width
        canvas.text(label, at: Point(left, spanning.minY + 32), size: 12, weight: .bold, color: Palette.mutedText)
    }
}
