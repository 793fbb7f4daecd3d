import SwiftSyntax

// An `NSObject` subclass that overrides `observeValue(forKeyPath:of:change:context:)` (Yalantis'
// `PullToRefresh`) does not compile on Linux, whose NSObject has no such method: `port` drops the
// `override` and the `super.observeValue(…)` call (NSObject's only raises for an unknown
// context), and makes the class adopt the stand-in's `KeyValueObserving`, through which the
// stand-in calls it (ProjectFacts.keyValueObservers says which classes).
extension EditCollector {
    /// `class PullToRefresh: NSObject` → `class PullToRefresh: NSObject, KeyValueObserving`.
    func adoptKeyValueObserving(_ node: ClassDeclSyntax) {
        guard !onMac, facts.keyValueObservers.contains(node.name.text), let last = node.inheritanceClause?.inheritedTypes.last else {
            return
        }
        replace(last.type, with: "\(last.type.trimmedDescription), KeyValueObserving", .keyValueObserver)
    }

    /// Its `observeValue` overrides nothing on Linux: no `override`, no `super` call.
    func dropObserveValueOverride(_ node: FunctionDeclSyntax) {
        guard !onMac, memberKey(DeclSyntax(node)) == ProjectFacts.observeValueKey, let owner = enclosingTypeName(node),
            facts.keyValueObservers.contains(owner)
        else { return }
        if let modifier = node.modifiers.first(where: { $0.name.text == "override" }) { remove(modifier, .keyValueObserver) }
        let superCalls = SuperObserveValueCalls(viewMode: .sourceAccurate)
        superCalls.walk(node)
        for call in superCalls.found { remove(call, .keyValueObserver) }
    }

    private func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }
}

/// `super.observeValue(forKeyPath:…)` calls.
private final class SuperObserveValueCalls: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
            member.declName.baseName.text == "observeValue"
        {
            found.append(node)
        }
        return .visitChildren
    }
}
