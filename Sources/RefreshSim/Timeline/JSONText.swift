/// A tiny JSON writer with a fixed key order and fixed number formatting, so reports are
/// byte-for-byte reproducible.
public enum JSONText {
    indirect case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Double, digits: Int)
    case integer(Int)
    case bool(Bool)
    case null

    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { "\(inner)\(JSONText.quoted($0.0)): \($0.1.rendered(indent: indent + 1))" }
            return "{\n" + body.joined(separator: ",\n") + "\n\(pad)}"
        case let .array(items):
            guard !items.isEmpty else { return "[]" }
            let body = items.map { inner + $0.rendered(indent: indent + 1) }
            return "[\n" + body.joined(separator: ",\n") + "\n\(pad)]"
        case let .string(text): return JSONText.quoted(text)
        case let .number(value, digits): return value.isFinite ? Format.fixed(value, digits) : "null"
        case let .integer(value): return String(value)
        case let .bool(value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
