import RefreshSim

extension TimelineBlock {
    func drawLanes(in rect: Rect, time: LinearScale, canvas: Canvas) {
        for (index, lane) in Lane.lanes(for: timeline).enumerated() {
            let top = rect.minY + Double(index) * (BlockLayout.laneHeight + BlockLayout.laneGap)
            let band = Rect(x: rect.minX, y: top, width: rect.width, height: BlockLayout.laneHeight)
            canvas.text(lane.title, at: Point(rect.minX - 10, band.midY), size: 13, weight: .bold,
                        color: Palette.mutedText, horizontal: .trailing, vertical: .middle)
            canvas.fill(band, Palette.restBand)
            canvas.clipped(to: band) {
                for run in lane.runs {
                    let x0 = time(run.start), x1 = time(run.end)
                    let colour = lane.coloring.color(for: run.label)
                    canvas.fill(Rect(x: x0, y: band.minY, width: max(x1 - x0, 0.5), height: band.height), colour)
                    // Thin white seams keep same-coloured neighbours apart.
                    canvas.line(from: Point(x0, band.minY), to: Point(x0, band.maxY), .white, width: 1)
                    let size = 12.0
                    let width = canvas.textWidth(run.label, size: size)
                    if width + 8 <= x1 - x0 {
                        canvas.text(run.label, at: Point(x0 + 5, band.midY), size: size,
                                    color: colour.legibleText, vertical: .middle)
                    }
                }
            }
        }
    }
}
