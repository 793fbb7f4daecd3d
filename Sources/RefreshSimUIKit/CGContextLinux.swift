#if !canImport(Darwin)
    /// CGContext, which Linux lacks (a Mac's is Core Graphics'): a context that records what is drawn
    /// into it, in order, instead of drawing. Drawing is not charted; this is so that a view's
    /// `draw(_:)`, an image renderer's block or `UIBezierPath.fill()` run as written, and a test can
    /// look at what they drew (`operations`).
    public final class CGContext: @unchecked Sendable {
        /// One thing done to the context.
        public enum Operation: Equatable, Sendable {
            case saveGState, restoreGState
            case setFillColor(CGColor)
            case setStrokeColor(CGColor)
            case setLineWidth(CGFloat)
            case setAlpha(CGFloat)
            case setLineCap(CGLineCap)
            case setLineJoin(CGLineJoin)
            case setLineDash(phase: CGFloat, lengths: [CGFloat])
            case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
            case concatenate(CGAffineTransform)
            case fillPath(CGPath)
            case strokePath(CGPath)
            case clip(CGPath)
            case clear(CGRect)
            case drawImage(width: Int, height: Int, in: CGRect)
        }

        public private(set) var operations: [Operation] = []
        /// The path being built (`move(to:)`, `addLine(to:)`…), consumed by fill, stroke and clip.
        private var path = CGMutablePath()
        public private(set) var ctm = CGAffineTransform.identity
        private var savedTransforms: [CGAffineTransform] = []
        public let width: Int
        public let height: Int

        public init(width: Int, height: Int) {
            (self.width, self.height) = (width, height)
        }

        public var isPathEmpty: Bool { path.isEmpty }
        public var currentPointOfPath: CGPoint {
            for element in path.elements.reversed() {
                switch element {
                case let .move(p), let .line(p), let .quadCurve(p, _), let .curve(p, _, _): return p
                default: continue
                }
            }
            return .zero
        }

        private func record(_ operation: Operation) { operations.append(operation) }

        private func takePath() -> CGPath {
            let taken = path
            path = CGMutablePath()
            return taken
        }

        public func saveGState() {
            savedTransforms.append(ctm)
            record(.saveGState)
        }

        public func restoreGState() {
            ctm = savedTransforms.popLast() ?? ctm
            record(.restoreGState)
        }

        public func setFillColor(_ color: CGColor) { record(.setFillColor(color)) }
        public func setStrokeColor(_ color: CGColor) { record(.setStrokeColor(color)) }
        public func setLineWidth(_ width: CGFloat) { record(.setLineWidth(width)) }
        public func setAlpha(_ alpha: CGFloat) { record(.setAlpha(alpha)) }
        public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(cap)) }
        public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(join)) }
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record(.setLineDash(phase: phase, lengths: lengths)) }
        public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
            record(.setShadow(offset: offset, blur: blur, color: color))
        }
        public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: nil) }

        public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
        public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
        public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

        public func concatenate(_ transform: CGAffineTransform) {
            ctm = transform.concatenating(ctm)
            record(.concatenate(transform))
        }

        public func beginPath() { path = CGMutablePath() }
        public func move(to point: CGPoint) { path.move(to: point) }
        public func addLine(to point: CGPoint) { path.addLine(to: point) }
        public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
        public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            path.addCurve(to: end, control1: control1, control2: control2)
        }
        public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
        public func addRect(_ rect: CGRect) { path.addRect(rect) }
        public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
        public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
        public func addPath(_ other: CGPath) { path.addPath(other) }
        public func closePath() { path.closeSubpath() }

        public func fillPath() { record(.fillPath(takePath())) }
        public func strokePath() { record(.strokePath(takePath())) }
        public func clip() { record(.clip(takePath())) }

        public func drawPath(using mode: CGPathDrawingMode) {
            let taken = takePath()
            if mode != .stroke { record(.fillPath(taken)) }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { record(.strokePath(taken)) }
        }

        public func fill(_ rect: CGRect) { record(.fillPath(Self.path(rect))) }
        public func stroke(_ rect: CGRect) { record(.strokePath(Self.path(rect))) }
        public func fillEllipse(in rect: CGRect) { record(.fillPath(Self.path(ellipseIn: rect))) }
        public func strokeEllipse(in rect: CGRect) { record(.strokePath(Self.path(ellipseIn: rect))) }
        public func clip(to rect: CGRect) { record(.clip(Self.path(rect))) }
        public func clear(_ rect: CGRect) { record(.clear(rect)) }
        public func draw(_ image: CGImage, in rect: CGRect) { record(.drawImage(width: image.width, height: image.height, in: rect)) }

        private static func path(_ rect: CGRect) -> CGPath {
            let made = CGMutablePath()
            made.addRect(rect)
            return made
        }

        private static func path(ellipseIn rect: CGRect) -> CGPath {
            let made = CGMutablePath()
            made.addEllipse(in: rect)
            return made
        }
    }

    public enum CGPathDrawingMode: Int32, Sendable {
        case fill, eoFill, stroke, fillStroke, eoFillStroke
    }
#endif
