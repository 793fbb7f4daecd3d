import RefreshSim

/// One `Canvas` call, kept as a value (`OperationRecorder`): to replay a drawing a band of rows at
/// a time (`BandedDrawing`), or to tell that a film's frame makes the same calls as the one before
/// (`CommandCanvas`). Clips and transforms are a begin and an `end`, as Cairo's save and restore.
enum DrawingOperation: Equatable {
    case fill(Rect, Color, alpha: Double)
    case fillRoundedRect(Rect, radius: Double, Color, alpha: Double)
    case strokeRoundedRect(Rect, radius: Double, Color, width: Double)
    case stroke(Rect, Color, width: Double)
    case strokePolyline([Point], Color, width: Double, dash: [Double], alpha: Double)
    case fillPolygon([Point], Color, alpha: Double)
    case fillCircle(center: Point, radius: Double, Color, alpha: Double)
    case strokeCircle(center: Point, radius: Double, Color, width: Double)
    case text(
        String, at: Point, size: Double, weight: FontWeight, Color, horizontal: HorizontalAnchor,
        vertical: VerticalAnchor, rotatedLeft: Bool)
    case beginClip(Rect)
    case beginTransform(origin: Point, scale: Double)
    case end

    /// Whether the call changes pixels (a clip or a transform only changes how later calls draw).
    var drawsPixels: Bool {
        switch self {
        case .beginClip, .beginTransform, .end: false
        default: true
        }
    }

    /// Draws the call on `canvas`.
    func replay(on canvas: CairoCanvas) {
        switch self {
        case .fill(let rect, let color, let alpha): canvas.fill(rect, color, alpha: alpha)
        case .fillRoundedRect(let rect, let radius, let color, let alpha):
            canvas.fillRoundedRect(rect, radius: radius, color, alpha: alpha)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            canvas.strokeRoundedRect(rect, radius: radius, color, width: width)
        case .stroke(let rect, let color, let width): canvas.stroke(rect, color, width: width)
        case .strokePolyline(let points, let color, let width, let dash, let alpha):
            canvas.strokePolyline(points, color, width: width, dash: dash, alpha: alpha)
        case .fillPolygon(let points, let color, let alpha): canvas.fillPolygon(points, color, alpha: alpha)
        case .fillCircle(let center, let radius, let color, let alpha):
            canvas.fillCircle(center: center, radius: radius, color, alpha: alpha)
        case .strokeCircle(let center, let radius, let color, let width):
            canvas.strokeCircle(center: center, radius: radius, color, width: width)
        case .text(let string, let point, let size, let weight, let color, let horizontal, let vertical, let rotatedLeft):
            canvas.drawText(
                string, at: point, size: size, weight: weight, color: color, horizontal: horizontal, vertical: vertical,
                rotatedLeft: rotatedLeft)
        case .beginClip(let rect): canvas.beginClip(to: rect)
        case .beginTransform(let origin, let scale): canvas.beginTransform(origin: origin, scale: scale)
        case .end: canvas.endClipOrTransform()
        }
    }

    /// The rows of a text's logical box as the canvas that draws it lays it out
    /// (`CairoCanvas.textBox`).
    typealias TextBox = (
        _ string: String, _ at: Point, _ size: Double, FontWeight, HorizontalAnchor, VerticalAnchor, _ rotatedLeft: Bool
    ) -> ClosedRange<Double>?

    /// The rows, in the coordinates the call is made in (y down), outside which it changes no
    /// pixel: its geometry, half its line width either side, and for text an allowance of three
    /// times its size around its anchor (its ascent, descent, line height and anchoring all lie
    /// within that), with a rotated text's length counted either side (1.2 em a character). With
    /// `box`, a text's logical box as laid out where it is drawn, and half its size and a point
    /// either side (the glyphs below keep within a line's ascent and descent, an accent or a
    /// bracket piece passing them by far less; `BandedDrawingTests` draws each of them). Text
    /// with a character outside the scripts and symbols whose glyphs keep to their em
    /// box (a combining mark can stack far above its line, a newline adds a line) may draw
    /// anywhere: nil. nil too for begin and end, which draw nothing (`drawsPixels`).
    /// `BandedDrawing` adds the antialiasing pixel.
    func verticalExtent(box: TextBox? = nil) -> ClosedRange<Double>? {
        switch self {
        case .fill(let rect, _, _), .fillRoundedRect(let rect, _, _, _): rect.verticalExtent(outset: 0)
        case .strokeRoundedRect(let rect, _, _, let width), .stroke(let rect, _, let width): rect.verticalExtent(outset: abs(width) / 2)
        case .strokePolyline(let points, _, let width, _, _): points.verticalExtent(outset: abs(width) / 2)
        case .fillPolygon(let points, _, _): points.verticalExtent(outset: 0)
        case .fillCircle(let center, let radius, _, _): center.verticalExtent(outset: abs(radius))
        case .strokeCircle(let center, let radius, _, let width): center.verticalExtent(outset: abs(radius) + abs(width) / 2)
        case .text(let string, let point, let size, let weight, _, let horizontal, let vertical, let rotatedLeft):
            Self.textExtent(string, at: point, size: abs(size), rotatedLeft: rotatedLeft) {
                box?(string, point, size, weight, horizontal, vertical, rotatedLeft)
            }
        case .beginClip, .beginTransform, .end: nil
        }
    }

    private static func textExtent(
        _ string: String, at point: Point, size: Double, rotatedLeft: Bool, box: () -> ClosedRange<Double>?
    ) -> ClosedRange<Double>? {
        var count = 0.0
        for scalar in string.unicodeScalars {
            guard keepsToItsEmBox(scalar) else { return nil }
            count += 1
        }
        if point.x.isFinite, let box = box() { return finiteExtent(box.lowerBound - size / 2 - 1, box.upperBound + size / 2 + 1) }
        let along = rotatedLeft ? count * 1.2 * size : 0
        return point.verticalExtent(outset: along + 3 * size)
    }

    /// Printable Latin, Greek and Cyrillic letters, punctuation, arrows, mathematical operators and
    /// symbols (the charts' ①, ✓, ✗), kana, CJK ideographs and Hangul syllables, emoji: characters
    /// whose glyphs, in DejaVu Sans or the fallback families, stay within a line. Not combining
    /// marks, which stack, nor scripts whose marks stack (Arabic, Thai, Devanagari …), nor controls.
    private static func keepsToItsEmBox(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2AF, 0x370...0x3FF, 0x400...0x4FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF,
            0x2100...0x23FF, 0x2460...0x27BF, 0x3000...0x303F, 0x3040...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF60, 0x1F300...0x1FAFF:
            true
        default: false
        }
    }
}

/// `low...high` when both are finite numbers in order; otherwise nil, drawn in every band: a
/// call given a NaN or an infinity may put pixels anywhere.
private func finiteExtent(_ low: Double, _ high: Double) -> ClosedRange<Double>? {
    low.isFinite && high.isFinite && low <= high ? low...high : nil
}

extension Point {
    fileprivate func verticalExtent(outset: Double) -> ClosedRange<Double>? {
        x.isFinite ? finiteExtent(y - outset, y + outset) : nil
    }
}

extension Rect {
    fileprivate func verticalExtent(outset: Double) -> ClosedRange<Double>? {
        x.isFinite && width.isFinite ? finiteExtent(min(minY, maxY) - outset, max(minY, maxY) + outset) : nil
    }
}

extension Array where Element == Point {
    fileprivate func verticalExtent(outset: Double) -> ClosedRange<Double>? {
        guard var low = first?.y else { return nil }
        var high = low
        for point in self {
            guard point.x.isFinite, point.y.isFinite else { return nil }
            low = Swift.min(low, point.y)
            high = Swift.max(high, point.y)
        }
        return finiteExtent(low - outset, high + outset)
    }
}
