/// A field of a scenario document, as a user writes it on the command line: `loader.seconds`,
/// `gestures[0].distance`, `strategy.endOn`. A sweep replaces the value at this path in the parsed
/// JSON and lets the normal decoder judge the result, so every field the decoder knows can be
/// swept and a bad value is reported with the decoder's own message.
public struct SweepPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    public let components: [Component]

    public init(_ text: String) throws(SweepError) {
        var components: [Component] = []
        var rest = Substring(text)
        guard !text.isEmpty else { throw SweepError("a field path is empty: write e.g. loader.seconds or gestures[0].distance") }
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    index >= 0
                else {
                    throw SweepError("\(text): an index must be a whole number in brackets, e.g. gestures[0]")
                }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
                if rest.first == "." { rest = rest.dropFirst(); if rest.isEmpty { throw SweepError("\(text): ends with '.'") } }
                continue
            }
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            let key = String(rest[..<end])
            guard !key.isEmpty else { throw SweepError("\(text): an empty field name") }
            components.append(.key(key))
            rest = rest[end...]
            if rest.first == "." {
                rest = rest.dropFirst()
                if rest.isEmpty { throw SweepError("\(text): ends with '.'") }
            }
        }
        self.components = components
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .key(key): text += text.isEmpty ? key : "." + key
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The last key: what the field is called (`distance`, `seconds`).
    public var fieldName: String {
        for component in components.reversed() {
            if case let .key(key) = component { return key }
        }
        return ""
    }

    /// The unit of the field, for axis labels: from its declaration in `vocabulary`.
    public func unit(in vocabulary: Vocabulary = .core) -> String? {
        vocabulary.field(at: self)?.unit?.symbol
    }

    /// `document` with the value at this path replaced by `value`. Objects missing on the way are
    /// created (so `loader.seconds` works on a scenario without a loader; the decoder then says
    /// what else the loader needs); array elements are not: an index past the end is an error.
    public func replacing(in document: JSONNode, with value: JSONNode.Value) throws(SweepError) -> JSONNode {
        try replace(document, at: components[...], with: value)
    }

    private func replace(_ node: JSONNode, at rest: ArraySlice<Component>, with value: JSONNode.Value) throws(SweepError) -> JSONNode {
        guard let component = rest.first else { return JSONNode(value, at: node.position) }
        let inner = rest.dropFirst()
        switch (component, node.value) {
        case let (.key(key), .object(members)):
            var members = members
            if let found = members.firstIndex(where: { $0.key == key }) {
                members[found].value = try replace(members[found].value, at: inner, with: value)
            } else {
                let empty = JSONNode(inner.isEmpty ? value : .object([]), at: node.position)
                let filled = inner.isEmpty ? empty : try replace(empty, at: inner, with: value)
                members.append(JSONMember(key: key, keyPosition: node.position, value: filled))
            }
            return JSONNode(.object(members), at: node.position)
        case let (.index(index), .array(elements)):
            guard index < elements.count else {
                throw SweepError(
                    "\(self): \(prefix(upTo: rest)) has \(elements.count) element\(elements.count == 1 ? "" : "s"), so there is no [\(index)]"
                )
            }
            var elements = elements
            elements[index] = try replace(elements[index], at: inner, with: value)
            return JSONNode(.array(elements), at: node.position)
        case (.key, _):
            throw SweepError(
                "\(self): \(prefix(upTo: rest).isEmpty ? "the scenario" : prefix(upTo: rest)) is \(node.kindDescription), not an object")
        case (.index, _):
            throw SweepError(
                "\(self): \(prefix(upTo: rest).isEmpty ? "the scenario" : prefix(upTo: rest)) is \(node.kindDescription), not an array")
        }
    }

    /// The path up to (not including) `rest`, for messages.
    private func prefix(upTo rest: ArraySlice<Component>) -> String {
        SweepPath(components: Array(components[..<rest.startIndex])).description
    }

    private init(components: [Component]) { self.components = components }

    /// The value at this path in `document`, if there is one.
    public func value(in document: JSONNode) -> JSONNode? {
        var node = document
        for component in components {
            switch (component, node.value) {
            case let (.key(key), .object(members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            case let (.index(index), .array(elements)):
                guard index < elements.count else { return nil }
                node = elements[index]
            default: return nil
            }
        }
        return node
    }
}

/// A sweep that cannot run as asked: a malformed `--vary`, a path the scenario does not have.
public struct SweepError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
