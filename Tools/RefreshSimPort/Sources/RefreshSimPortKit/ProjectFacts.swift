import SwiftParser
import SwiftSyntax

/// What `port` learns from every file before changing any: the types the sources declare, where
/// each class's body ends, the members declared in extensions, and the members overridden.
struct ProjectFacts {
    struct ClassBody {
        var file: Int
        /// UTF-8 offset of the closing brace's leading trivia: a moved member goes there.
        var insertAt: Int
        var line: Int
    }

    struct ExtensionMember {
        var file: Int
        var typeName: String
        var key: String
        /// The whole member, leading trivia included.
        var start: Int
        var end: Int
        var line: Int
        /// An `override` written in the extension: Swift without Objective-C allows none there.
        var isOverride: Bool
    }

    var declaredTypes: Set<String> = []
    var classes: [String: ClassBody] = [:]
    var extensionMembers: [ExtensionMember] = []
    var overriddenKeys: Set<String> = []
    /// Names of `@objc optional` requirements the sources declare.
    var optionalRequirements: Set<String> = []
    /// Constants set to a key path (`static let contentOffset = #keyPath(UIScrollView.contentOffset)`,
    /// `let KPathOffSet = "contentOffset"`), by name: what `addObserver(_:forKeyPath:…)` is given.
    var keyPathConstants: [String: String] = [:]
    /// Protocols whose `@objc optional` requirements `port` gives defaults (OptionalRequirements.swift).
    var rewrittenOptionalProtocols: Set<String> = []
    /// Those requirements by name, and whether each returns a value.
    var rewrittenOptionalRequirements: [String: Bool] = [:]
    /// Each class's superclass, as its declaration names it.
    var superclasses: [String: String] = [:]
    /// Types that declare `observeValue(forKeyPath:of:change:context:)`, in their body or an extension.
    var observeValueDeclarers: Set<String> = []

    init(files: [(path: String, tree: SourceFileSyntax)]) {
        for (index, file) in files.enumerated() {
            let scan = FactScanner(file: index, converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            scan.walk(file.tree)
            declaredTypes.formUnion(scan.declaredTypes)
            classes.merge(scan.classes) { first, _ in first }
            extensionMembers += scan.extensionMembers
            overriddenKeys.formUnion(scan.overriddenKeys)
            optionalRequirements.formUnion(scan.optionalRequirements)
            keyPathConstants.merge(scan.keyPathConstants) { first, _ in first }
            superclasses.merge(scan.superclasses) { first, _ in first }
            rewrittenOptionalProtocols.formUnion(scan.rewrittenOptionalProtocols)
            rewrittenOptionalRequirements.merge(scan.rewrittenOptionalRequirements) { first, _ in first }
            observeValueDeclarers.formUnion(scan.observeValueDeclarers)
        }
    }

    static let observeValueKey = "func observeValue(forKeyPath:of:change:context:)"

    /// Classes whose `override func observeValue(forKeyPath:…)` overrides NSObject's: Linux's
    /// NSObject has none, so `port` drops the `override` and the `super` call and makes the class
    /// adopt the stand-in's `KeyValueObserving`, through which its observations are delivered. A
    /// class under a view (the stand-in's `UIResponder` declares the method) keeps its override,
    /// as does one under a class of the sources that declares it.
    var keyValueObservers: Set<String> {
        Set(
            observeValueDeclarers.filter { name in
                var current = superclasses[name]
                while let superclass = current {
                    if superclass == "NSObject" { return true }
                    guard classes[superclass] != nil, !observeValueDeclarers.contains(superclass) else { return false }
                    current = superclasses[superclass]
                }
                return false
            })
    }

    /// `#keyPath(UIScrollView.contentOffset)` → `contentOffset`, `#keyPath(pan.state)` → `pan.state`:
    /// the first component is dropped when it names a type (a capitalised name). Nil for an expression.
    static func keyPathMacroValue(_ macro: MacroExpansionExprSyntax) -> String? {
        guard macro.arguments.count == 1, let path = macro.arguments.first?.expression.trimmedDescription else { return nil }
        var components = path.split(separator: ".").map(String.init)
        guard components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return components.joined(separator: ".")
    }

    /// Extension members that must move into their class: those some class overrides, and
    /// overrides written in an extension.
    var overriddenExtensionMembers: [ExtensionMember] {
        let observers = keyValueObservers
        return extensionMembers.filter {
            ($0.isOverride || overriddenKeys.contains($0.key)) && !($0.key == Self.observeValueKey && observers.contains($0.typeName))
        }
    }
}

/// A member's identity for overriding: `func name(a:b:)` or `var name`.
func memberKey(_ decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "func \(function.name.text)(\(labels))"
    }
    if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    {
        return "var \(pattern.identifier.text)"
    }
    return nil
}

func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
    modifiers.contains { $0.name.text == name }
}

func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
    decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
}

private final class FactScanner: SyntaxVisitor {
    let file: Int
    let converter: SourceLocationConverter
    var declaredTypes: Set<String> = []
    var classes: [String: ProjectFacts.ClassBody] = [:]
    var extensionMembers: [ProjectFacts.ExtensionMember] = []
    var overriddenKeys: Set<String> = []
    var optionalRequirements: Set<String> = []
    var keyPathConstants: [String: String] = [:]
    var superclasses: [String: String] = [:]
    var observeValueDeclarers: Set<String> = []
    var rewrittenOptionalProtocols: Set<String> = []
    var rewrittenOptionalRequirements: [String: Bool] = [:]

    init(file: Int, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        if let first = node.inheritanceClause?.inheritedTypes.first { superclasses[node.name.text] = first.type.trimmedDescription }
        if node.memberBlock.members.contains(where: { memberKey($0.decl) == ProjectFacts.observeValueKey }) {
            observeValueDeclarers.insert(node.name.text)
        }
        let brace = node.memberBlock.rightBrace
        classes[node.name.text] = .init(
            file: file, insertAt: brace.position.utf8Offset,
            line: converter.location(for: brace.positionAfterSkippingLeadingTrivia).line)
        for member in node.memberBlock.members {
            if let mods = modifiers(of: member.decl), hasModifier(mods, "override"), let key = memberKey(member.decl) {
                overriddenKeys.insert(key)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        for member in node.memberBlock.members {
            guard let mods = modifiers(of: member.decl), hasModifier(mods, "optional"),
                let key = memberKey(member.decl)
            else { continue }
            optionalRequirements.insert(String(key.split(separator: " ")[1].prefix { $0 != "(" }))
        }
        if OptionalRequirements.canRewrite(node) {
            for member in node.memberBlock.members {
                guard let mods = modifiers(of: member.decl), hasModifier(mods, "optional"), let key = memberKey(member.decl) else {
                    continue
                }
                rewrittenOptionalProtocols.insert(node.name.text)
                let name = String(key.split(separator: " ")[1].prefix { $0 != "(" })
                rewrittenOptionalRequirements[name] = OptionalRequirements.returnType(of: member.decl) != nil
            }
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = node.extendedType.trimmedDescription
        if node.memberBlock.members.contains(where: { memberKey($0.decl) == ProjectFacts.observeValueKey }) {
            observeValueDeclarers.insert(typeName)
        }
        for member in node.memberBlock.members {
            guard let key = memberKey(member.decl) else { continue }
            let mods = modifiers(of: member.decl)
            if let mods, hasModifier(mods, "static") { continue }
            extensionMembers.append(
                .init(
                    file: file, typeName: typeName, key: key, start: member.position.utf8Offset,
                    end: member.endPosition.utf8Offset,
                    line: converter.location(for: member.positionAfterSkippingLeadingTrivia).line,
                    isOverride: mods.map { hasModifier($0, "override") } ?? false))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            if let macro = value.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
                let path = ProjectFacts.keyPathMacroValue(macro)
            {
                keyPathConstants[name] = path
            } else if let literal = value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                keyPathConstants[name] = text
            }
        }
        return .visitChildren
    }
}
