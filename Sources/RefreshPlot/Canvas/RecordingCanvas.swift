import RefreshSim
import Foundation

/// A `Canvas` that draws nothing and writes down every call, one line each, with coordinates
/// rounded to 0.1 pt: a text snapshot of what goes where. Text is measured as 0.6 em per
/// character, so layouts that depend on text width come out the same on every machine.
public final class RecordingCanvas: Canvas {
    public let size: (width: Double, height: Double)
    public private(set) var lines: [String] = []
    private var depth = 0

    public init(width: Double, height: Double) {
        size = (width, height)
    }

    /// Everything recorded, one call per line, nested calls indented.
    public var transcript: String { lines.joined(separator: "\n") + "\n" }

    public func fill(_ rect: Rect, _ color: Color, alpha: Double) {
        record("fill \(Self.text(rect)) \(Self.text(color, alpha: alpha))")
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color, alpha: Double) {
        record("fillRounded \(Self.text(rect)) r\(Self.number(radius)) \(Self.text(color, alpha: alpha))")
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, _ color: Color, width: Double) {
        record("strokeRounded \(Self.text(rect)) r\(Self.number(radius)) \(Self.text(color, alpha: 1)) w\(Self.number(width))")
    }

    public func stroke(_ rect: Rect, _ color: Color, width: Double) {
        record("stroke \(Self.text(rect)) \(Self.text(color, alpha: 1)) w\(Self.number(width))")
    }

    /// Long polylines (a chart's curve) are summarised: point count, ends and vertical extent.
    public func strokePolyline(_ points: [Point], _ color: Color, width: Double, dash: [Double], alpha: Double) {
        guard points.count > 1 else { return }
        let style = "\(Self.text(color, alpha: alpha)) w\(Self.number(width))" + (dash.isEmpty ? "" : " dashed")
        if points.count <= 4 {
            record("line \(points.map(Self.text).joined(separator: " ")) \(style)")
        } else {
            let ys = points.map(\.y)
            record(
                "polyline \(points.count) pts \(Self.text(points[0]))…\(Self.text(points[points.count - 1])) "
                    + "y \(Self.number(ys.min() ?? 0))…\(Self.number(ys.max() ?? 0)) \(style)")
        }
    }

    public func fillPolygon(_ points: [Point], _ color: Color, alpha: Double) {
        guard points.count > 2 else { return }
        if points.count <= 6 {
            record("polygon \(points.map(Self.text).joined(separator: " ")) \(Self.text(color, alpha: alpha))")
        } else {
            record("polygon \(points.count) pts from \(Self.text(points[0])) \(Self.text(color, alpha: alpha))")
        }
    }

    public func fillCircle(center: Point, radius: Double, _ color: Color, alpha: Double) {
        record("disc \(Self.text(center)) r\(Self.number(radius)) \(Self.text(color, alpha: alpha))")
    }

    public func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double) {
        record("ring \(Self.text(center)) r\(Self.number(radius)) \(Self.text(color, alpha: 1)) w\(Self.number(width))")
    }

    public func clipped(to rect: Rect, _ body: () -> Void) {
        record("clip \(Self.text(rect)) {")
        depth += 1
        body()
        depth -= 1
        record("}")
    }

    public func transformed(origin: Point, scale: Double, _ body: () -> Void) {
        record("at \(Self.text(origin)) ×\(Self.number(scale)) {")
        depth += 1
        body()
        depth -= 1
        record("}")
    }

    public func drawText(
        _ string: String, at point: Point, size: Double, weight: FontWeight, color: Color,
        horizontal: HorizontalAnchor, vertical: VerticalAnchor, rotatedLeft: Bool
    ) {
        record(
            "text \"\(string)\" \(Self.text(point)) \(Self.number(size))pt\(weight == .bold ? " bold" : "") "
                + "\(horizontal.rawValue)/\(vertical.rawValue)\(rotatedLeft ? " rotated" : "") \(Self.text(color, alpha: 1))")
    }

    public func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        Double(string.count) * size * 0.6
    }

    /// Cut at spaces, with the widths above: what goes where, not how a script breaks.
    public func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || textWidth(candidate, size: size, weight: weight) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func record(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10).rounded() / 10
        let text = Format.fixed(rounded, rounded == rounded.rounded() ? 0 : 1)
        return text == "-0" ? "0" : text
    }

    static func text(_ point: Point) -> String { "(\(number(point.x)),\(number(point.y)))" }

    static func text(_ rect: Rect) -> String {
        "[\(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))]"
    }

    static func text(_ color: Color, alpha: Double) -> String {
        let hex = [color.red, color.green, color.blue]
            .map { channel -> String in
                let hex = String(Int((channel * 255).rounded().clamped(to: 0...255)), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        return "#" + hex + (alpha < 1 ? "@\(number(alpha * 100))%" : "")
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
