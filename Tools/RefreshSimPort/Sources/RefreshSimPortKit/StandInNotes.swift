import SwiftSyntax

/// What `port` tells about the code's use of the stand-in, from the stand-in's catalogue (the
/// table the run reads too): each key-value observation, simulated or not, and each use or
/// override of an entry point the stand-in reports as not simulated. Nothing is changed; the
/// lines read `file:line: observes `panGestureRecognizer.state`: simulated (…)`.
public struct StandInNote: Equatable, Sendable {
    public var line: Int
    public var text: String
}

final class StandInNoteCollector: SyntaxVisitor {
    let facts: ProjectFacts
    let converter: SourceLocationConverter
    private(set) var notes: [StandInNote] = []

    init(facts: ProjectFacts, converter: SourceLocationConverter) {
        self.facts = facts
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ node: some SyntaxProtocol, _ text: String) {
        notes.append(StandInNote(line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line, text: text))
    }

    // MARK: Observations

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let argument = node.arguments.first(where: { $0.label?.text == "forKeyPath" }),
            let callee = calleeName(node.calledExpression), callee.lowercased().hasSuffix("addobserver")
        {
            observation(of: argument.expression, at: node)
        } else if calleeName(node.calledExpression) == "observe", let first = node.arguments.first, first.label == nil,
            let keyPath = first.expression.as(KeyPathExprSyntax.self)
        {
            observed(keyPath.components.map { $0.component.trimmedDescription }, at: node)
        } else if let name = calleeName(node.calledExpression),
            node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) != true
        {
            let labels = node.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
            use("\(name)(\(labels))", at: node)
        }
        return .visitChildren
    }

    private func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// A string-keyed registration: a literal, `#keyPath(…)`, or a constant the sources set to one.
    private func observation(of expression: ExprSyntax, at node: FunctionCallExprSyntax) {
        if let path = literalKeyPath(expression) {
            observed(path.split(separator: ".").map(String.init), at: node)
        } else {
            note(
                node,
                "observes a key path `port` cannot read (`\(expression.trimmedDescription.condensed(limit: 60))`): the run reports it if the stand-in does not deliver it"
            )
        }
    }

    private func literalKeyPath(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            return segment.content.text
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath" {
            return ProjectFacts.keyPathMacroValue(macro)
        }
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { facts.keyPathConstants[$0] }
    }

    /// `observes `a.b`: simulated (…)` when the stand-in delivers every step of the path.
    private func observed(_ components: [String], at node: some SyntaxProtocol) {
        let path = components.joined(separator: ".")
        if let missing = components.first(where: { !StandInCatalogue.isObservableKey($0) }) {
            note(
                node,
                "observes `\(path)`: not simulated (the stand-in never changes `\(missing)`: the observer is not called, and the run reports it)"
            )
        } else {
            let last = StandInCatalogue.observableProperties.first { $0.key == components.last }
            note(node, "observes `\(path)`: simulated" + (last.map { " (\($0.note))" } ?? ""))
        }
    }

    // MARK: Entry points the stand-in reports

    /// `x.isPagingEnabled = true`: a property of a reported row, set (the parser leaves `a = b` a
    /// sequence of its elements).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self) {
            use(member.declName.baseName.text, at: node, setTo: elements.count == 3 ? elements[2].trimmedDescription : nil)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "override" }) else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        let member = "\(node.name.text)(\(labels))"
        for rule in Self.reported(member: member) {
            note(node.name, "overrides `\(rule.pattern)`: not simulated (\(rule.note))")
        }
        return .visitChildren
    }

    /// `setTo`: the value assigned, when it is one expression; a row reported only for another
    /// value (`bounces` set to `false`) is left out for it.
    private func use(_ member: String, at node: some SyntaxProtocol, setTo value: String? = nil) {
        // Without types, `x.delegate = self` could be a scroll view's (simulated) as well as a
        // recognizer's (reported): an assignment is listed only when every row of the name reports.
        let ambiguous = Self.isSimulatedOrInert(member: member)
        if ambiguous, value != nil { return }
        for rule in Self.reported(member: member) {
            if let reported = rule.reportedWhenSetTo, let value, value == "true" || value == "false", value != reported { continue }
            let owner = rule.pattern.prefix { $0 != "." }
            note(node, "uses `\(rule.pattern)`: \(ambiguous ? "on a \(owner), " : "")not simulated (\(rule.note)); the run reports it")
        }
    }

    /// Whether another type's member of that name is simulated or inert.
    static func isSimulatedOrInert(member: String) -> Bool {
        StandInCatalogue.rules.contains { rule in
            rule.treatment != .reported && rule.pattern.hasSuffix("." + member) && !rule.pattern.dropLast(member.count + 1).contains("(")
        }
    }

    /// The reported rows for a member name: `layoutIfNeeded()` → `UIView.layoutIfNeeded()`.
    static func reported(member: String) -> [StandInRule] {
        StandInCatalogue.rules.filter { rule in
            rule.treatment == .reported && rule.pattern.hasSuffix("." + member)
                && !rule.pattern.dropLast(member.count + 1).contains("(")
        }
    }
}
