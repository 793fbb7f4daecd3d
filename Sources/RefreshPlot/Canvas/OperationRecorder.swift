import RefreshSim

/// A canvas that keeps each drawing call as a `DrawingOperation` instead of drawing it: the calls
/// are written down here once, and each recorder says what it does with them (`record`).
protocol OperationRecorder: Canvas {
    func record(_ operation: DrawingOperation)
}

extension OperationRecorder {
    func fill(_ rect: Rect, _ color: Color, alpha: Double) { record(.fill(rect, color, alpha: alpha)) }

    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color, alpha: Double) {
        record(.fillRoundedRect(rect, radius: radius, color, alpha: alpha))
    }

    func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double) {
        record(.strokeRoundedRect(rect, radius: radius, color, width: width))
    }

    func stroke(_ rect: Rect, _ color: Color, width: Double) { record(.stroke(rect, color, width: width)) }

    func strokePolyline(_ points: [Point], _ color: Color, width: Double, dash: [Double], alpha: Double) {
        record(.strokePolyline(points, color, width: width, dash: dash, alpha: alpha))
    }

    func fillPolygon(_ points: [Point], _ color: Color, alpha: Double) { record(.fillPolygon(points, color, alpha: alpha)) }

    func fillCircle(center: Point, radius: Double, _ color: Color, alpha: Double) {
        record(.fillCircle(center: center, radius: radius, color, alpha: alpha))
    }

    func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double) {
        record(.strokeCircle(center: center, radius: radius, color, width: width))
    }

    func clipped(to rect: Rect, _ body: () -> Void) {
        record(.beginClip(rect))
        body()
        record(.end)
    }

    func transformed(origin: Point, scale: Double, _ body: () -> Void) {
        record(.beginTransform(origin: origin, scale: scale))
        body()
        record(.end)
    }

    func drawText(
        _ string: String, at point: Point, size: Double, weight: FontWeight, color: Color,
        horizontal: HorizontalAnchor, vertical: VerticalAnchor, rotatedLeft: Bool
    ) {
        record(
            .text(
                string, at: point, size: size, weight: weight, color, horizontal: horizontal, vertical: vertical,
                rotatedLeft: rotatedLeft))
    }
}
