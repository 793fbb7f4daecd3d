@testable import RefreshSim
@testable import RefreshSimStrategies

/// SplitMix64: small, seeded, the same sequence on every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes broken and extreme variants of a scenario file: on its JSON tree (wrong types, missing
/// and unknown keys, extreme numbers, deep nesting, huge arrays) and on its bytes (truncation,
/// corrupted bytes).
struct FuzzMutator {
    var random: SeededGenerator

    static let extremeNumbers = [
        "0", "-0", "-1", "1e400", "-1e400", "1e308", "-1e308", "5e-324", "0.1", "599.999999",
        "600", "600.0000001", "240", "1e6", "123456789012345678901234567890", "-9223372036854775809",
        "2.5", "10000", "10001", "0.000001",
    ]

    mutating func mutate(_ base: [UInt8]) -> [UInt8] {
        guard let tree = try? JSONParser.parse(base) else { return base }
        return mutate(base, tree: tree)
    }

    /// `tree` is `base` parsed, passed in so a fuzz loop parses each base once.
    mutating func mutate(_ base: [UInt8], tree: JSONNode) -> [UInt8] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12: return truncate(FuzzJSON.bytes(mutateTree(tree)))
        case 12..<20: return corruptBytes(base)
        default:
            var node = tree
            for _ in 0..<Int.random(in: 1...3, using: &random) { node = mutateTree(node) }
            return FuzzJSON.bytes(node)
        }
    }

    private mutating func truncate(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.prefix(Int.random(in: 0...max(bytes.count - 1, 0), using: &random)))
    }

    private mutating func corruptBytes(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.insert(Array("{}[]\",:0e-\\\u{0}".utf8).randomElement(using: &random) ?? 0, at: index)
            default: bytes.remove(at: index)
            }
        }
        return bytes
    }

    /// Picks one node of the tree (uniformly by a random walk) and changes it.
    private mutating func mutateTree(_ node: JSONNode) -> JSONNode {
        let count = FuzzJSON.count(node)
        var target = Int.random(in: 0..<count, using: &random)
        return FuzzJSON.transform(node, target: &target) { self.change($0) }
    }

    private mutating func change(_ node: JSONNode) -> JSONNode {
        let at = node.position
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:  // another type
            let replacements: [JSONNode.Value] = [
                .null, .bool(true), .string("top"), .string("easeOut"), .string(""),
                .array([]), .object([]), .number(-1, literal: "-1"),
                .array([JSONNode(.array([JSONNode(.number(0, literal: "0"), at: at)]), at: at)]),
            ]
            return JSONNode(replacements.randomElement(using: &random) ?? .null, at: at)
        case 20..<45:  // an extreme number
            let literal = Self.extremeNumbers.randomElement(using: &random) ?? "0"
            return JSONNode(.number(Double(literal) ?? 0, literal: JSONNumberLiteral(literal)), at: at)
        case 45..<60:  // remove a key
            guard case var .object(members) = node.value, !members.isEmpty else { return node }
            members.remove(at: Int.random(in: 0..<members.count, using: &random))
            return JSONNode(.object(members), at: at)
        case 60..<70:  // an unknown or repeated key
            guard case var .object(members) = node.value else { return node }
            let key =
                ["frameRat", "Duration", "touches", "kind", "endOn", "seconds", "x", "at", "actions", "target", "model", "loader"]
                .randomElement(using: &random) ?? "x"
            members.append(JSONMember(key: key, keyPosition: at, value: JSONNode(.number(1, literal: "1"), at: at)))
            return JSONNode(.object(members), at: at)
        case 70..<80:  // shuffle or repeat array elements (overlapping gestures, unordered samples)
            guard case var .array(items) = node.value, !items.isEmpty else { return node }
            if Bool.random(using: &random) {
                items.append(items[Int.random(in: 0..<items.count, using: &random)])
            } else {
                items.shuffle(using: &random)
            }
            return JSONNode(.array(items), at: at)
        case 80..<95:  // deep nesting
            var wrapped = node
            for _ in 0..<Int.random(in: 1...200, using: &random) {
                wrapped =
                    Bool.random(using: &random)
                    ? JSONNode(.array([wrapped]), at: at)
                    : JSONNode(.object([JSONMember(key: "a", keyPosition: at, value: wrapped)]), at: at)
            }
            return wrapped
        case 95..<97:  // a huge array, just over a limit
            let element: JSONNode =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: JSONNode(.number(0, literal: "0"), at: at)
                case 1: JSONNode(.array([JSONNode(.number(0, literal: "0"), at: at), JSONNode(.number(1, literal: "1"), at: at)]), at: at)
                default:
                    JSONNode(.object([JSONMember(key: "at", keyPosition: at, value: JSONNode(.number(0, literal: "0"), at: at))]), at: at)
                }
            return JSONNode(.array(Array(repeating: element, count: [1_001, 10_001].randomElement(using: &random) ?? 1_001)), at: at)
        default:  // a long string
            return JSONNode(.string(String(repeating: "é", count: Int.random(in: 100...5_000, using: &random))), at: at)
        }
    }
}

/// Tree helpers for the fuzzer: counting, rewriting one node, writing numbers back verbatim.
enum FuzzJSON {
    static func count(_ node: JSONNode) -> Int {
        switch node.value {
        case let .array(items): 1 + items.reduce(0) { $0 + count($1) }
        case let .object(members): 1 + members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    /// Applies `change` to the node numbered `target` in pre-order.
    static func transform(_ node: JSONNode, target: inout Int, _ change: (JSONNode) -> JSONNode) -> JSONNode {
        if target == 0 {
            target -= 1
            return change(node)
        }
        target -= 1
        switch node.value {
        case let .array(items):
            return JSONNode(.array(items.map { target >= 0 ? transform($0, target: &target, change) : $0 }), at: node.position)
        case let .object(members):
            return JSONNode(
                .object(
                    members.map { member in
                        guard target >= 0 else { return member }
                        return JSONMember(
                            key: member.key, keyPosition: member.keyPosition, value: transform(member.value, target: &target, change))
                    }), at: node.position)
        default:
            return node
        }
    }

    static func bytes(_ node: JSONNode) -> [UInt8] {
        var out: [UInt8] = []
        write(node, into: &out)
        return out
    }

    private static func write(_ node: JSONNode, into out: inout [UInt8]) {
        switch node.value {
        case .null: out += "null".utf8
        case let .bool(flag): out += (flag ? "true" : "false").utf8
        case let .number(_, literal): out += literal.text.utf8
        case let .string(text): out += JSONWriter.quoted(text).utf8
        case let .array(items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += JSONWriter.quoted(member.key).utf8
                out.append(UInt8(ascii: ":"))
                write(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
