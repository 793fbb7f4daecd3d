import RefreshSim

extension TimelineBlock {
    /// From the lowest to well above the highest value, leaving room for the legend.
    var insetDomain: ClosedRange<Double> {
        let samples = timeline.samples
        let highest = samples.reduce(0.0) { max($0, $1.insetTop, $1.insetBottom, $1.indicatorVisibleHeight) }
        let lowest = samples.reduce(0.0) { min($0, $1.insetTop, $1.insetBottom, $1.indicatorVisibleHeight) }
        return sharedInsetDomain ?? NiceTicks.expanded(lowest...max(highest * 1.4 + 8, lowest + 20), target: 3)
    }

    func drawInsetPanel(in panel: Rect, time: LinearScale, canvas: Canvas) {
        let domain = insetDomain
        let y = LinearScale(domain: domain, range: panel.minY...panel.maxY, flipped: true)
        drawValueAxis(in: panel, scale: y, title: words(.insetAxis), canvas: canvas)
        canvas.clipped(to: panel) {
            let visible = series(\.indicatorVisibleHeight, time: time, y: y)
            if let first = visible.first, let last = visible.last {
                canvas.fillPolygon([Point(first.x, y(0))] + visible + [Point(last.x, y(0))], Palette.indicator, alpha: 0.22)
                canvas.polyline(visible, Palette.indicator, width: 1.8)
            }
            canvas.polyline(series(\.insetBottom, time: time, y: y), Palette.insetBottom, width: 2.4, dash: [7, 4])
            canvas.polyline(series(\.insetTop, time: time, y: y), Palette.insetTop, width: 2.4)
        }
        let indicatorName =
            switch timeline.indicator {
            case .footer: words(.footerVisible)
            case .header, .none: words(.headerVisible)
            }
        let legend = [
            LegendEntry(name: words(.topInset), color: Palette.insetTop, style: .line(dash: [], width: 2.4)),
            LegendEntry(name: words(.bottomInset), color: Palette.insetBottom, style: .line(dash: [7, 4], width: 2.4)),
            LegendEntry(name: indicatorName, color: Palette.indicator.tinted(0.6), style: .band),
        ]
        let width = legend.reduce(0.0) { $0 + 30 + canvas.textWidth($1.name, size: 12.5) + 22 }
        let box = Rect(x: panel.minX + 6, y: panel.minY + 5, width: width, height: 20)
        canvas.fill(box, .white, alpha: 0.85)
        drawLegend(legend, at: Point(box.minX + 6, box.midY), canvas: canvas)
    }
}
