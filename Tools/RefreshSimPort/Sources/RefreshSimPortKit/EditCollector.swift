import SwiftSyntax

/// Walks one file's tree and writes down the edits `port` makes and the places it cannot change.
final class EditCollector: SyntaxVisitor {
    let facts: ProjectFacts
    let converter: SourceLocationConverter
    let bytes: [UInt8]
    let onMac: Bool
    var edits: [Edit] = []
    private(set) var handEdits: [HandEdit] = []
    /// The file's imports, in order: a file that imports Foundation alone may need Core Graphics.
    var imports: [(module: String, node: ImportDeclSyntax)] = []
    /// Core Graphics and Core Animation names Apple's Foundation brings and Linux's does not.
    var coreGraphicsNames: Set<String> = []
    /// `#selector`s already turned into closures.
    private var consumedSelectors: Set<SyntaxIdentifier> = []
    /// Protocols with `@objc optional` requirements keep their `@objc` (a hand edit instead).
    private var objcOptionalDepth = 0

    init(facts: ProjectFacts, converter: SourceLocationConverter, source: String, onMac: Bool) {
        self.facts = facts
        self.converter = converter
        bytes = Array(source.utf8)
        self.onMac = onMac
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func replace(_ node: some SyntaxProtocol, with text: String, _ rule: Edit.Rule) {
        edits.append(
            Edit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: text, line: line(node), rule: rule))
    }

    func handEdit(_ node: some SyntaxProtocol, _ reason: String) {
        handEdits.append(HandEdit(line: line(node), reason: reason, snippet: node.trimmedDescription.condensed()))
    }

    /// Removes a token-like node and the spaces after it; a node alone on its line goes with its line.
    func remove(_ node: some SyntaxProtocol, _ rule: Edit.Rule) {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        if lineStart == 0 || bytes[lineStart - 1] == 0x0A, after < bytes.count, bytes[after] == 0x0A {
            start = lineStart
            end = after + 1
        } else {
            end = after
        }
        edits.append(Edit(start: start, end: end, replacement: "", line: line(node), rule: rule))
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let optionals = node.memberBlock.members.filter { member in
            modifiers(of: member.decl).map { hasModifier($0, "optional") } ?? false
        }
        guard !optionals.isEmpty else { return .visitChildren }
        if rewritesOptionalRequirements(node) {
            rewriteOptionalRequirements(node)
            return .visitChildren
        }
        for member in optionals {
            handEdit(
                member.decl,
                "`@objc optional` protocol requirement: Linux has none; give it a default in an extension and drop `?` at its call sites")
        }
        objcOptionalDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        let optional = node.memberBlock.members.contains { modifiers(of: $0.decl).map { hasModifier($0, "optional") } ?? false }
        if optional, !rewritesOptionalRequirements(node) { objcOptionalDepth -= 1 }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        switch name {
        case "objc", "objcMembers":
            if objcOptionalDepth == 0 {
                remove(node, .objcAttribute)
                keepClassBound(node)
            }
        case "IBAction", "IBOutlet", "IBInspectable", "IBDesignable":
            remove(node, .interfaceBuilderAttribute)
        case "UIApplicationMain":
            remove(node, .applicationMain)
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" { remove(node, .dynamicModifier) }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import class SnapKit.ConstraintMaker` imports a declaration of the module `SnapKit`.
        let module = node.importKindSpecifier == nil ? node.path.trimmedDescription : node.path.first?.name.text ?? ""
        imports.append((module, node))
        switch ModuleImports.verdict(for: module, onMac: onMac) {
        case .provided:
            break
        case .clashesOnMac:
            handEdit(
                node,
                "on a Mac `\(module)` is Apple's and clashes with the stand-in's types: delete this import (`import UIKit` brings them)")
        case let .replaceOnMac(replacement):
            replace(node.path, with: replacement, .moduleImport)
        case .unknown:
            guard !ModuleImports.isConditional(node) else { break }
            replace(node, with: "#if canImport(\(module))\n\(node.trimmedDescription)\n#endif", .moduleImport)
        }
        return .skipChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        importCoreGraphicsIfNeeded()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        adoptKeyValueObserving(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        dropObserveValueOverride(node)
        return .visitChildren
    }

    /// An `@objc` protocol is class-bound; without `@objc` it must say so, or a `weak var` of its
    /// type no longer compiles: `AnyObject` joins its inheritance clause unless something there
    /// already binds it to classes (a protocol of the sources is assumed not to).
    private func keepClassBound(_ attribute: AttributeSyntax) {
        guard let proto = attribute.parent?.parent?.as(ProtocolDeclSyntax.self) else { return }
        let inherited = proto.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else { return }
        if let last = proto.inheritanceClause?.inheritedTypes.last {
            replace(last.type, with: "\(last.type.trimmedDescription), AnyObject", .objcAttribute)
        } else {
            let end = proto.name.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, replacement: ": AnyObject", line: line(proto.name), rule: .objcAttribute))
        }
    }

    // MARK: Target-action

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteTargetAction(node)
        rewriteClockCall(node)
        if rewriteOptionalCall(node) { return .visitChildren }
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self), isOptionalRequirement(member.declName.baseName.text)
        {
            handEdit(node, "call of an optional protocol requirement (`?(`): the stand-in's requirements have defaults, so drop the `?`")
        }
        return .visitChildren
    }

    /// An optional requirement of a protocol in the sources, or of UIKit's delegates (whose methods
    /// the stand-in declares with defaults). An optional closure property (`handler?()`) is neither.
    private func isOptionalRequirement(_ name: String) -> Bool {
        facts.optionalRequirements.contains(name)
            || ["scrollView", "tableView", "collectionView", "webView"].contains { name.hasPrefix($0) }
    }

    private static let targetActionCallees = ["addTarget", "CADisplayLink", "Timer", "scheduledTimer"]

    private func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    private func rewriteTargetAction(_ node: FunctionCallExprSyntax) {
        guard
            let selectorArgument = node.arguments.first(where: { argument in
                (argument.label?.text == "action" || argument.label?.text == "selector") && selector(in: argument.expression) != nil
            }), let macro = selector(in: selectorArgument.expression)
        else { return }
        guard let callee = calleeName(node.calledExpression),
            Self.targetActionCallees.contains(callee) || callee.hasSuffix("GestureRecognizer")
        else { return }
        let targetArgument: LabeledExprSyntax?
        if callee == "addTarget" {
            targetArgument = node.arguments.first.flatMap { $0.label == nil ? $0 : nil }
        } else {
            targetArgument = node.arguments.first { $0.label?.text == "target" }
        }
        guard let targetArgument, let target = simpleTarget(targetArgument.expression) else {
            handEdit(node, "target-action whose target is not `self` or a property: write the closure by hand")
            consumedSelectors.insert(macro.id)
            return
        }
        guard let method = methodReference(macro) else {
            handEdit(macro, "selector of a getter or setter: write the closure by hand")
            consumedSelectors.insert(macro.id)
            return
        }
        consumedSelectors.insert(macro.id)
        let capture = target == "self" ? "[weak self]" : "[weak target = \(target)]"
        let name = target == "self" ? "self" : "target"
        // Controls and gesture recognizers have several action overloads: the sender's type picks one.
        let parameter = selectorArgument.label?.text == "action" ? "(sender: Any)" : "sender"
        let closure = "action: { \(capture) \(parameter) in guard let \(name) else { return }; targetAction(\(name).\(method), sender) }"
        edits.append(
            Edit(
                start: selectorArgument.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: selectorArgument.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: closure, line: line(selectorArgument), rule: .targetAction))
    }

    private func selector(in expression: ExprSyntax) -> MacroExpansionExprSyntax? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else { return nil }
        return macro
    }

    /// `self`, or a chain of names from `self` or a local (`self.header`, `header`).
    private func simpleTarget(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if expression.trimmedDescription == "self" { return "self" }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, simpleTarget(base) != nil,
            member.declName.argumentNames == nil
        {
            return member.trimmedDescription
        }
        return nil
    }

    /// `foo`, `foo(_:)`, `self.foo(sender:)`, `Type.foo` → the method's name with its labels.
    private func methodReference(_ macro: MacroExpansionExprSyntax) -> String? {
        guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else { return nil }
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) { return reference.trimmedDescription }
        if let member = argument.expression.as(MemberAccessExprSyntax.self) { return member.declName.trimmedDescription }
        return nil
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if !consumedSelectors.contains(node.id) {
                handEdit(
                    node,
                    "a selector stored, passed on or performed (`perform(_:)`, `responds(to:)`, notifications): needs a closure by hand")
            }
        case "keyPath":
            rewriteKeyPath(node)
        default:
            break
        }
        return .visitChildren
    }

    /// `#keyPath(UIScrollView.contentOffset)` → `"contentOffset"`: Linux has no `#keyPath`.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let path = node.arguments.first?.expression.trimmedDescription else { return }
        var components = path.split(separator: ".").map(String.init)
        guard components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            handEdit(node, "#keyPath with an expression: write the key path as a string")
            return
        }
        if components.count > 1, let root = components.first,
            facts.declaredTypes.contains(root) || ["UI", "NS", "CA", "WK"].contains(where: { root.hasPrefix($0) })
        {
            components.removeFirst()
        } else if components.count > 1 {
            handEdit(node, "#keyPath whose root may be a type: write the key path as a string")
            return
        }
        replace(node, with: "\"\(components.joined(separator: "."))\"", .keyPath)
    }

    // MARK: Clocks

    private func rewriteClockCall(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil else { return }
        let callee = node.calledExpression.trimmedDescription
        switch callee {
        case "Date":
            replace(node, with: "Date.simulatedNow()", .clock)
        case "NSDate":
            handEdit(node, "`NSDate()` reads the wall clock: use `Date.simulatedNow()`")
        case "CFAbsoluteTimeGetCurrent":
            replace(node, with: "Date.simulatedNow().timeIntervalSinceReferenceDate", .clock)
        case "DispatchTime.now", "DispatchWallTime.now":
            replace(node, with: "DispatchTime.simulatedNow()", .clock)
        default:
            break
        }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if rewriteBoxedValue(node) { return .skipChildren }
        guard let base = node.base?.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        let member = node.declName.baseName.text
        switch (base.baseName.text, member) {
        case ("DispatchQueue", "main"):
            replace(node, with: "DispatchQueue.simulatedMain", .clock)
            return .skipChildren
        case ("DispatchQueue", "global"):
            replace(node, with: "DispatchQueue.simulatedGlobal", .clock)
            return .skipChildren
        case ("DispatchSource", "makeTimerSource"):
            replace(node, with: "DispatchSource.makeSimulatedTimerSource", .clock)
            return .skipChildren
        case ("Date", "now") where !(node.parent?.is(FunctionCallExprSyntax.self) ?? false):
            replace(node, with: "Date.simulatedNow()", .clock)
            return .skipChildren
        case ("ProcessInfo", "processInfo"):
            if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.declName.baseName.text == "systemUptime" {
                replace(outer, with: "CACurrentMediaTime()", .clock)
            }
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// `Timer` → `SimulatedTimer`, `DispatchSourceTimer` → `SimulatedTimerSource`, `DispatchTime`
    /// (as a type) → `SimulatedTime`, unless the sources declare a type of that name.
    private static let clockTypes = [
        "Timer": "SimulatedTimer", "DispatchSourceTimer": "SimulatedTimerSource",
        "DispatchTime": "SimulatedTime",
    ]

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        noteCoreGraphicsName(name)
        if let renamed = Self.clockTypes[name], !facts.declaredTypes.contains(name) {
            edits.append(
                Edit(
                    start: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.name.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: renamed, line: line(node), rule: .clock))
        } else if name == "Selector" {
            handEdit(node, "a stored `Selector`: needs a closure by hand")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        noteCoreGraphicsName(name)
        if name == "Timer", !facts.declaredTypes.contains(name) {
            // Only the type's name as an expression (`Timer.scheduledTimer`, `Timer(…)`), not `x.Timer`.
            if !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) {
                edits.append(
                    Edit(
                        start: node.baseName.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: node.baseName.endPositionBeforeTrailingTrivia.utf8Offset,
                        replacement: "SimulatedTimer", line: line(node), rule: .clock))
            }
        }
        if [
            "method_exchangeImplementations", "class_getInstanceMethod", "class_addMethod", "class_replaceMethod",
            "method_setImplementation", "NSSelectorFromString",
        ].contains(name) {
            handEdit(node, "Objective-C runtime call (`\(name)`): Linux has no runtime to swizzle or look up selectors")
        }
        return .visitChildren
    }
}
