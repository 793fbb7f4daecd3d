/// Where something is in a source text: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}

/// A parsed JSON value that remembers where it came from, so errors can point at it.
public struct JSONNode: Sendable {
    // Not `indirect`: the arrays already hold the nesting, and boxing every value was an
    // allocation per number and string parsed.
    public enum Value: Sendable {
        case null
        case bool(Bool)
        /// The value as a `Double` (infinite when the literal is out of range, e.g. `1e400`) and
        /// the literal exactly as written, for error messages.
        case number(Double, literal: JSONNumberLiteral)
        case string(String)
        case array([JSONNode])
        /// Members in source order; duplicate keys are kept so a reader can report them.
        case object([JSONMember])
    }

    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// "a number", "an object", … for messages like "expected a string, got a number".
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

public struct JSONMember: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: JSONNode

    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
