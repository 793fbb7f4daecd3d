import RefreshSim

/// NSLayoutConstraint: `first.attribute (relation) multiplier × second.attribute + constant`, at a
/// priority. Active constraints are solved at the layout pass (`LayoutEngine`), and each view
/// whose `translatesAutoresizingMaskIntoConstraints` is false gets the frame they give it.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat {
        didSet { if constant != oldValue { itemsChanged() } }
    }
    open var priority: UILayoutPriority {
        didSet { if priority != oldValue { itemsChanged() } }
    }
    open var identifier: String?
    open var shouldBeArchived = false

    /// Active: held by a view (the nearest common ancestor of its items, or the view it was added to).
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                (LayoutItems.commonAncestor(firstItem, secondItem) ?? LayoutItems.owner(of: firstItem))?.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// The view whose `constraints` hold this one.
    weak var holder: UIView?
    /// When it was activated, for the order in which UIKit breaks constraints that conflict.
    var activationOrder = 0

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        priority = .required
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The visual format language is not parsed: no constraint is made, and the run is told.
    open class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        UIKitEnvironment.current?.notSimulated(.layoutNotSimulated("visual format \(format)"))
        return []
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// A change of the constant or the priority: the layout is out of date.
    private func itemsChanged() {
        guard isActive else { return }
        LayoutItems.invalidate(firstItem)
        LayoutItems.invalidate(secondItem)
    }

    open override var description: String { onMainActor(self) { $0.text } }

    private var text: String {
        let first = LayoutItems.name(firstItem)
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right: String
        if let secondItem, secondAttribute != .notAnAttribute {
            right = "\(LayoutItems.name(secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { right += "*\(Format.fixed(Double(multiplier), 3))" }
            if constant != 0 {
                right += constant > 0 ? " + \(Format.fixed(Double(constant), 1))" : " - \(Format.fixed(Double(-constant), 1))"
            }
        } else {
            right = Format.fixed(Double(constant), 1)
        }
        let level = priority == .required ? "" : " @\(Format.fixed(Double(priority.rawValue), 0))"
        return "<NSLayoutConstraint \(first).\(firstAttribute.name) \(relationText) \(right)\(level)>"
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    var isDimension: Bool { self == .width || self == .height }
}

public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// How much a constraint matters: 1000 (`required`) must hold; below, the engine gives up the
/// lower ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}
