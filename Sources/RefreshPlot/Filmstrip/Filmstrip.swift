import Foundation
import RefreshSim

/// Stills of the phone screen at the moments that matter, each captioned with its time and what
/// happened; one row per run (one or two runs).
public struct Filmstrip: Drawing {
    static let margin = 24.0
    static let headerHeight = 80.0
    /// Lines of the scenario's description under its name.
    static let descriptionLines = 2
    static let captionHeight = 52.0
    static let gap = 18.0
    static let rowGap = 30.0
    /// Stills are shrunk so a phone is at most this tall (pt).
    static let stillHeight = 380.0
    static let maximumColumns = 8

    public var screens: [PhoneScreen]
    /// Pixels per point of a raster.
    public var scale = 1.0

    public init(subjects: [ChartSubject], words: ChartWords = .uikit) {
        screens = subjects.map {
            var screen = PhoneScreen(subject: $0)
            screen.words = words
            return screen
        }
    }

    struct Row {
        var screen: PhoneScreen
        var moments: [FilmstripMoment]
        var scale: Double
        var stillWidth: Double { screen.bezelSize.width * scale }
        var stillHeight: Double { screen.bezelSize.height * scale }
        var columns: Int { max(1, min(moments.count, Filmstrip.maximumColumns)) }
        var lines: Int { max(1, (moments.count + Filmstrip.maximumColumns - 1) / Filmstrip.maximumColumns) }
        var width: Double { Double(columns) * (stillWidth + Filmstrip.gap) - Filmstrip.gap }
        var height: Double {
            Filmstrip.headerHeight + Double(lines) * (stillHeight + Filmstrip.captionHeight + Filmstrip.gap) - Filmstrip.gap
        }
    }

    var rows: [Row] {
        screens.map { screen in
            Row(
                screen: screen, moments: FilmstripMoment.moments(of: screen),
                scale: min(1, Self.stillHeight / screen.bezelSize.height))
        }
    }

    public var size: (width: Double, height: Double) {
        let rows = self.rows
        let width = (rows.map(\.width).max() ?? 0) + 2 * Self.margin
        let height = rows.reduce(0) { $0 + $1.height } + Double(max(rows.count - 1, 0)) * Self.rowGap + 2 * Self.margin
        return (max(width, 560), height)
    }

    public func draw(canvas: Canvas) {
        let size = self.size
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), PhoneAnimation.background)
        var top = Self.margin
        for (index, row) in rows.enumerated() {
            if index > 0 {
                canvas.fill(
                    Rect(x: Self.margin, y: top - Self.rowGap / 2 - 1, width: size.width - 2 * Self.margin, height: 2), Palette.grid)
            }
            draw(row, top: top, width: size.width - 2 * Self.margin, canvas: canvas)
            top += row.height + Self.rowGap
        }
    }

    private func draw(_ row: Row, top: Double, width: Double, canvas: Canvas) {
        let timeline = row.screen.timeline
        let left = Self.margin
        canvas.text(
            row.screen.subject.heading, at: Point(left, top + 16), size: 18, weight: .bold, color: PhoneStyle.rowText,
            vertical: .middle)
        let verdict = row.screen.subject.analysis?.verdict
        let summary =
            switch verdict {
            case .smooth?: "✓ SMOOTH"
            case .janky?: "✗ JANKY · \(row.screen.findings.count) finding\(row.screen.findings.count == 1 ? "" : "s")"
            case nil: "not analysed"
            }
        let nameWidth = canvas.textWidth(row.screen.subject.heading, size: 18, weight: .bold)
        canvas.text(
            summary, at: Point(left + nameWidth + 14, top + 16), size: 14, weight: .bold,
            color: verdict == .smooth ? Palette.smooth : Palette.janky, vertical: .middle)
        for (index, line) in Self.descriptionLines(row.screen.subject.description, width: width, canvas: canvas).enumerated() {
            canvas.text(
                line, at: Point(left, top + 42 + Double(index) * 16), size: 12.5, color: PhoneStyle.secondaryText, vertical: .middle)
        }

        let flash = timeline.frameRate > 0 ? 0.5 / timeline.frameRate : 0.001
        for (index, moment) in row.moments.enumerated() {
            let column = index % Self.maximumColumns
            let line = index / Self.maximumColumns
            let x = left + Double(column) * (row.stillWidth + Self.gap)
            let y = top + Self.headerHeight + Double(line) * (row.stillHeight + Self.captionHeight + Self.gap)
            let caption = Rect(x: x, y: y, width: row.stillWidth, height: Self.captionHeight)
            canvas.text(
                Format.duration(moment.time), at: Point(x, y + 12), size: 14, weight: .bold, color: PhoneStyle.rowText,
                vertical: .middle)
            let lines = FilmstripCaption.lines(
                findings: Array(moment.captions.prefix(moment.findings.count)),
                events: Array(moment.captions.dropFirst(moment.findings.count)),
                width: caption.width, canvas: canvas)
            for (lineIndex, line) in lines.enumerated() {
                canvas.text(
                    line.text, at: Point(x, y + 30 + Double(lineIndex) * 15), size: 12,
                    color: line.isFinding ? PhoneStyle.alert : PhoneStyle.secondaryText, vertical: .middle)
            }
            // The still shows the moment's frame; a finding's banner shows only on its own frame.
            row.screen.drawInBezel(
                at: Point(x, y + Self.captionHeight), scale: row.scale, time: moment.time + 1e-6,
                canvas: canvas, flashSeconds: flash)
        }
        if row.moments.isEmpty {
            canvas.text(
                "No touches, refreshes or findings to show.", at: Point(left, top + Self.headerHeight + 20), size: 13,
                color: PhoneStyle.secondaryText)
        }
    }

    /// The description in at most `descriptionLines` lines. When it is longer, its front is cut,
    /// never its "Look for:" part, which says what the stills show; only a "Look for" too long
    /// itself loses its end.
    static func descriptionLines(_ description: String, width: Double, canvas: Canvas) -> [String] {
        let whole = canvas.wrap(description, width: width, size: 12.5)
        guard whole.count > descriptionLines else { return whole }
        let shown: String
        if let lookFor = description.range(of: "Look for:") {
            shown = "… " + description[lookFor.lowerBound...]
        } else {
            shown = description
        }
        let lines = canvas.wrap(shown, width: width, size: 12.5)
        guard lines.count > descriptionLines else { return lines }
        return Array(lines.prefix(descriptionLines - 1)) + [lines[descriptionLines - 1] + " …"]
    }

    /// Its size, from its rows of stills, and how it draws.
    public func plan(fonts: FontSet) throws(ChartError) -> DrawingPlan {
        let size = try validatedSize(scale: scale)
        return DrawingPlan(width: size.width, height: size.height, scale: scale, draw: draw)
    }

    /// The filmstrip in pixels at `scale`.
    public func rasterImage(scale: Double, fonts: FontSet? = nil) throws(ChartError) -> RasterImage {
        var filmstrip = self
        filmstrip.scale = scale
        return try filmstrip.rasterImage(fonts: fonts)
    }

    private func validatedSize(scale: Double) throws(ChartError) -> (width: Double, height: Double) {
        let size = self.size
        guard scale.isFinite, scale > 0, size.width * scale <= 32_000, size.height * scale <= 32_000 else {
            throw .invalidSize(width: size.width, height: size.height, scale: scale)
        }
        return size
    }

    /// The filmstrip as PNG, SVG or PDF bytes, a raster at `scale`.
    public func data(format: OutputFormat, scale: Double, fonts: FontSet? = nil) throws(ChartError) -> Data {
        var filmstrip = self
        filmstrip.scale = scale
        return try filmstrip.data(format: format, fonts: fonts)
    }
}
