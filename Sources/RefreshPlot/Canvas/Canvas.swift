import RefreshSim

public enum FontWeight: String, Sendable {
    case regular
    case bold
}

/// Where a text's anchor point sits horizontally.
public enum HorizontalAnchor: String, Sendable {
    case leading
    case center
    case trailing
}

/// Where a text's anchor point sits vertically.
public enum VerticalAnchor: String, Sendable {
    case top
    case middle
    case baseline
    case bottom
}

/// The drawing vocabulary charts, phone screens and filmstrips are written in.
///
/// Coordinates are points with y growing downwards. Two implementations: `CairoCanvas` draws
/// pixels and documents, `RecordingCanvas` writes down what would be drawn where, so layouts are
/// tested without fonts or a Cairo build. A canvas lives for one drawing and is not shared
/// between threads.
public protocol Canvas: AnyObject {
    var size: (width: Double, height: Double) { get }

    func fill(_ rect: Rect, _ color: Color, alpha: Double)
    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color, alpha: Double)
    func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double)
    func stroke(_ rect: Rect, _ color: Color, width: Double)
    func strokePolyline(_ points: [Point], _ color: Color, width: Double, dash: [Double], alpha: Double)
    func fillPolygon(_ points: [Point], _ color: Color, alpha: Double)
    func fillCircle(center: Point, radius: Double, _ color: Color, alpha: Double)
    func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double)

    /// Runs `body` with drawing limited to `rect`.
    func clipped(to rect: Rect, _ body: () -> Void)
    /// Runs `body` in coordinates moved to `origin` and multiplied by `scale`.
    func transformed(origin: Point, scale: Double, _ body: () -> Void)

    func drawText(
        _ string: String, at point: Point, size: Double, weight: FontWeight, color: Color,
        horizontal: HorizontalAnchor, vertical: VerticalAnchor, rotatedLeft: Bool)
    /// The horizontal advance of `string` at the given font.
    func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double
    /// `string` broken into lines no wider than `width`, at the places its script allows.
    func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String]
}

extension Canvas {
    public func fill(_ rect: Rect, _ color: Color) { fill(rect, color, alpha: 1) }

    public func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        fillRoundedRect(rect, radius: radius, color, alpha: 1)
    }

    public func fillCircle(center: Point, radius: Double, _ color: Color) {
        fillCircle(center: center, radius: radius, color, alpha: 1)
    }

    public func fillPolygon(_ points: [Point], _ color: Color) { fillPolygon(points, color, alpha: 1) }

    public func line(from a: Point, to b: Point, _ color: Color, width: Double, dash: [Double] = [], alpha: Double = 1) {
        strokePolyline([a, b], color, width: width, dash: dash, alpha: alpha)
    }

    public func polyline(_ points: [Point], _ color: Color, width: Double, dash: [Double] = [], alpha: Double = 1) {
        strokePolyline(points, color, width: width, dash: dash, alpha: alpha)
    }

    public func text(
        _ string: String, at point: Point, size: Double, weight: FontWeight = .regular,
        color: Color = .ink, horizontal: HorizontalAnchor = .leading,
        vertical: VerticalAnchor = .baseline, rotatedLeft: Bool = false
    ) {
        guard !string.isEmpty else { return }
        drawText(
            string, at: point, size: size, weight: weight, color: color, horizontal: horizontal,
            vertical: vertical, rotatedLeft: rotatedLeft)
    }

    public func textWidth(_ string: String, size: Double) -> Double {
        textWidth(string, size: size, weight: .regular)
    }

    /// `string` broken into lines no wider than `width`, at the places its script allows.
    public func wrap(_ string: String, width: Double, size: Double, weight: FontWeight = .regular) -> [String] {
        wrappedLines(string, width: width, size: size, weight: weight)
    }
}
