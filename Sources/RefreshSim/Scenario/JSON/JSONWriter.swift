/// Writes `JSONValue`s as text: two-space indentation, members in their given order, numbers in
/// their shortest form (integers without a fraction). Non-finite numbers, which JSON cannot
/// express, are written as `null`.
public enum JSONWriter {
    public static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        out.append("\n")
        return out
    }

    /// On one line, with no spaces: for records written one per line (a sweep's cells).
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        writeCompact(value, into: &out)
        return out
    }

    private static func writeCompact(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null, .bool, .number, .string: write(value, indent: "", into: &out)
        case let .array(elements):
            out.append("[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out.append(",") }
                writeCompact(element, into: &out)
            }
            out.append("]")
        case let .object(members):
            out.append("{")
            for (offset, (key, member)) in members.enumerated() {
                if offset > 0 { out.append(",") }
                out.append(quoted(key) + ":")
                writeCompact(member, into: &out)
            }
            out.append("}")
        }
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .null: out.append("null")
        case let .bool(flag): out.append(flag ? "true" : "false")
        case let .number(number): out.append(Format.shortest(number))
        case let .string(text): out.append(quoted(text))
        case let .array(elements):
            if elements.isEmpty { out.append("[]"); return }
            if elements.allSatisfy(\.isScalar) {
                var parts: [String] = []
                for element in elements {
                    var part = ""
                    write(element, indent: indent, into: &part)
                    parts.append(part)
                }
                out.append("[" + parts.joined(separator: ", ") + "]")
                return
            }
            let inner = indent + "  "
            out.append("[\n")
            for (offset, element) in elements.enumerated() {
                out.append(inner)
                write(element, indent: inner, into: &out)
                out.append(offset + 1 < elements.count ? ",\n" : "\n")
            }
            out.append(indent + "]")
        case let .object(members):
            if members.isEmpty { out.append("{}"); return }
            let inner = indent + "  "
            out.append("{\n")
            for (offset, (key, member)) in members.enumerated() {
                out.append(inner + quoted(key) + ": ")
                write(member, indent: inner, into: &out)
                out.append(offset + 1 < members.count ? ",\n" : "\n")
            }
            out.append(indent + "}")
        }
    }

    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

private extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
