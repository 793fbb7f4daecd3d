import RefreshSim

extension TimelineBlock {
    /// A dashed line per event cluster through every panel, and its label in the strip above.
    func drawEvents(strip: Rect, spanning: Rect, time: LinearScale, canvas: Canvas) {
        let labelSize = 12.0
        // Labels group events less than 10 pt apart; every event keeps its own line.
        let clusters = EventCluster.clusters(timeline.events, x: { time($0) }, distance: 10)
        let layout = EventLabelLayout(rows: BlockLayout.eventRows, gap: 8,
                                      bounds: (strip.minX - BlockLayout.leftMargin + 8)...(strip.maxX + BlockLayout.rightMargin - 4))
        let (placed, unlabelled) = layout.place(clusters) { canvas.textWidth($0, size: labelSize) }

        for line in EventCluster.clusters(timeline.events, x: { time($0) }, distance: 1) {
            canvas.line(from: Point(line.x, spanning.minY), to: Point(line.x, spanning.maxY),
                        Palette.event(line.source), width: 1, dash: [4, 3], alpha: 0.5)
        }
        for label in placed {
            let baseline = strip.maxY - 6 - Double(label.row) * BlockLayout.eventRowHeight
            let colour = Palette.event(label.cluster.source)
            canvas.line(from: Point(label.cluster.x, baseline - 9), to: Point(label.cluster.x, spanning.minY), colour,
                        width: 1, alpha: 0.8)
            canvas.fill(Rect(x: label.minX - 1, y: baseline - 11, width: label.width + 2, height: 14), .white, alpha: 0.9)
            canvas.text(label.text, at: Point(label.minX, baseline), size: labelSize, color: colour)
        }
        for cluster in unlabelled {
            canvas.line(from: Point(cluster.x, strip.maxY - 6), to: Point(cluster.x, spanning.minY),
                        Palette.event(cluster.source), width: 1, alpha: 0.8)
        }
    }
}
