import SwiftSyntax

// `@objc optional` protocol requirements, which Swift without Objective-C has not: `port` makes
// each an ordinary requirement with a default in an extension of the protocol, and its `?(` call
// sites plain calls. A requirement that returns nothing needs no more: the default does nothing,
// as an absent method did. One that returns a value is called through
// `OptionalRequirement.call { … }`, which answers nil when the default ran, as the optional call
// did when the method was absent; the default returns a placeholder (0, false, "", nil, []) that
// `OptionalRequirement.notImplemented` marks. A requirement whose type has no placeholder stays a
// hand edit.
extension EditCollector {
    /// Whether `protocol` has optional requirements that `port` rewrites (all of them, or none).
    func rewritesOptionalRequirements(_ node: ProtocolDeclSyntax) -> Bool {
        facts.rewrittenOptionalProtocols.contains(node.name.text)
    }

    /// Drops `optional` from each requirement and adds the extension with their defaults after the
    /// protocol.
    func rewriteOptionalRequirements(_ node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        for member in node.memberBlock.members {
            guard let modifiers = modifiers(of: member.decl), let optional = modifiers.first(where: { $0.name.text == "optional" })
            else { continue }
            remove(optional, .optionalRequirement)
            if let text = OptionalRequirements.defaultImplementation(of: member.decl) { defaults.append(text) }
        }
        let isPublic = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        let body = defaults.map { "    \($0)" }.joined(separator: "\n")
        let text = "\n\n\(isPublic ? "public " : "")extension \(node.name.text) {\n\(body)\n}"
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(start: end, end: end, replacement: text, line: line(node.memberBlock.rightBrace), rule: .optionalRequirement))
    }

    /// `delegate?.f?(x)`: a plain call of a requirement `port` gave a default. Returns whether it
    /// was one.
    func rewriteOptionalCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            let returnsValue = facts.rewrittenOptionalRequirements[member.declName.baseName.text]
        else { return false }
        if returnsValue {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let mark = chained.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            let call = String(decoding: bytes[start..<mark] + bytes[(mark + 1)..<end], as: UTF8.self)
            replace(node, with: "OptionalRequirement.call { \(call) }", .optionalRequirement)
        } else {
            replace(chained.questionMark, with: "", .optionalRequirement)
        }
        return true
    }
}

enum OptionalRequirements {
    /// What a requirement of this type returns when no conforming type implements it, marked by
    /// `OptionalRequirement.notImplemented`: nil for a type with no placeholder.
    static func placeholder(for type: TypeSyntax) -> String? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch type.trimmedDescription {
        case "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "UInt32", "UInt64", "NSInteger", "TimeInterval",
            "CFTimeInterval":
            return "0"
        case "Bool": return "false"
        case "String": return "\"\""
        default: return nil
        }
    }

    /// The value-returning requirement's type, nil when it returns nothing.
    static func returnType(of decl: DeclSyntax) -> TypeSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard let type = function.signature.returnClause?.type else { return nil }
            return ["Void", "()"].contains(type.trimmedDescription) ? nil : type
        }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }

    /// `func f(_ a: A) {}`, `func g() -> CGFloat { OptionalRequirement.notImplemented(0) }`,
    /// `var h: Bool { OptionalRequirement.notImplemented(false) }`; nil when there is no placeholder.
    static func defaultImplementation(of decl: DeclSyntax) -> String? {
        let returned = returnType(of: decl)
        let body: String
        if let returned {
            guard let value = placeholder(for: returned) else { return nil }
            body = "{ OptionalRequirement.notImplemented(\(value)) }"
        } else {
            body = "{}"
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let whereClause = function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
            return "func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause) \(body)"
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first, let returned {
            return "var \(binding.pattern.trimmedDescription): \(returned.trimmedDescription) \(body)"
        }
        return nil
    }

    /// Whether every optional requirement of a protocol can be given a default.
    static func canRewrite(_ node: ProtocolDeclSyntax) -> Bool {
        node.memberBlock.members.allSatisfy { member in
            guard let modifiers = modifiers(of: member.decl), modifiers.contains(where: { $0.name.text == "optional" }) else { return true }
            return defaultImplementation(of: member.decl) != nil
        }
    }
}
