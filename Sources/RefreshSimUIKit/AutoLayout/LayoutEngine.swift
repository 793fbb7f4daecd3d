import RefreshSim

/// Auto Layout over one view tree, solved from scratch whenever a view places its subviews
/// (`UIView.layoutSubviews()`).
///
/// The subset: every active constraint held by a view of the tree, between views and layout
/// guides, of any relation, multiplier and priority; each view's intrinsic content size, kept by
/// its hugging and compression resistance priorities. Every view whose
/// `translatesAutoresizingMaskIntoConstraints` is false, and every guide added with
/// `addLayoutGuide`, is placed by the constraints (x, y, width, height, unknown); any other view
/// is where its frame puts it, as UIKit turns such a frame into required constraints. A required
/// constraint must hold; an optional one is given up as little as it can, its error weighed
/// 10^(priority/250) (each 250 of priority ten times the last — UIKit gives up lower priorities
/// first, which this approximates where the errors are of a size). A very weak pull toward its
/// current frame settles a view the constraints leave free. Coordinates are the root's, each
/// view's bounds origin left out, so a scroll view's subview is placed in content coordinates:
/// a constraint to a scroll view's top, leading or left edge is to its content's origin, to its
/// bottom, trailing or right edge to its content's far edge (`contentSize`; for a plain scroll
/// view a size the constraints choose, not applied and reported), and to its width, height or centre to its frame (Apple's Technical Note
/// TN2154). Leading is left, trailing right; a baseline is the bottom edge.
///
/// Constraints that cannot all hold are resolved as UIKit does: one required constraint is broken
/// (the most recently activated whose removal lets the rest hold), "Unable to simultaneously
/// satisfy constraints" with the list goes to the run's console, and the run is told
/// (`notSimulated`: UIKit does not document which one it breaks).
@MainActor
struct LayoutEngine {
    /// Solved frames, in the root's coordinates.
    private(set) var frames: [ObjectIdentifier: CGRect] = [:]
    private(set) var fittingSize: CGSize?

    private let root: UIView
    private var variables: [ObjectIdentifier: Int] = [:]
    private var variableCount = 0
    private var requirements: [Requirement] = []
    private var stays: [(variable: Int, value: Double)] = []
    private var rootOrigins: [ObjectIdentifier: CGPoint] = [:]

    /// A view's subviews placed by constraints get their frames from a solve of its whole tree.
    static func applyFrames(toSubviewsOf view: UIView) {
        let placed = view.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        let guides = view.layoutGuides.filter { $0.kind == .custom }
        guard !placed.isEmpty || !guides.isEmpty else { return }
        var root = view
        while let parent = root.superview { root = parent }
        let engine = LayoutEngine(root: root)
        let origin = engine.origin(of: view)
        for subview in placed {
            guard let frame = engine.frames[ObjectIdentifier(subview)] else { continue }
            subview.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        for guide in guides {
            guard let frame = engine.frames[ObjectIdentifier(guide)] else { continue }
            guide.solvedFrame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// - Parameter fitting: `systemLayoutSizeFitting`: the root's own size is solved too, held
    ///   toward the target size at the given priorities.
    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        var views: [UIView] = []
        collect(root, into: &views)
        for view in views where view.layoutState.needsUpdateConstraints {
            view.layoutState.needsUpdateConstraints = false
            view.updateConstraints()
        }
        let constraints = views.flatMap(\.constraints).sorted { $0.activationOrder < $1.activationOrder }
        guard !constraints.isEmpty || fitting != nil else { return }
        if let fitting {
            let box = self.box(of: root, forcedVariable: true)
            requirements.append(Requirement(box.w - Double(fitting.size.width), .equal, fitting.horizontal, nil))
            requirements.append(Requirement(box.h - Double(fitting.size.height), .equal, fitting.vertical, nil))
        }
        for constraint in constraints { add(constraint) }
        for view in views where isVariable(view) { addIntrinsicSize(of: view) }
        solve(constraints: constraints)
        if fitting != nil, let frame = frames[ObjectIdentifier(root)] { fittingSize = frame.size }
    }

    private func collect(_ view: UIView, into views: inout [UIView]) {
        views.append(view)
        for subview in view.subviews { collect(subview, into: &views) }
    }

    // MARK: Items

    /// A view is placed by the constraints unless it turns its frame into constraints.
    private func isVariable(_ view: UIView) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints && view !== root || variables[ObjectIdentifier(view)] != nil
    }

    /// Where a view's frame origin is in the root's coordinates, bounds origins left out.
    func origin(of view: UIView) -> CGPoint {
        if let solved = frames[ObjectIdentifier(view)] { return solved.origin }
        guard let superview = view.superview, view !== root else { return .zero }
        let parent = origin(of: superview)
        return CGPoint(x: parent.x + view.frame.minX, y: parent.y + view.frame.minY)
    }

    /// x, y, width and height of an item: unknowns, or what its frame says.
    private struct Box { var x, y, w, h: LinearExpression }

    private mutating func box(of view: UIView, forcedVariable: Bool = false) -> Box {
        if forcedVariable || isVariable(view) {
            return variableBox(for: view, current: CGRect(origin: origin(of: view), size: view.bounds.size))
        }
        let origin = origin(of: view)
        return Box(
            x: LinearExpression(Double(origin.x)), y: LinearExpression(Double(origin.y)),
            w: LinearExpression(Double(view.bounds.width)), h: LinearExpression(Double(view.bounds.height)))
    }

    private mutating func variableBox(for item: AnyObject, current: CGRect) -> Box {
        let key = ObjectIdentifier(item)
        let first: Int
        if let known = variables[key] {
            first = known
        } else {
            first = variableCount
            variables[key] = first
            variableCount += 4
            for (offset, value) in [current.minX, current.minY, current.width, current.height].enumerated() {
                stays.append((first + offset, Double(value)))
            }
        }
        return Box(x: .variable(first), y: .variable(first + 1), w: .variable(first + 2), h: .variable(first + 3))
    }

    private mutating func box(of guide: UILayoutGuide) -> Box? {
        guard let owner = guide.owningView else { return nil }
        let ownerBox = box(of: owner)
        if guide.kind == .scrollContent, let scroll = owner as? UIScrollView, Self.derivesContentSize(scroll) {
            return contentBox(of: scroll, ownerBox: ownerBox)
        }
        if guide.kind == .scrollContent || guide.kind == .scrollFrame {
            // In content coordinates: the content from its origin, or the visible part at the offset.
            let frame = guide.layoutFrame
            return Box(
                x: ownerBox.x + Double(frame.minX), y: ownerBox.y + Double(frame.minY), w: LinearExpression(Double(frame.width)),
                h: LinearExpression(Double(frame.height)))
        }
        guard let insets = guide.insets else {
            let frame = guide.solvedFrame.offsetBy(dx: origin(of: owner).x, dy: origin(of: owner).y)
            return variableBox(for: guide, current: frame)
        }
        let (l, t, r, b) = (Double(insets.left), Double(insets.top), Double(insets.right), Double(insets.bottom))
        return Box(x: ownerBox.x + l, y: ownerBox.y + t, w: ownerBox.w - (l + r), h: ownerBox.h - (t + b))
    }

    /// An attribute of an item as a linear expression; `within`: the constraint's other item, for
    /// a scroll view's far edges.
    private mutating func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, within other: AnyObject?)
        -> LinearExpression?
    {
        let box: Box
        var margins = UIEdgeInsets.zero
        var far = (x: LinearExpression?.none, y: LinearExpression?.none)
        if let view = item as? UIView {
            box = self.box(of: view)
            margins = view.layoutMargins
            if let scroll = view as? UIScrollView, LayoutItems.owner(of: other)?.isDescendant(of: scroll) == true, other !== scroll {
                let content = Self.derivesContentSize(scroll) ? contentBox(of: scroll, ownerBox: box) : nil
                far = (
                    box.x + (content?.w ?? LinearExpression(Double(scroll.contentSize.width))),
                    box.y + (content?.h ?? LinearExpression(Double(scroll.contentSize.height)))
                )
            }
        } else if let guide = item as? UILayoutGuide, let guideBox = self.box(of: guide) {
            box = guideBox
        } else {
            return nil
        }
        let right = far.x ?? box.x + box.w
        let bottom = far.y ?? box.y + box.h
        if Self.readsContentSize(item, attribute, far: far.x != nil) { Self.reportContentSizeNotDerived(item) }
        switch attribute {
        case .left, .leading: return box.x
        case .right, .trailing: return right
        case .top: return box.y
        case .bottom: return bottom
        case .lastBaseline:
            reportNotSimulated("UIView.lastBaselineAnchor")
            return bottom
        case .firstBaseline:
            reportNotSimulated("UIView.firstBaselineAnchor")
            return bottom
        case .width: return box.w
        case .height: return box.h
        case .centerX: return box.x + box.w * 0.5
        case .centerY: return box.y + box.h * 0.5
        case .leftMargin, .leadingMargin: return box.x + Double(margins.left)
        case .rightMargin, .trailingMargin: return right - Double(margins.right)
        case .topMargin: return box.y + Double(margins.top)
        case .bottomMargin: return bottom - Double(margins.bottom)
        case .centerXWithinMargins: return box.x + Double(margins.left) + (box.w - Double(margins.left + margins.right)) * 0.5
        case .centerYWithinMargins: return box.y + Double(margins.top) + (box.h - Double(margins.top + margins.bottom)) * 0.5
        case .notAnAttribute: return nil
        }
    }

    /// A plain scroll view's content: from its origin, of a size the constraints may choose (UIKit
    /// derives `contentSize` from them), held weakly to `contentSize` where they leave it free.
    /// The size found is not applied: `contentSize` keeps its value, and the run says so.
    private mutating func contentBox(of scroll: UIScrollView, ownerBox: Box) -> Box {
        let size = variableBox(for: scroll.contentLayoutGuide, current: CGRect(origin: .zero, size: scroll.contentSize))
        return Box(x: ownerBox.x, y: ownerBox.y, w: size.w, h: size.h)
    }

    /// Whether the attribute is a plain scroll view's content size or far edge, which UIKit derives
    /// `contentSize` from (a table or collection view sets its own).
    private static func readsContentSize(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, far: Bool) -> Bool {
        let farEdges: [NSLayoutConstraint.Attribute] = [.right, .trailing, .bottom, .rightMargin, .trailingMargin, .bottomMargin]
        if far { return farEdges.contains(attribute) && derivesContentSize(item as? UIScrollView) }
        guard let guide = item as? UILayoutGuide, guide.kind == .scrollContent else { return false }
        let sized = farEdges + [.width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
        return sized.contains(attribute) && derivesContentSize(guide.owningView as? UIScrollView)
    }

    private static func derivesContentSize(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return false }
        return !(scrollView is UITableView || scrollView is UICollectionView)
    }

    /// UIKit sizes the content of a scroll view constrained to its far edges from the constraints;
    /// here `contentSize` keeps its value (the scenario's, for its scroll view), and the run says so.
    private static func reportContentSizeNotDerived(_ item: AnyObject) {
        let scrollView = (item as? UIScrollView) ?? ((item as? UILayoutGuide)?.owningView as? UIScrollView)
        let name = scrollView.map { String(describing: type(of: $0)) } ?? "UIScrollView"
        UIKitEnvironment.current?.notSimulatedOnce(
            .layoutNotSimulated(
                "contentSize from constraints: \(name)'s contentSize keeps its value, constraints to its content's far edges do not set it")
        )
    }

    // MARK: Requirements

    private mutating func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem else { return }
        guard Self.isValid(constraint), let left = expression(first, constraint.firstAttribute, within: constraint.secondItem) else {
            UIKitEnvironment.current?.notSimulatedOnce(.layoutNotSimulated("invalid constraint \(constraint)"))
            return
        }
        var right = LinearExpression(Double(constraint.constant))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = expression(second, constraint.secondAttribute, within: first) else { return }
            right = other * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let error = left - right
        switch constraint.relation {
        case .equal: requirements.append(Requirement(error, .equal, constraint.priority, constraint))
        case .greaterThanOrEqual: requirements.append(Requirement(error, .atLeastZero, constraint.priority, constraint))
        case .lessThanOrEqual: requirements.append(Requirement(error * -1, .atLeastZero, constraint.priority, constraint))
        }
    }

    /// UIKit refuses (throws) a constraint between axes, between leading/trailing and left/right,
    /// or of a position to a constant.
    private static func isValid(_ constraint: NSLayoutConstraint) -> Bool {
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        guard first != .notAnAttribute else { return false }
        guard constraint.secondItem != nil, second != .notAnAttribute else { return first.isDimension }
        if first.isDimension || second.isDimension { return first.isDimension && second.isDimension }
        let horizontal: Set<NSLayoutConstraint.Attribute> = [
            .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
        ]
        guard horizontal.contains(first) == horizontal.contains(second) else { return false }
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leftMargin, .rightMargin]
        return !(directional.contains(first) && absolute.contains(second) || absolute.contains(first) && directional.contains(second))
    }

    /// Width ≥ intrinsic at the compression resistance, ≤ at the hugging, and so for the height.
    private mutating func addIntrinsicSize(of view: UIView) {
        let size = view.intrinsicContentSize
        let box = self.box(of: view)
        let state = view.layoutState
        if size.width != UIView.noIntrinsicMetric, size.width >= 0 {
            requirements.append(Requirement(box.w - Double(size.width), .atLeastZero, state.compression.0, nil))
            requirements.append(Requirement((box.w - Double(size.width)) * -1, .atLeastZero, state.hugging.0, nil))
        }
        if size.height != UIView.noIntrinsicMetric, size.height >= 0 {
            requirements.append(Requirement(box.h - Double(size.height), .atLeastZero, state.compression.1, nil))
            requirements.append(Requirement((box.h - Double(size.height)) * -1, .atLeastZero, state.hugging.1, nil))
        }
    }

    // MARK: Solving

    private mutating func solve(constraints: [NSLayoutConstraint]) {
        var broken: [NSLayoutConstraint] = []
        var values = program(leavingOut: broken).solve()
        // Conflicting required constraints: break the latest whose removal lets the rest hold.
        while values == .infeasible {
            let candidates = requirements.compactMap(\.source).filter { $0.priority == .required && !broken.contains($0) }.reversed()
            guard let victim = candidates.first(where: { program(leavingOut: broken + [$0]).solve() != .infeasible }) ?? candidates.first
            else {
                return
            }
            broken.append(victim)
            report(conflict: constraints, breaking: victim)
            values = program(leavingOut: broken).solve()
        }
        guard case let .optimal(x) = values else { return }
        let value = { (variable: Int) in x[2 * variable] - x[2 * variable + 1] }
        for (item, first) in variables {
            frames[item] = CGRect(x: value(first), y: value(first + 1), width: value(first + 2), height: value(first + 3))
        }
    }

    /// Free variables as differences of two non-negative ones; each optional requirement and each
    /// stay with its error variables, weighed in the cost.
    private func program(leavingOut broken: [NSLayoutConstraint]) -> LinearProgram {
        var lp = LinearProgram()
        for _ in 0..<(2 * variableCount) { _ = lp.addVariable() }
        func terms(_ expression: LinearExpression) -> [Int: Double] {
            var split: [Int: Double] = [:]
            for (variable, a) in expression.terms {
                split[2 * variable, default: 0] += a
                split[2 * variable + 1, default: 0] -= a
            }
            return split
        }
        let all =
            requirements.filter { requirement in !broken.contains { $0 === requirement.source } }
            + stays.map { Requirement(LinearExpression.variable($0.variable) - $0.value, .equal, UILayoutPriority(-750), nil) }
        for requirement in all {
            var row = terms(requirement.expression)
            let required = requirement.priority == .required
            let weight = pow(10, Double(requirement.priority.rawValue) / 250)
            if requirement.relation == .atLeastZero {
                let slack = lp.addVariable()
                row[slack] = -1
                if !required {
                    let shortfall = lp.addVariable()
                    row[shortfall] = 1
                    lp.cost[shortfall] = weight
                }
            } else if !required {
                let (under, over) = (lp.addVariable(), lp.addVariable())
                (row[under], row[over]) = (1, -1)
                (lp.cost[under], lp.cost[over]) = (weight, weight)
            }
            lp.addRow(row, equals: -requirement.expression.constant)
        }
        return lp
    }

    /// UIKit's console message, and the run told once per constraint broken.
    private func report(conflict constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        guard let environment = UIKitEnvironment.current, environment.reportedBrokenConstraints.insert(ObjectIdentifier(victim)).inserted
        else {
            return
        }
        let required = constraints.filter { $0.priority == .required }
        environment.log(
            ([
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want.", "(",
            ] + required.map { "    \"\($0)\"" } + [")", "", "Will attempt to recover by breaking constraint ", "\(victim)"])
            .joined(separator: "\n"))
        environment.notSimulated(.unsatisfiableConstraints(broken: victim.description))
    }
}

/// One requirement on the layout: an expression that must be zero, or at least zero, at a priority.
private struct Requirement {
    enum Relation { case equal, atLeastZero }
    var expression: LinearExpression
    var relation: Relation
    var priority: UILayoutPriority
    weak var source: NSLayoutConstraint?

    init(_ expression: LinearExpression, _ relation: Relation, _ priority: UILayoutPriority, _ source: NSLayoutConstraint?) {
        (self.expression, self.relation, self.priority, self.source) = (expression, relation, priority, source)
    }
}

/// Σ aᵢ·xᵢ + constant.
struct LinearExpression: Equatable {
    var terms: [Int: Double] = [:]
    var constant: Double = 0

    init(_ constant: Double = 0) { self.constant = constant }

    static func variable(_ index: Int) -> LinearExpression {
        var expression = LinearExpression()
        expression.terms[index] = 1
        return expression
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for (variable, a) in rhs.terms { sum.terms[variable, default: 0] += a }
        sum.constant += rhs.constant
        return sum
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
    static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        for variable in product.terms.keys { product.terms[variable]! *= rhs }
        product.constant *= rhs
        return product
    }
}
