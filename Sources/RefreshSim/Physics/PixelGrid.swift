/// UIKit rounds offsets to the pixel grid: 1/screenScale points.
public struct PixelGrid: Sendable, Equatable {
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale
    }

    public func round(_ value: Double) -> Double {
        // `+ 0` folds −0 into 0 so printed timelines never show "-0.0".
        (value * scale).rounded() / scale + 0
    }
}
