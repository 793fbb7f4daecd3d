import RefreshSim

/// A value Core Animation interpolates: what a layer property, or a part of one, holds.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)

    enum Kind { case scalar, point, size, rect, transform }

    var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        }
    }

    static func zero(_ kind: Kind) -> AnimatableValue {
        switch kind {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        }
    }

    /// A value as code boxes it (`fromValue`, `values`, `setValue(_:forKeyPath:)`): a number of any
    /// type or an `NSNumber`, an `NSValue` or the geometry itself, a `CATransform3D`. nil when it is
    /// none of these, or not of `kind`.
    init?(_ boxed: Any?, as kind: Kind) {
        guard let boxed else { return nil }
        switch kind {
        case .scalar:
            if let number = boxed as? NSNumber {
                self = .scalar(number.doubleValue)
            } else if let value = boxed as? CGFloat {
                self = .scalar(Double(value))
            } else if let value = boxed as? Double {
                self = .scalar(value)
            } else if let value = boxed as? Float {
                self = .scalar(Double(value))
            } else if let value = boxed as? Int {
                self = .scalar(Double(value))
            } else {
                return nil
            }
        case .point:
            if let point = boxed as? CGPoint {
                self = .point(point)
            } else if let value = boxed as? NSValue {
                self = .point(value.cgPointValue)
            } else {
                return nil
            }
        case .size:
            if let size = boxed as? CGSize {
                self = .size(size)
            } else if let value = boxed as? NSValue {
                self = .size(value.cgSizeValue)
            } else {
                return nil
            }
        case .rect:
            if let rect = boxed as? CGRect {
                self = .rect(rect)
            } else if let value = boxed as? NSValue {
                self = .rect(value.cgRectValue)
            } else {
                return nil
            }
        case .transform:
            if let transform = boxed as? CATransform3D {
                self = .transform(transform)
            } else if let affine = boxed as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        }
    }

    /// Boxed as Core Animation hands values out: numbers as `NSNumber`, geometry as `NSValue`.
    var boxed: Any {
        switch self {
        case let .scalar(value): NSNumber(value: value)
        case let .point(point): NSValue(cgPoint: point)
        case let .size(size): NSValue(cgSize: size)
        case let .rect(rect): NSValue(cgRect: rect)
        case let .transform(transform): transform
        }
    }

    /// `self + other`; transforms compose (`other` after `self`).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): .scalar(a + b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(b.concat(a))
        default: self
        }
    }

    /// `self − other`; for transforms, what composed after `other` gives `self`.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.transform(a), .transform(b)): .transform(b.inverted().concat(a))
        default: adding(other.scaled(by: -1))
        }
    }

    func scaled(by factor: Double) -> AnimatableValue {
        let f = CGFloat(factor)
        switch self {
        case let .scalar(a): return .scalar(a * factor)
        case let .point(a): return .point(CGPoint(x: a.x * f, y: a.y * f))
        case let .size(a): return .size(CGSize(width: a.width * f, height: a.height * f))
        case let .rect(a): return .rect(CGRect(x: a.minX * f, y: a.minY * f, width: a.width * f, height: a.height * f))
        case let .transform(a): return .transform(TransformParts(a).scaled(by: factor).transform)
        }
    }

    /// The value a share `progress` of the way from `self` to `other` (beyond 0…1 for a spring's
    /// overshoot). Transforms are interpolated by parts — translation, rotation, scale — as Core
    /// Animation does, so a half turn passes through a quarter turn, not through a squashed matrix.
    func interpolated(to other: AnimatableValue, _ progress: Double) -> AnimatableValue {
        if case let .transform(a) = self, case let .transform(b) = other {
            return .transform(TransformParts(a).interpolated(to: TransformParts(b), progress).transform)
        }
        return adding(other.subtracting(self).scaled(by: progress))
    }
}

/// A 2-D transform taken apart: translation, rotation about z, scale (Core Animation's
/// `transform.translation`, `transform.rotation.z`, `transform.scale` key paths). Depth and
/// perspective (m13…m34, m43) are kept as they are.
struct TransformParts {
    var translation: CGPoint
    var rotation: Double
    var scale: CGSize
    private var rest: CATransform3D

    init(_ t: CATransform3D) {
        rest = t
        translation = CGPoint(x: t.m41, y: t.m42)
        let sx = Double((t.m11 * t.m11 + t.m12 * t.m12).squareRoot())
        rotation = atan2(Double(t.m12), Double(t.m11))
        let determinant = Double(t.m11 * t.m22 - t.m12 * t.m21)
        scale = CGSize(width: sx, height: sx == 0 ? Double((t.m21 * t.m21 + t.m22 * t.m22).squareRoot()) : determinant / sx)
    }

    var transform: CATransform3D {
        var t = rest
        let (c, s) = (CGFloat(cos(rotation)), CGFloat(sin(rotation)))
        (t.m11, t.m12) = (scale.width * c, scale.width * s)
        (t.m21, t.m22) = (-scale.height * s, scale.height * c)
        (t.m41, t.m42) = (translation.x, translation.y)
        return t
    }

    func interpolated(to other: TransformParts, _ p: Double) -> TransformParts {
        var result = self
        let f = CGFloat(p)
        result.translation = CGPoint(
            x: translation.x + (other.translation.x - translation.x) * f, y: translation.y + (other.translation.y - translation.y) * f)
        result.rotation = rotation + (other.rotation - rotation) * p
        result.scale = CGSize(
            width: scale.width + (other.scale.width - scale.width) * f, height: scale.height + (other.scale.height - scale.height) * f)
        return result
    }

    func scaled(by factor: Double) -> TransformParts {
        TransformParts(CATransform3DIdentity).interpolated(to: self, factor)
    }
}

extension CATransform3D {
    /// The inverse of the affine part (the rest kept): enough for the 2-D transforms views animate.
    func inverted() -> CATransform3D {
        CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(self).inverted())
    }
}
