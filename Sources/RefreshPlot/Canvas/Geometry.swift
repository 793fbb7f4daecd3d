// Points are RefreshSim's `Point` (one type for the engine and the chart; here y runs down).
import RefreshSim

/// An axis-aligned rectangle in chart coordinates (pt, y down).
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by the given margins.
    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// Splits off a slice of `height` from the top: (slice, remainder).
    public func sliceTop(_ height: Double) -> (Rect, Rect) {
        let h = min(max(0, height), self.height)
        return (
            Rect(x: x, y: y, width: width, height: h),
            Rect(x: x, y: y + h, width: width, height: self.height - h)
        )
    }
}
