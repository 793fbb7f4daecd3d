import RefreshSim

/// A `Canvas` that keeps every call as a value, exactly as made, and measures text on the canvas
/// it will be replayed on (so a layout that depends on a width comes out as it would there).
/// Replayed, the calls draw what drawing directly would have; two drawings with equal commands
/// are the same picture, so a film's frame equal to the frame before is not drawn again
/// (`PhoneFilm`: 61 % of the bundled scenarios' frames look like the one before).
final class CommandCanvas: Canvas {
    enum Command: Equatable {
        case fill(Rect, Color, alpha: Double)
        case fillRoundedRect(Rect, radius: Double, Color, alpha: Double)
        case strokeRoundedRect(Rect, radius: Double, Color, width: Double)
        case stroke(Rect, Color, width: Double)
        case strokePolyline([Point], Color, width: Double, dash: [Double], alpha: Double)
        case fillPolygon([Point], Color, alpha: Double)
        case fillCircle(center: Point, radius: Double, Color, alpha: Double)
        case strokeCircle(center: Point, radius: Double, Color, width: Double)
        /// The calls up to the matching `.end` are clipped to the rectangle.
        case clip(Rect)
        /// The calls up to the matching `.end` are moved and scaled.
        case transform(origin: Point, scale: Double)
        case end
        case text(
            String, at: Point, size: Double, weight: FontWeight, color: Color, horizontal: HorizontalAnchor,
            vertical: VerticalAnchor, rotatedLeft: Bool)
    }

    private(set) var commands: [Command] = []
    private let measuring: Canvas
    var size: (width: Double, height: Double) { measuring.size }

    init(measuringOn canvas: Canvas) {
        measuring = canvas
    }

    /// Makes every call again, in order, on `canvas`.
    func replay(on canvas: Canvas) {
        var index = commands.startIndex
        replay(from: &index, on: canvas)
    }

    private func replay(from index: inout Int, on canvas: Canvas) {
        while index < commands.endIndex {
            let command = commands[index]
            index += 1
            switch command {
            case let .fill(rect, color, alpha): canvas.fill(rect, color, alpha: alpha)
            case let .fillRoundedRect(rect, radius, color, alpha): canvas.fillRoundedRect(rect, radius: radius, color, alpha: alpha)
            case let .strokeRoundedRect(rect, radius, color, width): canvas.strokeRoundedRect(rect, radius: radius, color, width: width)
            case let .stroke(rect, color, width): canvas.stroke(rect, color, width: width)
            case let .strokePolyline(points, color, width, dash, alpha):
                canvas.strokePolyline(points, color, width: width, dash: dash, alpha: alpha)
            case let .fillPolygon(points, color, alpha): canvas.fillPolygon(points, color, alpha: alpha)
            case let .fillCircle(center, radius, color, alpha): canvas.fillCircle(center: center, radius: radius, color, alpha: alpha)
            case let .strokeCircle(center, radius, color, width): canvas.strokeCircle(center: center, radius: radius, color, width: width)
            case let .clip(rect): canvas.clipped(to: rect) { replay(from: &index, on: canvas) }
            case let .transform(origin, scale): canvas.transformed(origin: origin, scale: scale) { replay(from: &index, on: canvas) }
            case .end: return
            case let .text(string, point, size, weight, color, horizontal, vertical, rotatedLeft):
                canvas.drawText(
                    string, at: point, size: size, weight: weight, color: color, horizontal: horizontal, vertical: vertical,
                    rotatedLeft: rotatedLeft)
            }
        }
    }

    func fill(_ rect: Rect, _ color: Color, alpha: Double) { commands.append(.fill(rect, color, alpha: alpha)) }

    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color, alpha: Double) {
        commands.append(.fillRoundedRect(rect, radius: radius, color, alpha: alpha))
    }

    func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double) {
        commands.append(.strokeRoundedRect(rect, radius: radius, color, width: width))
    }

    func stroke(_ rect: Rect, _ color: Color, width: Double) { commands.append(.stroke(rect, color, width: width)) }

    func strokePolyline(_ points: [Point], _ color: Color, width: Double, dash: [Double], alpha: Double) {
        commands.append(.strokePolyline(points, color, width: width, dash: dash, alpha: alpha))
    }

    func fillPolygon(_ points: [Point], _ color: Color, alpha: Double) { commands.append(.fillPolygon(points, color, alpha: alpha)) }

    func fillCircle(center: Point, radius: Double, _ color: Color, alpha: Double) {
        commands.append(.fillCircle(center: center, radius: radius, color, alpha: alpha))
    }

    func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double) {
        commands.append(.strokeCircle(center: center, radius: radius, color, width: width))
    }

    func clipped(to rect: Rect, _ body: () -> Void) {
        commands.append(.clip(rect))
        body()
        commands.append(.end)
    }

    func transformed(origin: Point, scale: Double, _ body: () -> Void) {
        commands.append(.transform(origin: origin, scale: scale))
        body()
        commands.append(.end)
    }

    func drawText(
        _ string: String, at point: Point, size: Double, weight: FontWeight, color: Color,
        horizontal: HorizontalAnchor, vertical: VerticalAnchor, rotatedLeft: Bool
    ) {
        commands.append(
            .text(
                string, at: point, size: size, weight: weight, color: color, horizontal: horizontal, vertical: vertical,
                rotatedLeft: rotatedLeft))
    }

    func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        measuring.textWidth(string, size: size, weight: weight)
    }

    func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        measuring.wrappedLines(string, width: width, size: size, weight: weight)
    }
}
