import SwiftParser
import SwiftSyntax

/// One public entry point of a module's sources, named as the stand-in's catalogue names it:
/// `UIView`, `UIView.frame`, `UIView.convert(_:to:)`, `UIView.init(frame:)`, `CACurrentMediaTime()`.
/// Read from the syntax, so the list cannot go stale: a new `public` or `open` declaration is in it
/// the moment it is written.
public struct PublicDeclaration: Hashable, Sendable {
    public var name: String
    /// The type whose member it is (nil at file scope).
    public var owner: String?
    /// `override`: it may be classified by what it overrides.
    public var isOverride: Bool
    public var file: String
    public var line: Int
    /// The declaration's source, body included.
    public var text: String

    /// The members' names without their owner: `frame`, `convert(_:to:)`.
    public var member: String {
        guard let owner else { return name }
        return String(name.dropFirst(owner.count + 1))
    }
}

/// Every public declaration of a set of files: types, their members (in the type or in an
/// extension of it, under every `#if` branch), protocol requirements, file-scope functions and
/// constants. Enum cases are their enum's; private members of a public type are left out.
public struct PublicDeclarations: Sendable {
    public var declarations: [PublicDeclaration] = []
    /// Each class's superclass as its declaration names it (`UIScrollView` → `UIView`).
    public var superclasses: [String: String] = [:]

    public init(files: [(path: String, source: String)]) {
        for file in files {
            let tree = Parser.parse(source: file.source)
            let walker = PublicDeclarationWalker(
                file: file.path, converter: SourceLocationConverter(fileName: file.path, tree: tree))
            walker.walk(tree)
            declarations += walker.declarations
            superclasses.merge(walker.superclasses) { first, _ in first }
        }
    }
}

private final class PublicDeclarationWalker: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var declarations: [PublicDeclaration] = []
    var superclasses: [String: String] = [:]
    /// The enclosing types, outermost first, with whether their members default to public
    /// (a public protocol's requirements, a `public extension`'s members).
    private var scopes: [(name: String, membersPublic: Bool)] = []
    /// For each type declaration being visited, whether it opened a scope (only public ones do).
    private var opened: [Bool] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private var owner: String? { scopes.isEmpty ? nil : scopes.map(\.name).joined(separator: ".") }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        // `public private(set)` is public: a modifier with a detail restricts only the setter.
        if modifiers.contains(where: { $0.detail == nil && ["private", "fileprivate", "internal", "package"].contains($0.name.text) }) {
            return false
        }
        return modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } || (scopes.last?.membersPublic ?? false)
    }

    private func add(_ name: String, _ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) {
        guard isPublic(modifiers) else { return }
        let owner = self.owner
        declarations.append(
            PublicDeclaration(
                name: owner.map { "\($0).\(name)" } ?? name, owner: owner,
                isOverride: modifiers.contains { $0.name.text == "override" }, file: file,
                line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line, text: node.trimmedDescription))
    }

    // MARK: Types: the type itself, then its members in its scope.

    private func enterType(_ name: String, _ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol, protocol: Bool = false)
        -> SyntaxVisitorContinueKind
    {
        let visible = isPublic(modifiers)
        add(name, modifiers, node)
        opened.append(visible)
        guard visible else { return .skipChildren }
        scopes.append((name, `protocol`))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            superclasses[(owner.map { "\($0)." } ?? "") + node.name.text] = first.type.trimmedDescription
        }
        return enterType(node.name.text, node.modifiers, node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.modifiers, node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.modifiers, node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.modifiers, node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.modifiers, node, protocol: true)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node.modifiers) }

    /// `visitPost` runs for every type, public or not; only a public one opened a scope.
    private func leave(_ modifiers: DeclModifierListSyntax) {
        if opened.removeLast() { scopes.removeLast() }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        scopes.append((name, node.modifiers.contains { $0.name.text == "public" }))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node.modifiers, node)
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("\(node.name.text)(\(labels))", node.modifiers, node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("init(\(labels))", node.modifiers, node)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("subscript(\(labels))", node.modifiers, node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            add(pattern.identifier.text, node.modifiers, node)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
