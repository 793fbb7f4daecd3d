import RefreshSim

extension TimelineBlock {
    var timeTicks: NiceTicks {
        NiceTicks(covering: timeDomain, target: 12)
    }

    /// Light vertical lines at each time tick, behind every panel.
    func drawTimeGrid(layout: BlockLayout, time: LinearScale, canvas: Canvas) {
        drawTimeGrid(panels: [layout.offset, layout.inset], time: time, canvas: canvas)
    }

    func drawTimeGrid(panels: [Rect], time: LinearScale, canvas: Canvas) {
        for panel in panels {
            canvas.fill(panel, Palette.panelBackground)
            for tick in timeTicks.values {
                let x = time(tick)
                canvas.line(from: Point(x, panel.minY), to: Point(x, panel.maxY), Palette.grid, width: 1)
            }
        }
    }

    func drawTimeAxis(in rect: Rect, time: LinearScale, canvas: Canvas) {
        let ticks = timeTicks
        canvas.line(from: Point(rect.minX, rect.minY + 2), to: Point(rect.maxX, rect.minY + 2), Palette.axis, width: 1)
        for tick in ticks.values {
            let x = time(tick)
            canvas.line(from: Point(x, rect.minY + 2), to: Point(x, rect.minY + 8), Palette.axis, width: 1)
            canvas.text(
                ticks.label(tick), at: Point(x, rect.minY + 22), size: 12.5, color: Palette.mutedText,
                horizontal: .center)
        }
        canvas.text(
            "time (s)", at: Point(rect.minX - 12, rect.minY + 22), size: 13, weight: .bold,
            color: Palette.mutedText, horizontal: .trailing)
    }

    /// Y ticks, grid lines, frame and a rotated axis title for a panel. The right-hand axis (a
    /// second unit for the same pixels) draws no grid and no frame.
    func drawValueAxis(in panel: Rect, scale: LinearScale, title: String, canvas: Canvas, right: Bool = false) {
        let ticks = NiceTicks(covering: scale.domain, target: max(2, Int(panel.height / 45)))
        for tick in ticks.values {
            let y = scale(tick)
            if right {
                canvas.line(from: Point(panel.maxX, y), to: Point(panel.maxX + 4, y), Palette.axis, width: 1)
                canvas.text(
                    ticks.label(tick), at: Point(panel.maxX + 7, y), size: 11, color: Palette.mutedText,
                    vertical: .middle)
            } else {
                canvas.line(from: Point(panel.minX, y), to: Point(panel.maxX, y), Palette.grid, width: tick == 0 ? 1.5 : 1)
                canvas.text(
                    ticks.label(tick), at: Point(panel.minX - 7, y), size: 12, color: Palette.mutedText,
                    horizontal: .trailing, vertical: .middle)
            }
        }
        if right {
            canvas.text(
                title, at: Point(panel.maxX + BlockLayout.rightMargin - 12, panel.midY), size: 11.5,
                color: Palette.mutedText, horizontal: .center, vertical: .middle, rotatedLeft: true)
        } else {
            canvas.stroke(panel, Palette.axis, width: 1)
            canvas.text(
                title, at: Point(panel.minX - 70, panel.midY), size: 13, weight: .bold, color: Palette.mutedText,
                horizontal: .center, vertical: .middle, rotatedLeft: true)
        }
    }

    /// A row of line swatches with names.
    func drawLegend(_ entries: [LegendEntry], at origin: Point, canvas: Canvas) {
        var x = origin.x
        for entry in entries {
            switch entry.style {
            case .line(let dash, let width):
                canvas.line(from: Point(x, origin.y), to: Point(x + 24, origin.y), entry.color, width: width, dash: dash)
            case .band:
                canvas.fill(Rect(x: x, y: origin.y - 7, width: 24, height: 14), entry.color)
            }
            canvas.text(entry.name, at: Point(x + 30, origin.y), size: 12.5, color: .ink, vertical: .middle)
            x += 30 + canvas.textWidth(entry.name, size: 12.5) + 22
        }
    }
}

struct LegendEntry {
    enum Style {
        case line(dash: [Double], width: Double)
        case band
    }

    var name: String
    var color: Color
    var style: Style
}
