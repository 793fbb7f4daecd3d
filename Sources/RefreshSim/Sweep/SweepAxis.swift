/// One value a swept field takes: a number, a flag or a name (`0.6`, `false`, `finish`).
public enum SweepValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)

    /// Parses one item of a `--vary` list: a JSON number, `true`/`false`, or else a name.
    public init(parsing text: String) {
        if text == "true" {
            self = .bool(true)
        } else if text == "false" {
            self = .bool(false)
        } else if let number = Double(text), number.isFinite, text.first != "+", !text.hasSuffix(".") {
            self = .number(number)
        } else {
            self = .string(text)
        }
    }

    /// As written in tables and labels: `0.6`, `120`, `true`, `finish`.
    public var description: String {
        switch self {
        case let .number(number): Format.shortest(number)
        case let .bool(flag): flag ? "true" : "false"
        case let .string(text): text
        }
    }

    public var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    /// The value as a parsed JSON node's value, with the literal a file would hold.
    var jsonValue: JSONNode.Value {
        switch self {
        case let .number(number): .number(number, literal: JSONNumberLiteral(Format.shortest(number)))
        case let .bool(flag): .bool(flag)
        case let .string(text): .string(text)
        }
    }

    public var json: JSONValue {
        switch self {
        case let .number(number): .number(number)
        case let .bool(flag): .bool(flag)
        case let .string(text): .string(text)
        }
    }

    /// A scenario file's own value, when it is one a sweep could take.
    init?(_ node: JSONNode) {
        switch node.value {
        case let .number(number, _): self = .number(number)
        case let .bool(flag): self = .bool(flag)
        case let .string(text): self = .string(text)
        default: return nil
        }
    }
}

/// One swept field and the values it takes, from `PATH=VALUES`: a list (`60,120`,
/// `commit,finish`) or a range with a step (`0.1...3.0:0.1`, both ends included).
public struct SweepAxis: Sendable, Equatable {
    public var path: SweepPath
    public var values: [SweepValue]
    /// The field's unit (`s`, `pt`) from its declaration, for titles and tables.
    public var unit: String?

    /// More values than any map or table can show; also bounds the work one `--vary` can ask for.
    public static let maxValues = 10_000

    public init(path: SweepPath, values: [SweepValue], vocabulary: Vocabulary = .core) {
        self.path = path
        self.values = values
        self.unit = path.unit(in: vocabulary)
    }

    public init(parsing text: String) throws(SweepError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw SweepError("--vary \(text): write PATH=VALUES, e.g. loader.seconds=0.5...3:0.5 or frameRate=60,120")
        }
        path = try SweepPath(String(text[..<equals]))
        let list = String(text[text.index(after: equals)...])
        guard !list.isEmpty else { throw SweepError("--vary \(text): no values after '='") }
        values = list.contains("...") ? try Self.range(list, path: path) : try Self.list(list, path: path)
        unit = path.unit()
    }

    private static func list(_ text: String, path: SweepPath) throws(SweepError) -> [SweepValue] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        if items.contains(where: \.isEmpty) { throw SweepError("\(path): an empty value in \(text)") }
        guard items.count <= maxValues else { throw SweepError("\(path): \(items.count) values; at most \(maxValues)") }
        var seen = Set<SweepValue>()
        var values: [SweepValue] = []
        for item in items {
            let value = SweepValue(parsing: item)
            guard seen.insert(value).inserted else { throw SweepError("\(path): \(item) is listed twice") }
            values.append(value)
        }
        return values
    }

    /// `FROM...TO:STEP`. Values are rounded to the decimals written, so `0.1...0.3:0.1` gives
    /// 0.1, 0.2, 0.3 (not 0.30000000000000004): the same numbers a user would type into a file.
    private static func range(_ text: String, path: SweepPath) throws(SweepError) -> [SweepValue] {
        let usage = "\(path): a range is FROM...TO:STEP, e.g. 0.1...3:0.1, got \(text)"
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw SweepError(usage) }
        let upper = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard upper.count == 2 else { throw SweepError(usage) }
        let literals = [String(parts[0]).trimmingSpaces, String(upper[0]).trimmingSpaces, String(upper[1]).trimmingSpaces]
        let numbers = literals.compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == 3 else { throw SweepError(usage) }
        let (from, to, step) = (numbers[0], numbers[1], numbers[2])
        guard step > 0 else { throw SweepError("\(path): the step must be > 0, got \(literals[2])") }
        guard to >= from else { throw SweepError("\(path): the range must not run backwards, got \(literals[0])...\(literals[1])") }
        let steps = ((to - from) / step * (1 + 1e-12) + 1e-9).rounded(.down)
        guard steps + 1 <= Double(maxValues) else {
            throw SweepError("\(path): \(text) has \(Int(min(steps + 1, 1e15))) values; at most \(maxValues)")
        }
        let decimals = literals.map(decimalPlaces).max() ?? 0
        let scale = pow10(min(decimals, 12))
        return (0...Int(steps)).map { index in
            let value = from + Double(index) * step
            let scaled = value * scale
            // Rounding means nothing past 2^53, and must not overflow a huge value to infinity.
            guard abs(scaled) < 9e15 else { return .number(value) }
            return .number((scaled.rounded() / scale) + 0)
        }
    }

    private static func decimalPlaces(_ literal: String) -> Int {
        let mantissa = literal.split(whereSeparator: { $0 == "e" || $0 == "E" }).first.map(String.init) ?? literal
        let exponent = literal.split(whereSeparator: { $0 == "e" || $0 == "E" }).dropFirst().first.flatMap { Int($0) } ?? 0
        let fraction = mantissa.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        return max(0, fraction - exponent)
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// `loader.seconds (s)`: the field and its unit, for axis titles.
    public var title: String {
        unit.map { "\(path) (\($0))" } ?? path.description
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
