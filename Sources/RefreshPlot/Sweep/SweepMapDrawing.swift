import RefreshSim

/// Draws a `SweepMap` from its layout.
struct SweepMapDrawing {
    let map: SweepMap
    let layout: SweepMapLayout

    private static let ink = Color.ink
    private static let muted = Color(hex: 0x5A5A5A)
    private static let frame = Color(hex: 0x7A7A7A)
    private static let hatch = Color(hex: 0xB4B4B4)

    func draw(_ canvas: Canvas) {
        drawHeader(canvas)
        for facet in layout.facets { drawFacet(facet, canvas) }
        drawLegend(canvas)
    }

    // MARK: Header

    private func drawHeader(_ canvas: Canvas) {
        let left = SweepMapLayout.margin
        let names = map.sweeps.map(\.sweep.scenarioName)
        canvas.text("Sweep: " + names.joined(separator: " vs "), at: Point(left, 34), size: 24, weight: .bold)
        let cells = map.sweeps.first?.cells.count ?? 0
        var facts = [layout.axes.map { "\($0.path) × \($0.values.count)" }.joined(separator: "  ·  ")]
        let each = map.sweeps.count > 1 ? " each" : ""
        facts.append("\(cells) cell\(cells == 1 ? "" : "s")\(each), each run as `refreshsim run` runs a file")
        canvas.text(facts.joined(separator: "  ·  "), at: Point(left, 58), size: 14, color: Self.muted)
    }

    // MARK: Facets

    private func drawFacet(_ facet: SweepFacet, _ canvas: Canvas) {
        let results = map.sweeps[facet.sweep]
        let plot = layout.plotArea(facet)
        drawFacetTitle(facet, results, canvas)
        let xAxis = layout.axes[0]
        let yAxis = layout.axes.count > 1 ? layout.axes[1] : nil
        let columns = xAxis.values.count
        let rows = yAxis?.values.count ?? 1
        let cellWidth = plot.width / Double(columns)
        let cellHeight = plot.height / Double(rows)
        let gap = cellWidth >= 6 && cellHeight >= 6 ? 0.5 : 0
        let showCounts = layout.showsCounts
        let slices = layout.axes.count > 2 ? layout.axes[2].values.count : 1

        canvas.fill(plot, SweepColoring.invalid)
        for column in 0..<columns {
            for row in 0..<rows {
                // Cells are numbered with the last axis fastest: x is axis 0, y axis 1, facets axis 2.
                let cellIndex = (column * rows + row) * slices + (facet.slice ?? 0)
                guard cellIndex < results.cells.count else { continue }
                let cell = results.cells[cellIndex]
                let rect = Rect(
                    x: plot.x + Double(column) * cellWidth + gap / 2,
                    y: plot.maxY - Double(row + 1) * cellHeight + gap / 2,
                    width: cellWidth - gap, height: cellHeight - gap)
                let color = layout.coloring.color(of: cell)
                canvas.fill(rect, color)
                if cell.summary == nil { drawHatch(rect, canvas) }
                if showCounts, let summary = cell.summary, summary.errorCount > 0 {
                    canvas.text(
                        String(summary.errorCount), at: Point(rect.midX, rect.midY), size: min(11, cellHeight * 0.7),
                        color: color.legibleText, horizontal: .center, vertical: .middle)
                }
            }
        }
        canvas.stroke(plot, Self.frame, width: 1)
        drawBase(facet, results, plot: plot, cellWidth: cellWidth, cellHeight: cellHeight, canvas)
        drawXAxis(xAxis, plot: plot, cellWidth: cellWidth, canvas)
        if let yAxis { drawYAxis(yAxis, plot: plot, cellHeight: cellHeight, canvas) }
    }

    private func drawFacetTitle(_ facet: SweepFacet, _ results: SweepResults, _ canvas: Canvas) {
        var parts: [String] = []
        if map.sweeps.count > 1 { parts.append(results.sweep.scenarioName) }
        if let slice = facet.slice {
            let axis = layout.axes[2]
            parts.append("\(axis.path) = \(axis.values[slice])\(axis.unit.map { " \($0)" } ?? "")")
        }
        let cells = facet.slice == nil ? results.cells : sliceCells(results, facet.slice ?? 0)
        let janky = cells.count { $0.summary?.verdict == .janky }
        let invalid = cells.count { $0.summary == nil }
        var counts = "\(cells.count - janky - invalid) smooth, \(janky) janky"
        if invalid > 0 { counts += ", \(invalid) invalid" }
        let left = facet.frame.x + SweepMapLayout.yGutter
        let available = facet.frame.maxX - left
        let y = facet.frame.y + 18
        let title = parts.joined(separator: "  ·  ")
        // The title shrinks to leave room for the counts in a narrow facet.
        var size = 15.0
        let countsWidth = canvas.textWidth(counts, size: 13)
        while size > 10, !title.isEmpty, canvas.textWidth(title, size: size, weight: .bold) + 14 + countsWidth > available {
            size -= 1
        }
        if !title.isEmpty { canvas.text(title, at: Point(left, y), size: size, weight: .bold) }
        let titleWidth = title.isEmpty ? 0 : canvas.textWidth(title, size: size, weight: .bold) + 14
        canvas.text(counts, at: Point(left + titleWidth, y), size: 13, color: Self.muted)
    }

    private func sliceCells(_ results: SweepResults, _ slice: Int) -> [SweepCell] {
        let slices = layout.axes[2].values.count
        return results.cells.filter { $0.index % slices == slice }
    }

    /// Diagonal lines over an invalid cell, so it reads as "no result" even in greyscale.
    private func drawHatch(_ rect: Rect, _ canvas: Canvas) {
        guard rect.width >= 4, rect.height >= 4 else { return }
        canvas.clipped(to: rect) {
            var x = rect.minX - rect.height
            while x < rect.maxX {
                canvas.line(from: Point(x, rect.maxY), to: Point(x + rect.height, rect.minY), Self.hatch, width: 1)
                x += 6
            }
        }
    }

    private func drawBase(
        _ facet: SweepFacet, _ results: SweepResults, plot: Rect, cellWidth: Double,
        cellHeight: Double, _ canvas: Canvas
    ) {
        let base = results.sweep.baseCoordinates
        guard let column = base[0] else { return }
        let row = base.count > 1 ? base[1] : 0
        guard let row else { return }
        if base.count > 2 { guard let slice = base[2], slice == facet.slice else { return } }
        let rect = Rect(
            x: plot.x + Double(column) * cellWidth, y: plot.maxY - Double(row + 1) * cellHeight,
            width: cellWidth, height: cellHeight)
        let outline = max(2, min(3, min(cellWidth, cellHeight) / 4))
        canvas.stroke(
            rect.inset(top: -outline / 2, left: -outline / 2, bottom: -outline / 2, right: -outline / 2), .white, width: outline + 2)
        canvas.stroke(
            rect.inset(top: -outline / 2, left: -outline / 2, bottom: -outline / 2, right: -outline / 2), Self.ink, width: outline)
    }

    // MARK: Axes

    private func drawXAxis(_ axis: SweepAxis, plot: Rect, cellWidth: Double, _ canvas: Canvas) {
        let widest = axis.values.map { canvas.textWidth($0.description, size: 11) }.max() ?? 0
        let every = Self.labelStride(cell: cellWidth, needed: widest + 8)
        for (index, value) in axis.values.enumerated() where index % every == 0 {
            let x = plot.x + (Double(index) + 0.5) * cellWidth
            canvas.line(from: Point(x, plot.maxY), to: Point(x, plot.maxY + 4), Self.frame, width: 1)
            canvas.text(value.description, at: Point(x, plot.maxY + 16), size: 11, color: Self.muted, horizontal: .center)
        }
        canvas.text(axis.title, at: Point(plot.midX, plot.maxY + 38), size: 13, weight: .bold, horizontal: .center)
    }

    private func drawYAxis(_ axis: SweepAxis, plot: Rect, cellHeight: Double, _ canvas: Canvas) {
        let every = Self.labelStride(cell: cellHeight, needed: 14)
        var widest = 0.0
        for (index, value) in axis.values.enumerated() where index % every == 0 {
            let y = plot.maxY - (Double(index) + 0.5) * cellHeight
            canvas.line(from: Point(plot.minX - 4, y), to: Point(plot.minX, y), Self.frame, width: 1)
            canvas.text(
                value.description, at: Point(plot.minX - 7, y), size: 11, color: Self.muted,
                horizontal: .trailing, vertical: .middle)
            widest = max(widest, canvas.textWidth(value.description, size: 11))
        }
        let x = max(plot.minX - 7 - widest - 12, plot.minX - SweepMapLayout.yGutter + 10)
        canvas.text(
            axis.title, at: Point(x, plot.midY), size: 13, weight: .bold, horizontal: .center,
            vertical: .middle, rotatedLeft: true)
    }

    /// Label every n-th value, n from 1, 2, 5, 10, 20, 50…, so labels never overlap.
    static func labelStride(cell: Double, needed: Double) -> Int {
        guard cell > 0 else { return 1 }
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] where cell * Double(factor * magnitude) >= needed { return factor * magnitude }
            magnitude *= 10
            if magnitude > 100_000 { return magnitude }
        }
    }

    // MARK: Legend

    private func drawLegend(_ canvas: Canvas) {
        let size = SweepMapLayout.legendSwatch
        for (row, items) in layout.legendRows.enumerated() {
            let y = layout.legendTop + Double(row) * SweepMapLayout.legendRowHeight
            for (entry, offset) in items {
                let x = SweepMapLayout.margin + offset
                let swatch = Rect(x: x, y: y, width: size, height: size)
                if let entry {
                    canvas.fill(swatch, entry.color)
                    if entry.category == .invalid { drawHatch(swatch, canvas) }
                    canvas.stroke(swatch, Self.frame, width: 0.5)
                    canvas.text(
                        SweepMapLayout.legendText(entry), at: Point(x + size + 6, y + size / 2), size: SweepMapLayout.legendFont,
                        horizontal: .leading, vertical: .middle)
                } else {
                    canvas.fill(swatch, SweepColoring.smoothColors[0])
                    canvas.stroke(swatch, Self.ink, width: 2.5)
                    canvas.text(
                        SweepMapLayout.baseLegendText, at: Point(x + size + 6, y + size / 2), size: SweepMapLayout.legendFont,
                        horizontal: .leading, vertical: .middle)
                }
            }
        }
        var note = "Colours: the verdict and the set of glitch classes found; the number after each is its count of cells."
        if layout.showsCounts { note = "A number in a cell counts its findings of severity error. " + note }
        let y = layout.legendTop + Double(layout.legendRows.count) * SweepMapLayout.legendRowHeight + 10
        canvas.text(note, at: Point(SweepMapLayout.margin, y), size: 12, color: Self.muted)
    }
}
