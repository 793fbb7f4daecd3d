/// UIBezierPath over a Core Graphics path (Linux: the stand-in's, which only records).
open class UIBezierPath: NSObject {
    public let cgMutablePath = CGMutablePath()
    open var cgPath: CGPath { cgMutablePath }
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        cgMutablePath.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgMutablePath.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cgMutablePath.addRect(rect)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { cgMutablePath.move(to: point) }
    open func addLine(to point: CGPoint) { cgMutablePath.addLine(to: point) }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgMutablePath.addQuadCurve(to: point, control: controlPoint) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgMutablePath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's `clockwise` is in its flipped coordinates: the opposite of Core Graphics'.
        cgMutablePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { cgMutablePath.closeSubpath() }
    open func append(_ path: UIBezierPath) { cgMutablePath.addPath(path.cgPath) }
    /// Strokes the path in the current context (UIGraphics.swift) with its line width.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(lineWidth)
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Fills the path in the current context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath()
    }
}
