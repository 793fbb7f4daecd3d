/// One change to a file: the bytes `start..<end` (UTF-8 offsets) become `replacement`.
public struct Edit: Equatable, Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String
    /// The line the change starts on (1-based).
    public var line: Int
    /// Why: `@objc`, `dynamic`, `target-action`, `clock`, `moved override`…
    public var rule: Rule
    /// For an edit made inside a member that moved: the text it replaced, for the report.
    public var movedOld: String?

    public init(start: Int, end: Int, replacement: String, line: Int, rule: Rule) {
        (self.start, self.end, self.replacement, self.line, self.rule) = (start, end, replacement, line, rule)
    }

    public enum Rule: String, Sendable {
        case objcAttribute = "@objc"
        case interfaceBuilderAttribute = "Interface Builder attribute"
        case applicationMain = "@UIApplicationMain"
        case dynamicModifier = "dynamic"
        case targetAction = "target-action"
        case clock = "simulated clock"
        case keyPath = "#keyPath"
        case movedOverride = "overridable member moved into its class"
        case moduleImport = "module import"
        case boxedValue = "boxed value"
        case keyValueObserver = "key-value observer"
        case optionalRequirement = "optional requirement"
    }
}

/// Something `port` cannot change without type information, at a line of a file.
public struct HandEdit: Equatable, Sendable {
    public var line: Int
    public var reason: String
    public var snippet: String
}

/// A ported file: its new text, the edits made (in order) and what still needs a hand edit.
public struct PortedFile: Sendable {
    public var path: String
    public var original: String
    public var text: String
    public var edits: [Edit]
    public var handEdits: [HandEdit]
    /// Observations and uses of the stand-in's entry points, simulated or not (`StandInNote`).
    public var notes: [StandInNote] = []
}

extension String {
    /// One line for a report: runs of whitespace become one space, and long text is cut.
    func condensed(limit: Int = 110) -> String {
        let words = split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let line = words.joined(separator: " ")
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}
