import RefreshSim

extension UIView {
    /// `frame` after the superview's bounds went from `old` to `new`, by `autoresizingMask`: on each
    /// axis the change is shared among the flexible parts — the margin before, the size, the margin
    /// after — in proportion to their lengths, as UIKit's documentation of `autoresizingMask` says
    /// (equally when they are all zero, which it does not say).
    func autoresized(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        let mask = autoresizingMask
        let (x, width) = Self.share(
            new.width - old.width, before: frame.minX, size: frame.width, after: old.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.share(
            new.height - old.height, before: frame.minY, size: frame.height, after: old.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func share(
        _ delta: CGFloat, before: CGFloat, size: CGFloat, after: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, size: CGFloat) {
        let parts = [(flexible.0, before), (flexible.1, size), (flexible.2, after)].map { $0.0 ? max($0.1, 0) : nil }
        let count = parts.compactMap { $0 }.count
        guard count > 0, delta != 0 else { return (before, size) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        let shares = parts.map { part in part.map { total > 0 ? delta * $0 / total : delta / CGFloat(count) } ?? 0 }
        return (before + shares[0], size + shares[1])
    }
}
