import RefreshSim

// Core Graphics and UIKit value types are the engine's own: one point type, one size type, one
// inset type, so values pass between pasted code and the simulator without conversion.
public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias UIEdgeInsets = EdgeInsets

/// CGRect. The engine models one axis and needs no rectangle; views here do (`frame`, `bounds`).
public struct CGRect: Sendable, Equatable, CustomStringConvertible {
    public var origin: CGPoint
    public var size: CGSize

    public init(origin: CGPoint = .zero, size: CGSize = CGSize()) {
        self.origin = origin
        self.size = size
    }

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// Core Graphics has this overload too; seed 003 builds its header's frame from `Int`s.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    public static let zero = CGRect()

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }

    public var description: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
