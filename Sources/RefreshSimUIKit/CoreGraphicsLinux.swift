#if !canImport(Darwin)
    // Core Graphics types that Linux's Foundation lacks and refresh code passes to layers: colors and
    // paths. They hold their values; nothing is drawn. On a Mac these are Core Graphics' own.

    public final class CGColorSpace: @unchecked Sendable {
        init() {}
    }

    public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

    public final class CGColor: @unchecked Sendable, Equatable {
        public let components: [CGFloat]?
        public var alpha: CGFloat { components?.last ?? 1 }
        public var numberOfComponents: Int { components?.count ?? 0 }

        public init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
            self.components = Array(UnsafeBufferPointer(start: components, count: 4))
        }

        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, gray, gray, alpha]
        }

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    }

    public enum CGLineCap: Int32, Sendable { case butt, round, square }
    public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

    /// A path as the list of what was added to it.
    public class CGPath: @unchecked Sendable, Equatable {
        public enum Element: Equatable, Sendable {
            case move(CGPoint)
            case line(CGPoint)
            case quadCurve(CGPoint, control: CGPoint)
            case curve(CGPoint, control1: CGPoint, control2: CGPoint)
            case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
            case rect(CGRect)
            case close
        }

        public internal(set) var elements: [Element] = []

        init(elements: [Element] = []) { self.elements = elements }

        public var isEmpty: Bool { elements.isEmpty }

        public func copy() -> CGPath? { CGPath(elements: elements) }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    }

    public final class CGMutablePath: CGPath, @unchecked Sendable {
        public init() { super.init() }

        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(.move(point.applying(transform))) }
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.line(point.applying(transform)))
        }
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
        }
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
        }
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .arc(center: center.applying(transform), radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
        }
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { elements.append(.rect(rect)) }
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            elements.append(
                .arc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            )
        }
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { elements += path.elements }
        public func closeSubpath() { elements.append(.close) }
    }
#endif
