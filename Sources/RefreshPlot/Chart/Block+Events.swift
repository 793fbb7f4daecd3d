import RefreshSim

extension TimelineBlock {
    static let eventLabelSize = 12.0
    static let eventKeyLine = 18.0

    /// Where the event labels go for a block `width` wide (blocks are drawn at x = 0).
    func eventPlacement(width: Double, canvas: Canvas) -> EventLabelLayout.Result {
        let time = LinearScale(domain: timeDomain, range: BlockLayout.leftMargin...(width - BlockLayout.rightMargin))
        // Labels group events less than 10 pt apart; every event keeps its own line.
        let clusters = EventCluster.clusters(timeline.events, x: { time($0) }, distance: 10, name: label(of:))
        let layout = EventLabelLayout(rows: BlockLayout.eventRows, gap: 8, bounds: 8...(width - 4))
        return layout.place(clusters) { canvas.textWidth($0, size: Self.eventLabelSize) }
    }

    /// An event's label: its name in the chart's words; what a `notSimulated` event left out, in full.
    func label(of event: TimelineEvent) -> String {
        if case let .notSimulated(what) = event.kind { return "\(words.event(event.name)): \(what.label)" }
        return words.event(event.name)
    }

    /// A dashed line per event cluster through every panel, and its label in the strip above.
    func drawEvents(strip: Rect, spanning: Rect, time: LinearScale, canvas: Canvas) {
        let placement = eventPlacement(width: strip.maxX + BlockLayout.rightMargin, canvas: canvas)
        for burst in EventBurst.bursts(EventCluster.clusters(timeline.events, x: { time($0) }, distance: 1)) {
            let colour = Palette.event(burst.lines[0].source)
            guard burst.lines.count >= EventBurst.bandFrom else {
                for line in burst.lines {
                    canvas.line(
                        from: Point(line.x, spanning.minY), to: Point(line.x, spanning.maxY), colour, width: 1, dash: [4, 3],
                        alpha: 0.5)
                }
                continue
            }
            // A burst (one event a frame for half a second) is one band, not a hatch; its label in
            // the strip counts the events (`refreshStart ×31`).
            let band = Rect(x: burst.minX, y: spanning.minY, width: max(burst.maxX - burst.minX, 2), height: spanning.height)
            canvas.fill(band, colour, alpha: 0.1)
            for x in [band.minX, band.maxX] {
                canvas.line(from: Point(x, spanning.minY), to: Point(x, spanning.maxY), colour, width: 1, alpha: 0.5)
            }
        }
        for label in placement.placed {
            let baseline = strip.maxY - 6 - Double(label.row) * BlockLayout.eventRowHeight
            let colour = Palette.event(label.cluster.source)
            canvas.line(
                from: Point(label.cluster.x, baseline - 9), to: Point(label.cluster.x, spanning.minY), colour,
                width: 1, alpha: 0.8)
            if label.tag != nil {
                drawEventTag(
                    label.text, in: Rect(x: label.minX, y: baseline - 11, width: label.width, height: 14),
                    colour: colour, canvas: canvas)
            } else {
                canvas.fill(Rect(x: label.minX - 1, y: baseline - 11, width: label.width + 2, height: 14), .white, alpha: 0.9)
                canvas.text(label.text, at: Point(label.minX, baseline), size: Self.eventLabelSize, color: colour)
            }
        }
        for cluster in placement.unlabelled {
            canvas.line(
                from: Point(cluster.x, strip.maxY - 6), to: Point(cluster.x, spanning.minY),
                Palette.event(cluster.source), width: 1, alpha: 0.8)
        }
    }

    private func drawEventTag(_ text: String, in rect: Rect, colour: Color, canvas: Canvas) {
        canvas.fillRoundedRect(rect, radius: 3, colour)
        canvas.text(
            text, at: Point(rect.midX, rect.midY), size: 10.5, weight: .bold, color: .white,
            horizontal: .center, vertical: .middle)
    }

    /// Key entries for the events whose names had no room, and for every label that hides some
    /// (`touchUp +5`): `[3] 0.98 s contentInsetSet · valueChanged · stateChanged ×2 …`, every name.
    private func eventKeyEntries(width: Double, canvas: Canvas) -> [(tag: Int?, text: String, colour: Color)] {
        let placement = eventPlacement(width: width, canvas: canvas)
        let shortened = placement.placed.filter { $0.tag == nil && $0.text != $0.cluster.completeLabel }.map { (nil as Int?, $0.cluster) }
        return (placement.keyed + shortened).sorted { $0.cluster.time < $1.cluster.time }.map { tag, cluster in
            (tag, "\(Format.duration(cluster.time))  \(cluster.completeLabel)", Palette.event(cluster.source))
        }
    }

    /// The key's entries flowed into lines across `width`.
    private func eventKeyLines(width: Double, canvas: Canvas) -> [[(tag: Int?, text: String, colour: Color, x: Double)]] {
        var lines: [[(tag: Int?, text: String, colour: Color, x: Double)]] = []
        var current: [(tag: Int?, text: String, colour: Color, x: Double)] = []
        let start = canvas.textWidth(words(.events), size: 12) + 12
        var x = start
        for entry in eventKeyEntries(width: width, canvas: canvas) {
            let entryWidth = (entry.tag == nil ? 0 : 24) + canvas.textWidth(entry.text, size: 12) + 20
            if !current.isEmpty, x + entryWidth > width - 48 {
                lines.append(current)
                current = []
                x = start
            }
            // An entry longer than a line (a burst of a dozen names) wraps onto lines of its own.
            if start + entryWidth > width - 48 {
                let parts = canvas.wrap(entry.text, width: width - 48 - start - (entry.tag == nil ? 0 : 24) - 20, size: 12)
                for (index, part) in parts.enumerated() {
                    lines.append([(index == 0 ? entry.tag : nil, part, entry.colour, start + (index == 0 || entry.tag == nil ? 0 : 24))])
                }
                continue
            }
            current.append((entry.tag, entry.text, entry.colour, x))
            x += entryWidth
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func eventKeyHeight(width: Double, canvas: Canvas) -> Double {
        let count = eventKeyLines(width: width, canvas: canvas).count
        return count == 0 ? 0 : Double(count) * Self.eventKeyLine + 6
    }

    func drawEventKey(in rect: Rect, width: Double, canvas: Canvas) {
        let lines = eventKeyLines(width: width, canvas: canvas)
        guard !lines.isEmpty else { return }
        canvas.text(words(.events), at: Point(rect.minX, rect.minY + 9), size: 12, color: Palette.mutedText, vertical: .middle)
        for (index, line) in lines.enumerated() {
            let midY = rect.minY + 9 + Double(index) * Self.eventKeyLine
            for entry in line {
                var x = rect.minX + entry.x
                if let tag = entry.tag {
                    let text = "\(tag)"
                    let w = canvas.textWidth(text, size: Self.eventLabelSize) + 6
                    drawEventTag(text, in: Rect(x: x, y: midY - 7, width: w, height: 14), colour: entry.colour, canvas: canvas)
                    x += 24
                }
                canvas.text(entry.text, at: Point(x, midY), size: 12, color: entry.colour, vertical: .middle)
            }
        }
    }
}
