import RefreshSim

/// A view's Auto Layout: the constraints it holds, its guides and margins, and how firmly it keeps
/// its intrinsic size.
final class ViewLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Hugging and compression resistance, horizontal then vertical (UIKit's defaults: 250 and 750).
    var hugging = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    var compression = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    lazy var safeAreaGuide = UILayoutGuide(kind: .safeArea, owner: owner!)
    lazy var marginsGuide = UILayoutGuide(kind: .layoutMargins, owner: owner!)
    weak var owner: UIView?
}

extension UIView {
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    /// Holds and activates `constraint`; its items' layout is out of date.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        layoutState.constraints.append(constraint)
        constraint.holder = self
        if let environment = UIKitEnvironment.current {
            environment.constraintActivations += 1
            constraint.activationOrder = environment.constraintActivations
        }
        LayoutItems.invalidate(constraint.firstItem)
        LayoutItems.invalidate(constraint.secondItem)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        LayoutItems.invalidate(constraint.firstItem)
        LayoutItems.invalidate(constraint.secondItem)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        reportNotSimulated("UIView.firstBaselineAnchor")
        return NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        reportNotSimulated("UIView.lastBaselineAnchor")
        return NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The bounds inset by the safe area (a scroll view's is the scenario's bars).
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.safeAreaGuide }
    public var layoutMarginsGuide: UILayoutGuide { layoutState.marginsGuide }

    public var layoutMargins: UIEdgeInsets {
        get { layoutState.layoutMargins }
        set {
            layoutState.layoutMargins = newValue
            LayoutItems.invalidate(self)
        }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.0 : layoutState.hugging.1
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.0 = priority } else { layoutState.hugging.1 = priority }
        LayoutItems.invalidate(self)
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compression.0 : layoutState.compression.1
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.0 = priority } else { layoutState.compression.1 = priority }
        LayoutItems.invalidate(self)
    }

    /// The intrinsic size changed (a label's text): the layout is out of date.
    public func invalidateIntrinsicContentSize() { LayoutItems.invalidate(self) }

    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs `updateConstraints()` here and below where it was asked for.
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        guard layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = false
        updateConstraints()
    }

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The size the view's constraints give it, as close to `targetSize` as they allow: the view
    /// and what is under it solved on their own, the target held at fitting priority (50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority, verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        LayoutEngine(root: self, fitting: (targetSize, horizontal, vertical)).fittingSize ?? bounds.size
    }
}

/// `NSDirectionalEdgeInsets`: leading and trailing, here left and right (a left-to-right layout).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// What a constraint's items are: views and layout guides.
@MainActor
enum LayoutItems {
    /// The view a layout guide belongs to, or the view itself.
    static func owner(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Where a constraint is held when activated: the nearest view both items are in.
    static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
        guard let a = owner(of: first) else { return nil }
        guard let b = owner(of: second) else { return a }
        var candidate: UIView? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// An item's layout is out of date. Constraints tie it to views anywhere in its tree (a label's
    /// new text can resize the header around it, and that header's container), so each view above
    /// it, which places its subviews from the tree's solution, is laid out again, as UIKit's engine
    /// marks the superviews of the views whose frames it changes.
    static func invalidate(_ item: AnyObject?) {
        guard let view = owner(of: item) else { return }
        if item is UILayoutGuide { view.setNeedsLayout() }
        var ancestor = view.superview
        while let current = ancestor {
            current.setNeedsLayout()
            ancestor = current.superview
        }
        if view.superview == nil { view.setNeedsLayout() }
    }

    static func name(_ item: AnyObject?) -> String {
        switch item {
        case let guide as UILayoutGuide:
            "\(guide.kind.name)(\(name(guide.owningView)))"
        case let view as UIView:
            view.accessibilityIdentifier.map { "\(type(of: view))(\($0))" }
                ?? (view.tag != 0 ? "\(type(of: view))(tag \(view.tag))" : "\(type(of: view))")
        case let other?: "\(type(of: other))"
        case nil: "nil"
        }
    }
}

extension UIView {
    /// UIKit deactivates a view's constraints to views outside it when it leaves its superview.
    func dropConstraintsLeaving(_ ancestors: [UIView]) {
        for ancestor in ancestors {
            for constraint in ancestor.constraints where involvesSubtree(constraint.firstItem) || involvesSubtree(constraint.secondItem) {
                ancestor.removeConstraint(constraint)
            }
        }
    }

    private func involvesSubtree(_ item: AnyObject?) -> Bool {
        LayoutItems.owner(of: item)?.isDescendant(of: self) ?? false
    }
}
