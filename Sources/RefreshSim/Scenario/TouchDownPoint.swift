/// Where a gesture's finger touches the screen: points from the screen's top-left corner (the
/// window's coordinates, what `UITouch.location(in: nil)` reads). A coordinate a scenario does not
/// give is the middle of the screen on that axis, where every gesture touched down before the
/// scenario could say (`gestures[].startX`, `startY`).
///
/// Only views see the point: the engine's scroll view moves by the finger's travel wherever it
/// touched, as UIKit's pan does; a view under the point gets the touch (a tap on a footer).
public struct TouchDownPoint: Sendable, Equatable {
    public var x: Double?
    public var y: Double?

    public init(x: Double? = nil, y: Double? = nil) {
        self.x = x
        self.y = y
    }

    /// The middle of the screen.
    public static let middle = TouchDownPoint()

    /// The point on a screen of `size`.
    public func resolved(on size: Size) -> Point {
        Point(x: x ?? size.width / 2, y: y ?? size.height / 2)
    }
}
