import RefreshSim

extension TimelineBlock {
    /// Draws the bands; returns the labels that appeared only in bands too narrow to hold them,
    /// with their colours, for the key below the axis.
    @discardableResult
    func drawLanes(in rect: Rect, time: LinearScale, canvas: Canvas) -> [(color: Color, label: String)] {
        struct Key: Hashable { var lane: String; var label: String }
        var labelled = Set<Key>()
        var narrow: [(key: Key, color: Color)] = []
        for (index, lane) in Lane.lanes(for: timeline, words: words).enumerated() {
            let top = rect.minY + Double(index) * (BlockLayout.laneHeight + BlockLayout.laneGap)
            let band = Rect(x: rect.minX, y: top, width: rect.width, height: BlockLayout.laneHeight)
            canvas.text(
                lane.title, at: Point(rect.minX - 10, band.midY), size: 13, weight: .bold,
                color: Palette.mutedText, horizontal: .trailing, vertical: .middle)
            canvas.fill(band, Palette.restBand)
            canvas.clipped(to: band) {
                for run in lane.runs {
                    let x0 = time(run.start)
                    let x1 = time(run.end)
                    let colour = lane.coloring.color(for: run.label)
                    canvas.fill(Rect(x: x0, y: band.minY, width: max(x1 - x0, 0.5), height: band.height), colour)
                    // Thin white seams keep same-coloured neighbours apart.
                    canvas.line(from: Point(x0, band.minY), to: Point(x0, band.maxY), .white, width: 1)
                    let shown = lane.shown(run.label)
                    let key = Key(lane: lane.title, label: shown)
                    if canvas.textWidth(shown, size: 12) + 8 <= x1 - x0 {
                        canvas.text(
                            shown, at: Point(x0 + 5, band.midY), size: 12,
                            color: colour.legibleText, vertical: .middle)
                        labelled.insert(key)
                    } else if !narrow.contains(where: { $0.key == key }) {
                        narrow.append((key, colour))
                    }
                }
            }
        }
        var seen = Set<String>()
        return narrow.filter { !labelled.contains($0.key) && seen.insert($0.key.label).inserted }
            .map { ($0.color, $0.key.label) }
    }

    func drawLaneKey(_ entries: [(color: Color, label: String)], in rect: Rect, canvas: Canvas) {
        guard !entries.isEmpty else { return }
        let title = words(.unlabelledBands)
        canvas.text(title, at: Point(rect.minX, rect.midY), size: 12, color: Palette.mutedText, vertical: .middle)
        var x = rect.minX + canvas.textWidth(title, size: 12) + 12
        for (colour, label) in entries {
            let width = canvas.textWidth(label, size: 12)
            guard x + 20 + width <= rect.maxX else { break }
            canvas.fill(Rect(x: x, y: rect.midY - 7, width: 14, height: 14), colour)
            canvas.text(label, at: Point(x + 19, rect.midY), size: 12, vertical: .middle)
            x += 19 + width + 16
        }
    }
}
