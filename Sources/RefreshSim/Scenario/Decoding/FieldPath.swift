/// A location inside a scenario document, written the way a user reads it: `gestures[1].duration`.
struct FieldPath: CustomStringConvertible {
    private enum Component {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    static let root = FieldPath()

    func key(_ key: String) -> FieldPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    func index(_ index: Int) -> FieldPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .key(key):
                let shown = Self.isPlain(key) ? key : Quote.value(key)
                text += text.isEmpty ? shown : "." + shown
            case let .index(index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Keys like `frameRate` or `$schema` are shown bare; anything else is quoted.
    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && key.count <= 40
            && key.unicodeScalars.allSatisfy {
                (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" || $0 == "$")
            }
    }
}

/// Quoting user-supplied text in messages, cut short so a hostile file cannot flood the terminal.
enum Quote {
    static let maxShown = 40

    static func value(_ text: String) -> String {
        let clipped = text.count > maxShown ? String(text.prefix(maxShown)) + "…" : text
        return JSONWriter.quoted(clipped)
    }

    static func literal(_ literal: JSONNumberLiteral) -> String {
        let text = literal.text
        return text.count > maxShown ? String(text.prefix(maxShown)) + "…" : text
    }

    /// `"a", "b" or "c"`.
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { JSONWriter.quoted($0) }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
