import SwiftSyntax

// `(change?[.newKey] as AnyObject).cgPointValue`: Objective-C's KVO boxes a struct in an NSValue,
// and iOS code unboxes it through `AnyObject`'s dynamic member lookup or a cast to `NSValue`.
// Linux has no dynamic lookup, and a `CGPoint` there is no `NSValue` (`as? NSValue` is nil,
// silently), so `port` casts to the type itself: `(change?[.newKey] as? CGPoint)`, the optional
// the lookup gave. A number read the same way goes through `NSNumber`, which Linux bridges.
extension EditCollector {
    /// The unboxing members and the type each gives.
    static let boxedValues = [
        "cgPointValue": "CGPoint", "cgSizeValue": "CGSize", "cgRectValue": "CGRect", "uiEdgeInsetsValue": "UIEdgeInsets",
        "cgAffineTransformValue": "CGAffineTransform", "caTransform3DValue": "CATransform3D", "cgVectorValue": "CGVector",
    ]
    static let numberValues: Set = ["doubleValue", "floatValue", "intValue", "integerValue", "boolValue", "uintValue"]

    /// Rewrites `(x as AnyObject).cgPointValue`, `(x as? NSValue)?.cgPointValue` and
    /// `(x as! NSValue).cgPointValue`; lists any other member looked up on `(x as AnyObject)`.
    /// Returns whether the node was handled.
    func rewriteBoxedValue(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base else { return false }
        let optionalChain = base.is(OptionalChainingExprSyntax.self)
        let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard let cast = Self.parenthesisedCast(inner) else { return false }
        let member = node.declName.baseName.text
        switch (cast.type, cast.mark) {
        case ("AnyObject", nil), ("NSValue", "?"), ("NSValue", "!"):
            if let type = Self.boxedValues[member] {
                replace(node, with: "(\(cast.operand) as\(cast.mark == "!" ? "!" : "?") \(type))", .boxedValue)
                return true
            }
            if cast.type == "AnyObject", Self.numberValues.contains(member) {
                replace(node, with: "(\(cast.operand) as? NSNumber)?.\(member)", .boxedValue)
                return true
            }
            if cast.type == "AnyObject", !optionalChain {
                handEdit(node, "a member looked up on `AnyObject` (`\(member)`): Linux has no dynamic member lookup; cast to the type")
                return true
            }
            return false
        default:
            return false
        }
    }

    /// `(x as AnyObject)`, `(x as? NSValue)`: the operand, the `?` or `!` and the type, from the
    /// parser's unfolded sequence.
    static func parenthesisedCast(_ expression: ExprSyntax) -> (operand: String, mark: String?, type: String)? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let element = tuple.elements.first, element.label == nil
        else { return nil }
        if let sequence = element.expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3, let cast = parts[1].as(UnresolvedAsExprSyntax.self), let type = parts[2].as(TypeExprSyntax.self)
            else { return nil }
            return (parts[0].trimmedDescription, cast.questionOrExclamationMark?.text, type.type.trimmedDescription)
        }
        if let cast = element.expression.as(AsExprSyntax.self) {
            return (cast.expression.trimmedDescription, cast.questionOrExclamationMark?.text, cast.type.trimmedDescription)
        }
        return nil
    }
}
