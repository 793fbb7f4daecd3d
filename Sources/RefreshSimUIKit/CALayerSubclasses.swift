import RefreshSim

open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        willSet { willChangeAnimatable("path", newValue != path) }
        didSet { didChangeAnimatable("path") }
    }
    /// Opaque black unless told (Apple's documented default); nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { willChangeAnimatable("fillColor", newValue != fillColor) }
        didSet { didChangeAnimatable("fillColor") }
    }
    open var strokeColor: CGColor? {
        willSet { willChangeAnimatable("strokeColor", newValue != strokeColor) }
        didSet { didChangeAnimatable("strokeColor") }
    }
    open var lineWidth: CGFloat = 1 {
        willSet { willChangeAnimatable("lineWidth", newValue != lineWidth) }
        didSet { didChangeAnimatable("lineWidth") }
    }
    open var strokeStart: CGFloat = 0 {
        willSet { willChangeAnimatable("strokeStart", newValue != strokeStart) }
        didSet { didChangeAnimatable("strokeStart") }
    }
    open var strokeEnd: CGFloat = 1 {
        willSet { willChangeAnimatable("strokeEnd", newValue != strokeEnd) }
        didSet { didChangeAnimatable("strokeEnd") }
    }
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var miterLimit: CGFloat = 10
    open var fillRule = CAShapeLayerFillRule.nonZero

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd) = (
            other.path, other.fillColor, other.strokeColor, other.lineWidth, other.strokeStart, other.strokeEnd
        )
        (lineCap, lineJoin, lineDashPattern, lineDashPhase, miterLimit, fillRule) = (
            other.lineCap, other.lineJoin, other.lineDashPattern, other.lineDashPhase, other.miterLimit, other.fillRule
        )
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint) = (other.colors, other.locations, other.startPoint, other.endPoint)
    }
}

open class CATextLayer: CALayer {
    open var string: Any?
    open var fontSize: CGFloat = 36
    /// Opaque white unless told (Apple's documented default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, fontSize, foregroundColor) = (other.string, other.fontSize, other.foregroundColor)
    }
}

/// What an animation tells its delegate; both methods are optional (a Swift protocol with empty
/// defaults here, since Linux has no `@objc optional`).
