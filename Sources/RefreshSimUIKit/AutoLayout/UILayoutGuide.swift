import RefreshSim

/// UILayoutGuide: a rectangle constraints can use without a view. A guide added with
/// `addLayoutGuide(_:)` is placed by its constraints, as a view is; a view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide` are its bounds inset by its safe area and its
/// layout margins, and follow the view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind {
        case custom, safeArea, layoutMargins, scrollContent, scrollFrame

        /// As a constraint's description names it (UIKit's property name for a view's own guide).
        var name: String {
            switch self {
            case .custom: "UILayoutGuide"
            case .safeArea: "safeArea"
            case .layoutMargins: "margins"
            case .scrollContent: "contentLayoutGuide"
            case .scrollFrame: "frameLayoutGuide"
            }
        }
    }

    public internal(set) weak var owningView: UIView?
    open var identifier = ""
    let kind: Kind
    /// Where the last layout pass put a custom guide, in its owning view's coordinates.
    var solvedFrame = CGRect.zero

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return solvedFrame }
        switch kind {
        case .custom: return solvedFrame
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .layoutMargins: return owner.bounds.inset(by: owner.layoutMargins)
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        }
    }

    /// The insets from the owner's bounds a derived guide keeps (nil for a custom guide and a scroll
    /// view's guides, which `LayoutEngine` places from the scroll view's content and offset).
    var insets: UIEdgeInsets? {
        guard let owner = owningView else { return nil }
        switch kind {
        case .custom, .scrollContent, .scrollFrame: return nil
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins: return owner.layoutMargins
        }
    }

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
