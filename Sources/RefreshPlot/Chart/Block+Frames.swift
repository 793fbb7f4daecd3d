import RefreshSim

extension TimelineBlock {
    /// The frames lane, under the others, for a run with main-thread costs: grey where a vsync
    /// showed the last frame again, a red tick (with its ms) where a late frame reached the screen,
    /// and the run's hitch time ratio with its band (Xcode Organizer's) at the lane's end.
    func drawFramesLane(in rect: Rect, time: LinearScale, canvas: Canvas) {
        guard let pacing = timeline.pacing else { return }
        let index = Lane.count(for: timeline) - 1
        let top = rect.minY + Double(index) * (BlockLayout.laneHeight + BlockLayout.laneGap)
        let band = Rect(x: rect.minX, y: top, width: rect.width, height: BlockLayout.laneHeight)
        canvas.text(
            words(.framesLane), at: Point(rect.minX - 10, band.midY), size: 13, weight: .bold,
            color: Palette.mutedText, horizontal: .trailing, vertical: .middle)
        canvas.fill(band, Palette.restBand)
        let frame = timeline.frameRate > 0 ? 1 / timeline.frameRate : 0
        let hitches = subject.analysis?.hitches
        let summary = hitches.map {
            words == .plain
                ? "late by \(Format.fixed($0.run.hitchTimeRatio, 1)) ms a second · \($0.band.summary)"
                : "hitch time ratio \(Format.fixed($0.run.hitchTimeRatio, 1)) ms/s · \($0.band.summary)"
        }
        // The summary keeps the lane's right end; tick labels stop short of it.
        let summaryStart = summary.map { band.maxX - 12 - canvas.textWidth($0, size: 11) } ?? band.maxX
        canvas.clipped(to: band) {
            for (position, sample) in timeline.samples.enumerated() where position < pacing.held.count && pacing.held[position] {
                let x0 = time(sample.time)
                let x1 = time(sample.time + frame)
                canvas.fill(Rect(x: x0, y: band.minY, width: max(x1 - x0, 0.5), height: band.height), Palette.heldFrame)
            }
            var labelEnd = -Double.infinity
            for (position, sample) in timeline.samples.enumerated() where position < pacing.lateMs.count && pacing.lateMs[position] > 0 {
                let x = time(sample.time)
                canvas.line(from: Point(x, band.minY), to: Point(x, band.maxY), Palette.lateFrame, width: 2)
                let label = Format.fixed(pacing.lateMs[position], 0) + " ms"
                guard x + 3 > labelEnd, x + 3 + canvas.textWidth(label, size: 11) < summaryStart else { continue }
                canvas.text(label, at: Point(x + 3, band.midY), size: 11, color: Palette.lateFrame, vertical: .middle)
                labelEnd = x + 3 + canvas.textWidth(label, size: 11) + 4
            }
        }
        guard let hitches, let summary else { return }
        canvas.fill(Rect(x: summaryStart, y: band.minY, width: band.maxX - summaryStart, height: band.height), Palette.restBand)
        canvas.text(
            summary, at: Point(band.maxX - 6, band.midY), size: 11, weight: .bold,
            color: hitches.band == .good ? Palette.smooth : Palette.janky, horizontal: .trailing, vertical: .middle)
    }
}
